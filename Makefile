# TermCells — the two commands: `make demo` and `make test`.
SWIFT ?= swift
ARGS ?=

.PHONY: bootstrap build demo dist test format format-check docs bench fuzz soak sanitize sanitizers clean

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

## Builds the demo in release mode and runs it (`make demo ARGS="table --items 1000000"`). The
## release build links the Swift runtime into the binary (--static-swift-stdlib): it starts
## without loading the toolchain's libraries and runs where no toolchain is installed.
RELEASE = -c release --static-swift-stdlib
demo: bootstrap
	$(SWIFT) build $(RELEASE) --product termcells-demo
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/termcells-demo $(ARGS)

## Writes dist/termcells-linux-ARCH.tar.gz: the release binaries (the Swift runtime inside them),
## the demo's templates beside them and the screen files, for another Linux machine of the same
## architecture. Then checks it as a user meets it (scripts/check-dist.py): unpacked into an empty
## folder, ldd listing no Swift library, and hello, table, pick, screen and csv driven in a
## pseudo-terminal with the toolchain's library folder out of reach.
dist: bootstrap
	SWIFT="$(SWIFT)" scripts/dist.sh

## Checks the formatting (make format fixes it), builds everything (the demo included),
## checks the public API against 1.0.0 (scripts/check-api.sh: SwiftPM's API checker and the
## public symbols) and runs every test; end-to-end tests drive the built demo (in tmux, a pty,
## and a real xterm under Xvfb for the images: `scripts/bootstrap.sh --tests` installs it). Then a user's package (Examples/ProcessViewer, copied to a temporary directory and
## depending on this checkout by path) must build without warnings and pass its tests, and the
## unit tests run again under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, as
## they are (`make sanitize` runs them with longer fuzzing); the DocC catalog must build
## without a warning, with every public type under a topic of its landing page. First of all,
## every relative link of the README, BENCHMARKS.md, SECURITY.md, CHANGELOG.md, Demo/README.md
## and the articles must resolve (scripts/check-links.py, without the network).
# The manager misuse fuzzing in `make test` replays one seed, so a landing never depends on the
# draw; `make sanitize` and TERMCELLS_FUZZ_SEED= (empty) draw a new seed each run.
TEST_FUZZ_SEED ?= 0x7e57ab1e

test: bootstrap format-check
	@scripts/bootstrap.sh --tests
	python3 scripts/check-links.py
	$(SWIFT) build --build-tests
	SWIFT="$(SWIFT)" scripts/check-api.sh
	TERMCELLS_FUZZ_SEED="$${TERMCELLS_FUZZ_SEED-$(TEST_FUZZ_SEED)}" TERMCELLS_DEMO="$$($(SWIFT) build --show-bin-path)/termcells-demo" scripts/run-tests.sh $(SWIFT) test --skip-build
	SWIFT="$(SWIFT)" scripts/check-user-package.sh
	SWIFT="$(SWIFT)" scripts/docs.sh
	@TERMCELLS_FUZZ_SEED="$${TERMCELLS_FUZZ_SEED-$(TEST_FUZZ_SEED)}" $(MAKE) --no-print-directory sanitizers

## Formats every Swift file in place with the toolchain's swift-format (.swift-format at the root).
FORMAT_PATHS = Package.swift Sources Tests Demo Examples Benchmarks
format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

## Fails, naming each place, when a file is not formatted or breaks a lint rule of .swift-format.
format-check:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

## Builds the DocC catalog with the toolchain's docc into a static site (.build-docs/
## TermCells.doccarchive); any warning fails, and so does a public type on no topic of the
## landing page. Then serves the site on localhost and reads its landing page in headless
## Chromium (installed with apt-get when missing): the title, the topics and every article.
## `make test` builds and checks the catalog the same way but leaves the browser out.
docs: bootstrap
	python3 scripts/check-links.py
	SWIFT="$(SWIFT)" scripts/docs.sh --browser

## Benchmarks: the Benchmarks/ package (package-benchmark, mallocs per step) and the terminal
## measurements of tools/termbench.py: the demo at 1M and 100 items and the grid beside the floor
## probe (tools/floor/floor.c, a bare ncurses list) and fzf when installed; streaming at 20,
## 1,000 and 100,000 lines a second, and the floor probe's own stream at 20 (its key's frame,
## woken by its timer: what that wake-up costs on the machine); typing into the picker beside fzf,
## the csv demo beside VisiData and the images demo's grid beside chafa's and timg's
## (tools/imagebench.py; BENCH_SKIP_IMAGES=1 leaves it out). At the end tools/benchreport.py
## rewrites BENCHMARKS.md's tables from the run's figures (bench-results/), with its date,
## machine and load.
bench: bootstrap .build/floor
	SWIFT="$(SWIFT)" FLOOR=.build/floor tools/bench.sh

## The floor probe: a bare ncurses list in C that termbench measures TermCells against.
.build/floor: tools/floor/floor.c
	@mkdir -p .build
	$${CC:-cc} -O2 -Wall -o $@ tools/floor/floor.c $$(pkg-config --cflags --libs ncursesw)

## The input fuzzing for longer than `make test` does (TERMCELLS_FUZZ_SECONDS each, default 30).
fuzz: bootstrap
	$(SWIFT) build --build-tests
	TERMCELLS_FUZZ_SECONDS="$${TERMCELLS_FUZZ_SECONDS:-30}" TERMCELLS_DEMO="$$($(SWIFT) build --show-bin-path)/termcells-demo" $(SWIFT) test --skip-build --filter InputFuzzTests

## Long runs watching memory: 100,000 scroll steps and 1,000,000 streamed lines (release build).
soak: bootstrap
	$(SWIFT) build $(RELEASE) --product termcells-demo
	python3 tools/soak.py --demo "$$($(SWIFT) build $(RELEASE) --show-bin-path)/termcells-demo"

## The long version of the sanitizer runs: the unit tests under AddressSanitizer (with
## LeakSanitizer) and ThreadSanitizer, with the manager misuse fuzzing at 100,000 operations.
sanitize: bootstrap
	TERMCELLS_FUZZ_OPERATIONS="$${TERMCELLS_FUZZ_OPERATIONS:-100000}" $(MAKE) --no-print-directory sanitizers

## The unit tests (everything but the end-to-end suite) under each sanitizer, in scratch
## directories of their own (.build-asan, .build-tsan).
sanitizers:
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp scripts/run-tests.sh $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip EndToEndTests
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	scripts/run-tests.sh $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --skip EndToEndTests

clean:
	rm -rf .build .build-asan .build-tsan .build-dynamic .build-user-package .build-docs dist
