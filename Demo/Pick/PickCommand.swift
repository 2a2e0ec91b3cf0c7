import ArgumentParser
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

            Keys: type to filter, Backspace, Ctrl-W (word), Ctrl-U (clear); Up/Down (Ctrl-P/N), \
            PgUp/PgDn, Home/End move; Enter prints the line under the cursor and exits 0 (1 when \
            nothing matches, 2 when the choice cannot be written); Esc, Ctrl-C, Ctrl-G or Ctrl-Q \
            prints nothing and exits 130. With --multi, Tab or \
            Space chooses the line and moves down (Shift-Tab moves up), and Enter prints every \
            chosen line in input order, or the cursor's line when none is chosen.

            Input: lines end at \\n; a \\r before it is dropped (CRLF input); a last line without \
            \\n counts. Invalid UTF-8 is shown as U+FFFD and printed back as it came.
            """
    )

    @Flag(help: "Choose several lines with Tab or Space.")
    var multi = false

    @Flag(help: .hidden)
    var debugTiming = false

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
            let status = PickFilterRun.run(query: filter, exact: exact, sorts: !noSort)
            if status != 0 { throw ExitCode(status) }
            return
        }
        guard isatty(0) == 0 else {
            DemoRunner.writeError(
                "termcells-demo pick: pipe the lines to choose from into it, as in: ls | termcells-demo pick\n")
            throw ExitCode(2)
        }
        // Read from the start: the first frame shows whatever has arrived by then.
        let feed = LineFeed(onPending: Application.wakeUp)
        StandardInputReader.start(into: feed)
        let application: Application
        do {
            application = try Application(options: TerminalOptions(device: .controllingTerminal))
        } catch {
            DemoRunner.writeError("termcells-demo: \(error.description)\n")
            throw ExitCode(error.exitStatus)
        }
        let screen = PickScreen(
            feed: feed, allowsMultiple: multi, showsTiming: debugTiming, mode: exact ? .exact : .fuzzy, sorts: !noSort)
        let status = await application.run(screen)
        // The terminal is restored now: stdout gets only the chosen lines.
        if case .chosen(let bytes) = screen.outcome, let failure = writeAll(bytes, to: 1) {
            // A choice that did not reach its destination (a full disk, /dev/full) is lost:
            // say so, and do not exit 0.
            DemoRunner.writeError(
                "termcells-demo pick: cannot write the choice to standard output: \(String(cString: strerror(failure)))\n"
            )
            throw ExitCode(2)
        }
        if status != 0 { throw ExitCode(status) }
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
