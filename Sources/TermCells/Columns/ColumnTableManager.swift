/// A column table — a header row that stays on top, rows drawn across columns, a cell
/// cursor, horizontal scrolling with frozen leading columns — as a façade over a
/// ``LayoutManager`` of the ``ColumnLayout``: rows are models in its storage, registered and
/// dequeued like any other cell, drawn, scrolled and updated by the one host core, so events,
/// anomalies and storages work as they do in a table.
///
/// ```swift
/// let table = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Moons", alignment: .right)])
/// table.register(Planet.self)               // Planet: ColumnRow
/// table.manager.memoryStorage.setItems(planets)
/// table.draw(in: canvas)
/// ```
///
/// Keys, beyond the table's: ←/→ (h/l) move the cell cursor between columns, `<` and `>`
/// narrow and widen the cursor's column. A click on the header calls ``onHeaderClick``.
@MainActor
public final class ColumnTableManager {
    /// The manager of the rows: storage, mappings, events.
    public let manager: LayoutManager<ColumnLayout>
    /// The columns, widths, cell cursor and sort.
    public let table: ColumnTable
    /// Called with the column whose title was clicked (to sort by it, say).
    public var onHeaderClick: ((Int) -> Void)?

    public init(columns: [TableColumn], frozenColumnCount: Int = 0) {
        manager = LayoutManager(host: LayoutHost(layout: ColumnLayout()))
        table = ColumnTable(columns: columns, frozenColumnCount: frozenColumnCount)
    }

    /// The host the rows are in.
    public var host: LayoutHost<ColumnLayout> { manager.host }

    /// Registers rows of type `Row`, drawn by a ``ColumnRowCell``.
    public func register<Row: ColumnRow>(
        _ rowType: Row.Type, mapping: ((ViewModelMapping<ColumnRowCell, Row>) -> Void)? = nil
    ) {
        register(rowType, cell: ColumnRowCell.self, mapping: mapping)
    }

    /// Registers rows of type `Row`, drawn by `cellType` (a ``ColumnRowCell`` subclass).
    public func register<Row: ColumnRow, Cell: ColumnRowCell>(
        _ rowType: Row.Type, cell cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Row>) -> Void)? = nil
    ) {
        manager.register(cellType, for: rowType, mapping: mapping) { [weak table] cell, row, _ in
            cell.row = row
            cell.table = table
        }
    }

    /// Draws the rows (the layout keeps the first line for the header) and the header over
    /// the first line. Fitted columns are measured on the rows on screen; when that changes a
    /// width, the rows are drawn again with it. Cost: the visible rows, twice at most.
    public func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        table.layout(width: width, rows: visibleRows())
        manager.host.draw(in: canvas)
        if table.layout(width: width, rows: visibleRows()) { manager.host.draw(in: canvas) }
        table.drawHeader(in: canvas)
    }

    private func visibleRows() -> [any ColumnRow] {
        manager.host.displayedViews.values.compactMap { ($0 as? ColumnRowCell)?.row }
    }

    /// Answers an event in the table's coordinates (the header is line 0).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse):
            if mouse.location.y == 0 {
                guard case .press(button: 1) = mouse.kind, let column = table.column(atX: mouse.location.x) else {
                    return false
                }
                onHeaderClick?(column)
                return true
            }
            return manager.host.handle(mouse)
        case .resize, .paste: return false
        }
    }

    /// Answers a key: the column keys here, the rest by the host.
    @discardableResult
    public func handle(_ key: KeyEvent) -> Bool {
        switch key.key {
        case .left, .character("h"):
            table.moveCursorColumn(by: -1)
        case .right, .character("l"):
            table.moveCursorColumn(by: 1)
        case .character("<"):
            table.adjustCursorColumnWidth(by: -1)
        case .character(">"):
            table.adjustCursorColumnWidth(by: 1)
        default:
            return manager.host.handle(key)
        }
        return true
    }
}
