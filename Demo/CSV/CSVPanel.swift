import CSVTable
import TermCellsCurses

/// The csv table: a ``ColumnTableManager`` over a provider storage whose rows are row numbers
/// of the document, in file order or in the order of the last sort. Rows show as they are
/// indexed (as they arrive, from standard input). The table sorts them itself, each column's
/// sort key being the document's own sort (``CSVRowOrder/sortKey(column:)``), off the main
/// actor; one asked for before every row is in waits for them (`defersSorting`, and the
/// status line says so), so a sorted table never has unsorted rows appended under it.
@MainActor
final class CSVPanel: DemoPanel {
    let document: CSVDocument
    let columns = ColumnTableManager(columns: [])
    private let storage: ProviderStorage
    private let order: CSVRowOrder
    /// Whether the storage has every row of the document (as of the last `prepareFrame`).
    private var hasEveryRow = false
    /// Whether a frame with rows was drawn (the indexer waits for it, see `firstScreenShown`).
    private var firstRowsDrawn = false

    /// Which columns wrap, and to how many lines.
    private let wrapping: CSVWrappedColumns

    init(document: CSVDocument, wrapping: CSVWrappedColumns = CSVWrappedColumns("", lineLimit: 4)) {
        self.document = document
        self.wrapping = wrapping
        let order = CSVRowOrder(document: document)
        self.order = order
        // The item closure set as the section's own (`Any?`), not through the generic initializer,
        // whose wrapper looks for an optional to unwrap in every model, unspecialized: a row is
        // asked for on every key (the row scrolled in).
        var rows = ProviderSection(count: { order.count }, item: { _ in nil as Any? })
        rows.item = { CSVRowModel(document: order.document, row: order.row(at: $0)) }
        rows.reorder = { order.reorder($0) }
        storage = ProviderStorage(sections: [rows])
        columns.register(rows: CSVRowModel.self)
        columns.manager.storage = storage
        columns.manager.onNeedsDisplay = { Application.running?.setNeedsDisplay() }
        columns.defersSorting = true
    }

    var tabTitle: String { "CSV" }
    var title: String { "TermCells — csv" }

    var about: String {
        "A CSV file as a column table: indexed in the background into byte offsets of one buffer, "
            + "rows parsed only when shown, sorted by keys extracted once."
    }

    var help: String { "↑↓ rows  ←→ columns  ⇧←→ scroll  s S sort  < > width  w wrap" }

    var keyHelp: [KeyHelp] {
        [
            KeyHelp("↑ ↓  PgUp PgDn  Home End", "move between rows"),
            KeyHelp("← →  h l", "move between columns (the table scrolls sideways)"),
            KeyHelp("Shift-← Shift-→", "scroll the columns sideways; the cell cursor stays"),
            KeyHelp("s", "sort by the cursor's column; again: the other way"),
            KeyHelp("S", "sort by the cursor's column too, after those sorted by"),
            KeyHelp("< >", "narrow, widen the cursor's column"),
            KeyHelp("w", "wrap the cursor's column's values (again: one line each)"),
        ]
    }

    /// Brings the columns and the row count up to what the indexer has published, and lets
    /// the table sort once every row is in.
    func prepareFrame() {
        // Every row in: the document no longer changes (sorting was let go then).
        guard !hasEveryRow else { return }
        // Asked before the count: once every row is in, the count read after is the last one.
        let indexed = document.isIndexed
        let count = document.rowCount
        let columnCount = document.columnCount
        if columns.columnModel.columns.count != columnCount {
            let titles = document.titles
            columns.columnModel.columns = (0..<columnCount).map { index in
                let title = index < titles.count ? titles[index] : ""
                return TableColumn(
                    title, width: .fit, maximumWidth: 40, sortKey: order.sortKey(column: index),
                    lineLimit: wrapping.wraps(column: index, title: title) ? wrapping.lineLimit : 1)
            }
        }
        if count > order.count {
            let added = count - order.count
            order.count = count
            storage.didAppend(count: added)
        }
        hasEveryRow = indexed
        // A sort asked for until now starts here.
        if indexed { columns.defersSorting = false }
    }

    var status: String {
        let table = columns.columnModel
        let facts = StatusFacts(
            count: order.count, complete: hasEveryRow, pending: table.pendingSorts, sorts: table.sorts,
            titles: table.columns.map(\.title), shortfall: document.shortfall, cutLines: document.hasCutLines)
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
        var pending: [ColumnSortIndicator]?
        var sorts: [ColumnSortIndicator]
        var titles: [String]
        var shortfall: CSVShortfall?
        var cutLines: Bool

        /// The name of the column of `sort`.
        func title(_ sort: ColumnSortIndicator) -> String {
            let title = sort.column < titles.count ? titles[sort.column] : ""
            return title.isEmpty ? "column \(sort.column + 1)" : title
        }
    }
    /// The status line and what it was made from: made again only when that changes, and
    /// then only its end when only the cursor's row changed (every key asks).
    private var shownStatus: (facts: StatusFacts?, item: Int?, start: String, text: String) = (nil, nil, "", "")

    private func statusStart(_ facts: StatusFacts) -> String {
        let rows = "\(facts.count.groupedDigits) rows"
        var status = facts.complete ? rows : "indexing… " + rows
        if let shortfall = facts.shortfall { status += " · " + shortfall.message }
        if facts.cutLines { status += " · long lines cut" }
        if let pending = facts.pending, let first = pending.first {
            let titles = pending.map { facts.title($0) }.joined(separator: ", ")
            status +=
                facts.complete ? " · sorting by \(titles)…" : " · sort by \(titles) \(first.mark) waits for all rows"
        } else if !facts.sorts.isEmpty {
            let sorts = facts.sorts.map { "\(facts.title($0)) \($0.ascending ? "ascending" : "descending")" }
            status += " · sorted by " + sorts.joined(separator: ", then ")
        }
        return status
    }

    func draw(in canvas: any Canvas) {
        columns.draw(in: canvas)
        // The status row is drawn before the rows: what reading them found (a file that
        // shrank, a line cut) is said in the next frame.
        if document.shortfall != shownStatus.facts?.shortfall || document.hasCutLines != shownStatus.facts?.cutLines {
            Application.wakeUp()
        }
        if !firstRowsDrawn && order.count > 0 {
            firstRowsDrawn = true
            document.firstScreenShown()
        }
    }

    func handle(_ event: InputEvent) -> Bool {
        if case .key(let key) = event, key.modifiers.isEmpty, key.key == .character("w") {
            toggleWrapping()
            return true
        }
        return columns.handle(event)
    }

    /// Wraps the cursor's column to the wrapping line limit, or back to one line.
    private func toggleWrapping() {
        let model = columns.columnModel
        let column = model.cursorColumn
        guard model.columns.indices.contains(column) else { return }
        model.columns[column].lineLimit = model.columns[column].wraps ? 1 : max(2, wrapping.lineLimit)
    }
}
