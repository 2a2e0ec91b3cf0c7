import ArgumentParser
import Dispatch
import TermCellsCurses
import TermCellsLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct PickCommand: AsyncParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose lines read from standard input, like fzf: `ls | termcells-demo pick`.",
        discussion: """
            Lines are read from standard input while the list is shown; the screen is drawn on the \
            terminal (/dev/tty), so the picker works inside a pipe. The query is on the top row.

            Matching: fzf's fuzzy matching — the query's characters in order, case ignored unless \
            the query has an uppercase letter — and its extended syntax: space-separated terms \
            must all match; 'exact, ^prefix, suffix$, !not, a | b. Matches are ranked best first \
            (word starts, runs of characters; shorter lines win ties), the matched characters \
            highlighted.

            Keys: type to filter; the query is a line editor (Left/Right, Ctrl-A/E, Alt-B/F or \
            Ctrl-Left/Right by word, Backspace, Delete, Ctrl-W word, Ctrl-U to the start); \
            Up/Down (Ctrl-P/N, Ctrl-K/J), PgUp/PgDn, Home/End move in the list; Enter prints the line under the cursor and exits 0 (1 when \
            nothing matches, 2 when the choice cannot be written); Esc, Ctrl-C, Ctrl-G or Ctrl-Q \
            prints nothing and exits 130. With --multi, Tab or \
            Space chooses the line and moves down (Shift-Tab moves up), and Enter prints every \
            chosen line in input order, or the cursor's line when none is chosen.

            Input: lines end at \\n; a \\r before it is dropped (CRLF input); a last line without \
            \\n counts. Invalid UTF-8 is shown as U+FFFD and printed back as it came.
            """
    )

    @Flag(name: [.customShort("m"), .long], help: "Choose several lines with Tab or Space.")
    var multi = false

    @Flag(help: .hidden)
    var debugTiming = false

    @OptionGroup var inlineHeight: InlineHeightOption

    @Option(name: [.customShort("q"), .long], help: "Start with this query.")
    var query = ""

    @Flag(name: [.customShort("1"), .customLong("select-1")], help: "Print the only match without showing the picker.")
    var selectOne = false

    @Flag(name: [.customShort("0"), .customLong("exit-0")], help: "Exit 1 at once when nothing matches.")
    var exitZero = false

    @Flag(help: "Print the query as the first line.")
    var printQuery = false

    @Option(
        help: ArgumentHelp(
            "Keys (comma-separated: ctrl-d, alt-x, f2, …) that end the picker like Enter; the key's name is printed before the choice (an empty line for Enter).",
            valueName: "keys"))
    var expect: String?

    @Flag(help: "Input lines end with NUL rather than a newline (find -print0).")
    var read0 = false

    @Flag(help: "End each printed line with NUL rather than a newline.")
    var print0 = false

    @Flag(
        help:
            "Reverse the input order: the last line first, shown as lines arrive; ties of the ranking go to the later line."
    )
    var tac = false

    @Option(help: "Show the first N input lines as a header, never matched.")
    var headerLines = 0

    @Option(
        name: [.customShort("d"), .long],
        help: "The field delimiter for --nth and --with-nth (a string; default: AWK-style, runs of blanks).")
    var delimiter: String?

    @Option(help: ArgumentHelp("Search only these fields: N, -N, N..M, N.., ..M, comma-separated.", valueName: "exprs"))
    var nth: String?

    @Option(help: ArgumentHelp("Show (and search) only these fields; the whole line is printed.", valueName: "exprs"))
    var withNth: String?

    @Flag(help: "Draw the colours of SGR sequences in the input (other escapes are shown as placeholders).")
    var ansi = false

    @Option(help: "The prompt before the query.")
    var prompt = "> "

    @Option(
        help: ArgumentHelp(
            "Show the output of <command> beside the list for the cursor's line; {} is replaced by the line's bytes (as Enter prints them), shell-quoted. A line holding NUL gets no preview; output past 64 KiB is not read (the command is ended).",
            valueName: "command"))
    var preview: String?

    func validate() throws {
        if headerLines < 0 { throw ValidationError("--header-lines must be 0 or more") }
        if case .failure(let invalid) = PickFieldOptions.parse(nth: nth, withNth: withNth, delimiter: delimiter) {
            throw ValidationError("\(invalid.option): not a field expression: '\(invalid.expression)'")
        }
        if let expect, case .failure(let unknown) = PickKeyNames.parse(expect) {
            throw ValidationError("--expect: unknown key name '\(unknown.name)'")
        }
    }

    private var options: PickOptions {
        var options = PickOptions()
        options.allowsMultiple = multi
        options.showsTiming = debugTiming
        options.exact = exact
        options.sorts = !noSort
        options.prompt = prompt
        options.query = query
        options.headerLines = headerLines
        if let expect, case .success(let names) = PickKeyNames.parse(expect) { options.expectedKeys = names }
        options.printsQuery = printQuery
        options.printsNUL = print0
        options.previewCommand = preview
        options.readsANSI = ansi
        options.showsNewestFirst = tac
        if case .success(let fields) = PickFieldOptions.parse(nth: nth, withNth: withNth, delimiter: delimiter) {
            options.fields = fields
        }
        return options
    }

    @Option(
        name: [.customShort("f"), .long],
        help: ArgumentHelp(
            "No screen: print the lines matching <query> (fuzzy, fzf's extended syntax), best first; exit 0, or 1 when none match.",
            valueName: "query"))
    var filter: String?

    @Flag(
        name: [.customShort("e"), .long],
        help: "Terms match as substrings; 'term matches fuzzily.")
    var exact = false

    @Flag(
        name: .customLong("no-sort"), help: "Keep the input order instead of ranking matches.")
    var noSort = false

    @OptionGroup var plainMode: PlainFlag

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption

    @MainActor
    func run() async throws {
        guard StandardInputReader.isReadableInput(0) else {
            // `pick <&-`: descriptor 0 is closed, or reused by the runtime (libdispatch's
            // eventfd) before this code runs; reading it would wait forever.
            DemoRunner.writeError(
                "termcells-demo pick: standard input is closed; pipe the lines to choose from into it, as in: ls | termcells-demo pick\n"
            )
            throw ExitCode(2)
        }
        if let filter {
            var settings = PickFilterRun.Settings()
            settings.exact = exact
            settings.sorts = !noSort
            settings.terminator = read0 ? 0 : 0x0A
            settings.printsNUL = print0
            settings.fields = options.fields
            settings.readsANSI = ansi
            settings.reversed = tac
            let status = PickFilterRun.run(query: filter, settings)
            if status != 0 { throw ExitCode(status) }
            return
        }
        guard isatty(0) == 0 else {
            DemoRunner.writeError(
                "termcells-demo pick: pipe the lines to choose from into it, as in: ls | termcells-demo pick\n")
            throw ExitCode(2)
        }
        if plainMode.isRequested {
            let (status, chosen) = PickPlainRun.run()
            if status == 0, writeAll(chosen, to: 1) != nil { throw ExitCode(2) }
            if status != 0 { throw ExitCode(status) }
            return
        }
        let options = options
        let terminator: UInt8 = read0 ? 0 : 0x0A
        // The deferred start (-1, -0) waits on this semaphore; once shown, the application wakes.
        let wakeups = DispatchSemaphore(value: 0)
        let wake: @Sendable () -> Void = {
            wakeups.signal()
            Application.wakeUp()
        }
        let feed = LineFeed(onPending: wake)
        // Read from the start: the first frame shows whatever has arrived by then.
        StandardInputReader.start(into: feed, terminator: terminator)
        var model: PickModel?
        if selectOne || exitZero {
            switch PickDeferredStart.decide(
                feed: feed, wakeups: wakeups, options: options, selectOne: selectOne, exitZero: exitZero,
                onResult: wake)
            {
            case .show(let shown):
                model = shown
            case .finished(let result, let status):
                if let failure = writeAll(result.output(options), to: 1) { throw writeFailure(failure) }
                if status != 0 { throw ExitCode(status) }
                return
            }
        }
        let screenMode = inlineHeight.screenMode
        let application: Application
        do {
            application = try Application(options: TerminalOptions(device: .controllingTerminal, screen: screenMode))
        } catch {
            DemoRunner.writeError("termcells-demo: \(error.description)\n")
            throw ExitCode(error.exitStatus)
        }
        DemoRunner.configure(application, accessibility: accessibility, theme: theme)
        let screen = PickScreen(feed: feed, options: options, model: model)
        let status = await application.run(screen)
        screen.preview?.cancelRunning()
        // The terminal is restored now: stdout gets only the chosen lines.
        var output: [UInt8] = []
        switch screen.outcome {
        case .chosen(let result), .nothingToChoose(let result): output = result.output(options)
        case .cancelled: break
        }
        if !output.isEmpty, let failure = writeAll(output, to: 1) { throw writeFailure(failure) }
        if status != 0 { throw ExitCode(status) }
    }

    /// Says that the choice could not be written (a full disk, /dev/full): it is lost, and the
    /// exit status is not 0.
    @MainActor
    private func writeFailure(_ failure: Int32) -> ExitCode {
        DemoRunner.writeError(
            "termcells-demo pick: cannot write the choice to standard output: \(String(cString: strerror(failure)))\n")
        return ExitCode(2)
    }

    /// Writes all of `bytes`; returns the `errno` of a failed write, nil when all were written.
    private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}
