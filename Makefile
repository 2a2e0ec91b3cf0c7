# TermCells — the two commands: `make demo` and `make test`.
SWIFT ?= swift
ARGS ?=

.PHONY: bootstrap build demo test clean

bootstrap:
	@scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

## Builds the demo in release mode and runs it (`make demo ARGS="table --items 1000000"`).
demo: bootstrap
	$(SWIFT) build -c release --product termcells-demo
	$$($(SWIFT) build -c release --show-bin-path)/termcells-demo $(ARGS)

## Builds everything (the demo included) and runs every test; end-to-end tests drive the built demo.
test: bootstrap
	$(SWIFT) build --build-tests
	TERMCELLS_DEMO="$$($(SWIFT) build --show-bin-path)/termcells-demo" $(SWIFT) test --skip-build

clean:
	rm -rf .build
