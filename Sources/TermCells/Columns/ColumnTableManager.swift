/// A column table — a header row that stays on top, rows drawn across columns, a cell
/// cursor, horizontal scrolling with frozen leading columns — as a façade over a
/// ``LayoutManager`` of the ``ColumnLayout``: rows are models in its storage, registered and
/// dequeued like any other cell, drawn, scrolled and updated by the one host core, so events,
/// anomalies and storages work as they do in a table.
///
/// ```swift
/// let table = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Moons", alignment: .right)])
/// table.register(rows: Planet.self)         // Planet: ColumnRow
/// table.register(MoonsCell.self, inColumn: 1) // a view of its own for column 1's models
/// table.manager.memoryStorage.setItems(planets)
/// table.draw(in: canvas)
/// ```
///
/// The header is a pinned supplementary view of kind ``SupplementaryKind/columnHeader``
/// whose model is the ``columnModel``: a ``ColumnHeaderView`` unless you register your own.
///
/// Keys, beyond the table's: ←/→ (h/l) move the cell cursor between columns, Shift-←/→
/// scroll the columns sideways without moving it, `<` and `>` narrow and widen the cursor's
/// column. `s` sorts by the cursor's column when it has a sort key (again: the other way),
/// `S` adds it as a further sort column; a click on a title does the same (with Shift,
/// Control or Alt held: adds), and calls ``onHeaderClick``. See ``sort(by:)``.
@MainActor
public final class ColumnTableManager {
    /// The manager of the rows: storage, mappings, events.
    public let manager: LayoutManager<ColumnLayout>
    /// The columns: their widths and sideways scroll, the cell cursor's column and the sort
    /// shown in the header.
    public let columnModel: TableColumnModel
    /// Called with the column whose title was clicked, after the table sorted by it when it
    /// has a sort key.
    public var onHeaderClick: ((Int) -> Void)?
    /// Whether ←/→ (h/l) move a cell cursor between the columns (marked in the cursor's
    /// row). Off, they go to the rows (an outline's rows open and close with them) and no
    /// cell is marked; Shift-←/→ still scroll sideways.
    public var movesCellCursor = true {
        didSet { columnModel.marksCursorCell = movesCellCursor }
    }

    /// Sorts the rows by the columns' sort keys.
    let sorter: ColumnSorter

    public init(columns: [TableColumn], frozenColumnCount: Int = 0) {
        manager = LayoutManager(host: LayoutHost(layout: ColumnLayout()))
        columnModel = TableColumnModel(columns: columns, frozenColumnCount: frozenColumnCount)
        sorter = ColumnSorter(manager: manager, columnModel: columnModel)
        manager.storageDidChange = { [weak sorter] update in sorter?.storageDidChange(update) }
        columnModel.cellSource = ColumnCellSource(manager: manager)
        columnModel.onChange = { [weak manager] in manager?.needsDisplay() }
        manager.pinnedSupplementaryModels[.columnHeader] = columnModel
        manager.registerSupplementary(ColumnHeaderView.self, ofKind: .columnHeader)
    }

    /// The host the rows are in.
    public var host: LayoutHost<ColumnLayout> { manager.host }

    /// Registers the models of type `Row` as the table's rows, each drawn across the columns
    /// by a ``ColumnTableRowCell``.
    ///
    /// ```swift
    /// table.register(rows: Planet.self)           // Planet: ColumnRow
    /// ```
    public func register<Row: ColumnRow>(
        rows rowType: Row.Type, mapping: ((ViewModelMapping<ColumnTableRowCell, Row>) -> Void)? = nil
    ) {
        register(rows: rowType, cell: ColumnTableRowCell.self, mapping: mapping)
    }

    /// Registers the models of type `Row` as the table's rows, drawn by `cellType` (a
    /// ``ColumnTableRowCell`` subclass).
    public func register<Row: ColumnRow, Cell: ColumnTableRowCell>(
        rows rowType: Row.Type, cell cellType: Cell.Type, mapping: ((ViewModelMapping<Cell, Row>) -> Void)? = nil
    ) {
        manager.register(cellType, for: rowType, mapping: mapping) { [weak columnModel] cell, row, indexPath in
            cell.columnModel = columnModel
            cell.indexPath = indexPath
            cell.row = row
        }
    }

