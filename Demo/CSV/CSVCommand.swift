import ArgumentParser
import CSVTable
import Dispatch
import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct CSVCommand: AsyncParsableCommand, MainActorCommand, RangeCheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv",
        abstract: "A CSV file as a column table: `termcells-demo csv data.csv` (`-` reads standard input).",
        discussion: """
            The first line gives the column titles. The file is indexed in the background (the \
            first screen shows at once); rows are parsed only when shown or sorted. Standard \
            input shows its rows as they arrive, the status line counting them until it ends. \
            RFC 4180: \
            quoted fields, "" for a quote, line breaks inside quotes, CRLF; a short row shows \
            empty fields, a long one its extra fields under a column without a title; invalid \
            UTF-8 shows as U+FFFD and control characters as ^X placeholders.

            Keys: Up/Down, PgUp/PgDn, Home/End move between rows; Left/Right (h/l) between \
            columns; s sorts by the cursor's column (again: the other way) on another thread, the \
            keys still working meanwhile and the cursor staying on its row (before every row is \
            in, the sort waits for them, and the status line says so); S sorts by it too, \
            after the columns sorted by (rows they leave equal); a click on a title sorts by \
            that column; < and > narrow and widen the column; w wraps the cursor's column \
            (again: one line); q quits. Exit status 2 (one line \
            on stderr) when the file is missing or a directory, when `-` finds standard input \
            closed or a terminal, or when --wrap names a column the header does not have. \
            Standard input and other streams are kept up to 1 GiB; past it, or when memory \
            runs out, reading stops, the status line says so and the \
            exit status is 1 (as it is when the file shrinks while shown: the rows past its \
            end show as gone). A field is shown up to 4 KiB, a line up to 1 MiB and 1,000 \
            fields; longer ones are cut, ending in …, and the status line says so.
            """
    )

    @Argument(help: "The CSV file, or - for standard input.")
    var file: String

    @Option(
        name: .customLong("wrap"),
        help: ArgumentHelp(
            "Columns that wrap their values, by title or number (1 is the first), separated by commas.",
            valueName: "column[,column…]"))
    var wrap: String?

    @Option(name: .customLong("max-lines"), help: "The most lines a wrapped value takes (1 to 100).")
    var maxLines = 4

    func checkRanges() throws(OptionRangeError) {
        try maxLines.check("--max-lines", in: 1...100)
    }

    @OptionGroup var accessibility: AccessibleFlag
    @OptionGroup var theme: ThemeOption
    @OptionGroup var plainMode: PlainFlag

    @MainActor
    func run() async throws {
        let source = CSVSource(argument: file)
        if source == .standardInput {
            // As pick: a closed descriptor 0 (or one the runtime reused) would be read as CSV,
            // and so would the keys of a terminal on it.
            guard StandardInputReader.isReadableInput(0) else {
                DemoRunner.writeError(
                    "termcells-demo csv: standard input is closed; pipe the CSV into it, as in: cat data.csv | termcells-demo csv -\n"
                )
                throw ExitCode(2)
            }
            guard isatty(0) == 0 else {
                DemoRunner.writeError(
                    "termcells-demo csv: standard input is a terminal; pipe the CSV into it, as in: cat data.csv | termcells-demo csv -\n"
                )
                throw ExitCode(2)
            }
        }
        let wrapping = CSVWrappedColumns(wrap ?? "", lineLimit: maxLines)
        let plain = plainMode.isRequested
        // Plain mode has no run loop to wake: it waits on the indexer's progress.
        let progress = DispatchSemaphore(value: 0)
        let document: CSVDocument
        do {
            if plain {
                document = try CSVDocument.open(source, onProgress: { progress.signal() })
            } else {
                document = try CSVDocument.open(source, onProgress: Application.wakeUp)
            }
        } catch {
            DemoRunner.writeError("termcells-demo csv: \(error.message)\n")
            throw ExitCode(2)
        }
        if let wrap, let problem = CSVWrappedColumns.problem(with: wrap, titles: { Self.titles(of: document) }) {
            DemoRunner.writeError("termcells-demo csv: \(problem)\n")
            throw ExitCode(2)
        }
        if plain {
            let status = CSVPlainRun.run(
                document: document, progress: progress, wrapping: wrapping,
                readsStandardInput: source == .standardInput)
            if status != 0 { throw ExitCode(status) }
            return
        }
        // With the rows on standard input, keys come from the terminal itself.
        let options = source == .standardInput ? TerminalOptions(device: .controllingTerminal) : TerminalOptions()
        try await DemoRunner.run(options: options, accessibility: accessibility, theme: theme) {
            PanelScreen(
                CSVPanel(document: document, wrapping: wrapping))
        }
        // The table showed less than the source: said on screen, and said again here.
        if let shortfall = document.shortfall {
            DemoRunner.writeError("termcells-demo csv: \(shortfall.message)\n")
            throw ExitCode(1)
        }
    }

    /// The header's titles once the indexer has read the header line (or the whole source,
    /// when it has none): `--wrap` is checked against them before the terminal is touched.
    private static func titles(of document: CSVDocument) -> [String] {
        while document.titles.isEmpty, !document.isIndexed { usleep(1_000) }
        return document.titles
    }
}
