import CSVTable
import TermCellsCurses

/// The csv table: a ``ColumnTableManager`` over a provider storage whose rows are row numbers
/// of the document, in file order or in the order of the last sort. Rows show as they are
/// indexed (as they arrive, from standard input). Sorts run on another thread
/// (``CSVSortRunner``) and reach the table as one reorder update; one asked for before every
/// row is in waits for them (the status line says so), so a sorted table never has unsorted
/// rows appended under it.
@MainActor
final class CSVPanel: DemoPanel {
    let document: CSVDocument
    let columns = ColumnTableManager(columns: [])
    private let storage: ProviderStorage
    private let order: CSVRowOrder
    private let sorter: CSVSortRunner
    private var sortedColumnTitle: String?
    /// A sort asked for while rows were still coming in: it starts once they are all in.
    private var deferredSort: CSVSortRunner.Request?
    /// Whether the storage has every row of the document (as of the last `prepareFrame`).
    private var hasEveryRow = false
    /// Whether a frame with rows was drawn (the indexer waits for it, see `firstScreenShown`).
    private var firstRowsDrawn = false

    init(document: CSVDocument) {
        self.document = document
        let order = CSVRowOrder(document: document)
        self.order = order
        sorter = CSVSortRunner(order: order)
        // The item closure set as the section's own (`Any?`), not through the generic initializer,
        // whose wrapper looks for an optional to unwrap in every model, unspecialized: a row is
        // asked for on every key (the row scrolled in).
        var rows = ProviderSection(count: { order.count }, item: { _ in nil as Any? })
        rows.item = { CSVRowModel(document: order.document, row: order.row(at: $0)) }
        storage = ProviderStorage(sections: [rows])
        columns.register(CSVRowModel.self)
        columns.manager.storage = storage
        columns.onHeaderClick = { [unowned self] column in sort(byColumn: column) }
        sorter.onFinish = { [unowned self] request, outcome in apply(request, outcome) }
    }

    var tabTitle: String { "CSV" }
    var title: String { "TermCells — csv" }

    var about: String {
        "A CSV file as a column table: indexed in the background into byte offsets of one buffer, "
            + "rows parsed only when shown, sorted by keys extracted once."
    }

    var help: String { "↑↓ rows  ←→ columns  ⇧←→ scroll  s sort  < > width" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  PgUp PgDn  Home End", "move between rows"),
            KeyHelp("← →  h l", "move between columns (the table scrolls sideways)"),
            KeyHelp("Shift-← Shift-→", "scroll the columns sideways; the cell cursor stays"),
            KeyHelp("s", "sort by the cursor's column; again: the other way"),
            KeyHelp("< >", "narrow, widen the cursor's column"),
        ]
    }

    /// Brings the columns and the row count up to what the indexer has published, and starts
    /// a deferred sort once every row is in.
    func prepareFrame() {
        // Every row in: the document no longer changes (the deferred sort started then).
        guard !hasEveryRow else { return }
        // Asked before the count: once every row is in, the count read after is the last one.
        let indexed = document.isIndexed
        let count = document.rowCount
        let columnCount = document.columnCount
        if columns.table.columns.count != columnCount {
            let titles = document.titles
            columns.table.columns = (0..<columnCount).map { index in
                TableColumn(index < titles.count ? titles[index] : "", width: .fit, maximumWidth: 40)
            }
        }
        if count > order.count && order.sorted == nil {
            let added = count - order.count
            order.count = count
            storage.didAppend(count: added)
        }
        hasEveryRow = indexed
        if let deferred = deferredSort, indexed {
            deferredSort = nil
            sorter.ask(deferred)
        }
    }

    var status: String {
        let facts = StatusFacts(
            count: order.count, complete: hasEveryRow, deferredSort: deferredSort, pendingSort: sorter.latest,
            sortedTitle: sortedColumnTitle, sort: columns.table.sort)
        let item = columns.host.cursor?.item
        if facts != shownStatus.facts || item != shownStatus.item {
            let start = facts == shownStatus.facts ? shownStatus.start : statusStart(facts)
            let text = item.map { start + " · row " + ($0 + 1).groupedDigits } ?? start
            shownStatus = (facts, item, start, text)
        }
        return shownStatus.text
    }

    /// What the status line says before the cursor's row.
    private struct StatusFacts: Equatable {
        var count: Int
        var complete: Bool
        var deferredSort: CSVSortRunner.Request?
        var pendingSort: CSVSortRunner.Request?
        var sortedTitle: String?
        var sort: ColumnSortIndicator?
    }
    /// The status line and what it was made from: made again only when that changes, and
    /// then only its end when only the cursor's row changed (every key asks).
    private var shownStatus: (facts: StatusFacts?, item: Int?, start: String, text: String) = (nil, nil, "", "")

    private func statusStart(_ facts: StatusFacts) -> String {
        let rows = "\(facts.count.groupedDigits) rows"
        var status = facts.complete ? rows : "indexing… " + rows
        if let deferredSort = facts.deferredSort {
            let mark = ColumnSortIndicator(column: deferredSort.column, ascending: deferredSort.ascending).mark
            status += " · sort by \(deferredSort.title) \(mark) waits for all rows"
        } else if let pending = facts.pendingSort {
            status += " · sorting by \(pending.title)…"
        } else if let sortedTitle = facts.sortedTitle, let sort = facts.sort {
            status += " · sorted by \(sortedTitle) \(sort.ascending ? "ascending" : "descending")"
        }
        return status
    }

    func draw(in canvas: any Canvas) {
        columns.draw(in: canvas)
        if !firstRowsDrawn && order.count > 0 {
            firstRowsDrawn = true
            document.firstScreenShown()
        }
    }

    func handle(_ event: InputEvent) -> Bool {
        if case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("s") {
            sort(byColumn: columns.table.cursorColumn)
            return true
        }
        return columns.handle(event)
    }

    /// Sorts by `column` — ascending, or descending when it is sorted (or being sorted)
    /// ascending — keeping the order of equal rows and the cursor on its row. The sort runs
    /// on another thread; the keys keep working meanwhile. Before every row is in (a file
    /// being indexed, standard input still open) it waits for them: sorting what is there
    /// would leave the rows still to come unsorted under a header that says "sorted".
    private func sort(byColumn column: Int) {
        prepareFrame()
        let shown = (deferredSort ?? sorter.latest).map {
            ColumnSortIndicator(column: $0.column, ascending: $0.ascending)
        }
        let current = shown ?? columns.table.sort
        let ascending = !(current?.column == column && current?.ascending == true)
        let title = column < columns.table.columns.count ? columns.table.columns[column].title : ""
        let request = CSVSortRunner.Request(
            column: column, ascending: ascending, title: title.isEmpty ? "column \(column + 1)" : title)
        if hasEveryRow {
            sorter.ask(request)
        } else {
            deferredSort = request
        }
    }

    /// Shows a finished sort: the rows in their new order, announced as one reorder, so the
    /// cursor, the selection and the cursor's screen row stay with their rows.
    private func apply(_ request: CSVSortRunner.Request, _ outcome: CSVSortRunner.Outcome?) {
        if let outcome {
            order.sorted = outcome.rows
            storage.didReorder(outcome.permutation)
            columns.table.sort = ColumnSortIndicator(column: request.column, ascending: request.ascending)
            sortedColumnTitle = request.title
        }
        Application.running?.setNeedsDisplay()
    }
}