    /// Draws the rows (the layout keeps the first line for the header, a pinned view drawn
    /// over them). Fitted columns are measured on the rows on screen, each row once (the
    /// cells keep their widths); only when a row that came in changes a width are the rows
    /// drawn again with it. Cost: the visible rows, and their measure for new rows only.
    public func draw(in canvas: any Canvas) {
        // A filter applied after a sort (rows inserted, replaced) is sorted before it shows.
        sorter.sortAgainIfNeeded()
        columnModel.headerLines = manager.host.layout.headerHeight
        // Before the rows draw, the widths are laid out again only when the table changed
        // since the last frame (the width, the columns, the sort, the scroll, …): otherwise
        // the rows on screen are the ones the last frame measured after drawing.
        let width = rowWidth(in: canvas)
        if laidOutFrom != LaidOutFrom(columnModel, width: width) {
            columnModel.layout(width: width, cells: visibleRowCells())
        }
        remeasureRowsIfWrappingChanged()
        manager.host.draw(in: canvas)
        if columnModel.layout(width: rowWidth(in: canvas), cells: visibleRowCells()) {
            remeasureRowsIfWrappingChanged()
            manager.host.draw(in: canvas)
        }
        laidOutFrom = LaidOutFrom(columnModel, width: rowWidth(in: canvas))
    }

    /// The wrapping columns and widths the rows' heights were measured for.
    private var rowsMeasuredFor = ColumnWrapping()

    /// A wrapping column that changed width (a resize, `<` or `>`, a column scrolled in or
    /// out of a fitted width) changes the rows' heights: the rows on screen are measured again
    /// and the others go back to estimates, the cursor's row kept on its line.
    private func remeasureRowsIfWrappingChanged() {
        let wrapping = columnModel.wrapping
        guard wrapping != rowsMeasuredFor else { return }
        rowsMeasuredFor = wrapping
        manager.host.remeasureItemHeights()
    }

    /// What the last frame's widths were laid out from.
    private struct LaidOutFrom: Equatable {
        var width: Int
        var generation: Int
        var revision: Int
        var sorts: ColumnSortState

        @MainActor init(_ columnModel: TableColumnModel, width: Int) {
            self.width = width
            generation = columnModel.generation
            revision = columnModel.revision
            sorts = columnModel.sortState
        }
    }
    private var laidOutFrom: LaidOutFrom?

    /// The width the columns share: what the host gives its rows (the canvas less the scroll
    /// indicator's column, when it shows), once it drew at this size.
    private func rowWidth(in canvas: any Canvas) -> Int {
        manager.host.viewportSize == canvas.size ? manager.host.laidOutSize.width : canvas.size.width
    }

    /// Unchecked exclusivity: appended to for every row on screen in every frame, from a
    /// closure the host calls; each access is one statement on the main actor, never `inout`.
    @exclusivity(unchecked) private var rowCells: [ColumnTableRowCell] = []

    /// The row cells on screen, in a list kept between frames.
    private func visibleRowCells() -> [ColumnTableRowCell] {
        rowCells.removeAll(keepingCapacity: true)
        manager.host.forEachVisibleItemView { _, view in
            if let cell = view as? ColumnTableRowCell, cell.showsRow, !cell.isUnderHeader(of: columnModel) {
                rowCells.append(cell)
            }
        }
        return rowCells
    }

    /// Answers an event in the table's coordinates (the header is line 0).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse):
            if mouse.location.y < manager.host.layout.headerHeight {
                guard case .press(button: 1) = mouse.kind, let column = columnModel.column(atX: mouse.location.x) else {
                    return false
                }
                sort(byColumn: column, adding: !mouse.modifiers.isEmpty)
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
        if case .character(let character) = key.key, character == "s" || character == "S",
            key.modifiers.isEmpty || key.modifiers == .shift,
            sort(byColumn: columnModel.cursorColumn, adding: character == "S" || key.modifiers == .shift)
        {
            return true
        }
        if key.modifiers == .shift {
            switch key.key {
            case .left:
                columnModel.scrollColumns(by: -1)
                return true
            case .right:
                columnModel.scrollColumns(by: 1)
                return true
            default: break
            }
        }
        guard key.modifiers.isEmpty else { return manager.host.handle(key) }
        switch key.key {
        case .left where movesCellCursor, .character("h") where movesCellCursor:
            columnModel.moveCursorColumn(by: -1)
        case .right where movesCellCursor, .character("l") where movesCellCursor:
            columnModel.moveCursorColumn(by: 1)
        case .character("<"):
            columnModel.adjustCursorColumnWidth(by: -1)
        case .character(">"):
            columnModel.adjustCursorColumnWidth(by: 1)
        default:
            return manager.host.handle(key)
        }
        return true
    }
}
