import CSVTable
import Dispatch
import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `csv --plain` (or `csv` with `TERM=dumb`): the table's rows as numbered pages of plain lines,
/// a wrapping column's value on its own lines under its row (``LineModePresenter/init(columnTable:width:pageSize:)``).
/// Answers are read from standard input, or from the terminal (`/dev/tty`) when the rows come
/// on standard input; a chosen row is printed with its number. The first page waits only for a
/// page of rows (or the end of the file), and each answer takes in the rows indexed meanwhile.
@MainActor
enum CSVPlainRun {
    /// Runs the conversation; returns the exit status (0 chosen or quit, 2 no terminal to ask on).
    static func run(
        document: CSVDocument, progress: DispatchSemaphore, wrapping: CSVWrappedColumns, readsStandardInput: Bool
    )
        -> Int32
    {
        var input: Int32 = 0
        var output: Int32 = 1
        if readsStandardInput {
            let terminal = open("/dev/tty", O_RDWR | O_NOCTTY)
            guard terminal >= 0 else {
                DemoRunner.writeError("termcells-demo csv: --plain needs a terminal (/dev/tty) to ask on\n")
                return 2
            }
            (input, output) = (terminal, terminal)
        }
        defer { if readsStandardInput { close(input) } }
        let panel = CSVPanel(document: document, wrapping: wrapping)
        let presenter = LineModePresenter(columnTable: panel.columns)
        while !document.isIndexed && document.rowCount < presenter.pageSize {
            _ = progress.wait(timeout: .now() + .milliseconds(100))
        }
        panel.prepareFrame()
        // The indexer holds back after its first piece until a first screen shows: this is it.
        document.firstScreenShown()
        guard
            let chosen = PlainConversation.run(
                presenter, input: input, output: output, beforeAnswer: { panel.prepareFrame() }),
            let row = panel.columns.manager.storage.item(at: chosen) as? any ColumnRow
        else { return 0 }
        let values = panel.columns.columnModel.columns.indices.map { row.value(forColumn: $0) }
        PlainConversation.send("Row \(chosen.item + 1): " + values.joined(separator: " │ ") + "\n", to: output)
        return 0
    }
}
