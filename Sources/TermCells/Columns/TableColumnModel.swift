/// The column side of a column table: the column definitions, their resolved widths and
/// horizontal scrolling, the cell cursor's column and the sort shown in the
/// header (``ColumnTableManager`` sorts the rows and sets it). The rows, their cursor and the storage stay with the host and manager. It is the
/// model of the table's header view (``SupplementaryKind/columnHeader``).
@MainActor
public final class TableColumnModel {
    /// The columns, left to right. Setting them keeps the cursor column in range.
    public var columns: [TableColumn] {
        didSet {
            wrapping = ColumnWrapping(columns: columns, widths: viewport.widths)
            cursorColumn = min(cursorColumn, max(0, columns.count - 1))
            cachedDrawing = nil
            generation += 1
            revealsCursor = true
            revision &+= 1
        }
    }
    /// How many leading columns stay put under horizontal scrolling.
    public var frozenColumnCount: Int { didSet { revision &+= 1 } }
    // Unchecked exclusivity (`cursorColumn`, `marksCursorCell`, `revision`, `generation`,
    // `headerLines`):
    // every row on screen reads them in every frame to tell whether its cells still show it.
    // Accesses never overlap: the table is confined to the main actor, each access is one
    // load or store (observers bump `revision` after the store) and none is passed `inout`.

    /// The column of the cell cursor.
    @exclusivity(unchecked) public private(set) var cursorColumn = 0
    /// The columns the rows are sorted by, the first deciding and each next one ordering the
    /// rows the ones before leave equal; empty when unsorted. ``ColumnTableManager`` sets it
    /// when a sort is applied (``ColumnTableManager/sort(by:)``).
    public internal(set) var sorts: [ColumnSortIndicator] {
        get { sortState.applied }
        set { sortState.applied = newValue }
    }
    /// The first of ``sorts``: the column the rows are sorted by.
    public var sort: ColumnSortIndicator? {
        get { sortState.applied.first }
        set { sortState.applied = newValue.map { [$0] } ?? [] }
    }
    /// The sort under way — running off the main actor, or waiting
    /// (``ColumnTableManager/defersSorting``) — which the header shows with "sorting…" on its
    /// first column; nil when none is.
    public internal(set) var pendingSorts: [ColumnSortIndicator]? {
        get { sortState.pending }
        set { sortState.pending = newValue }
    }
    /// What the header shows of the sorts. A change the app makes between frames (setting
    /// ``sort`` after sorting its own storage) asks for the frame that shows it.
    var sortState = ColumnSortState() {
        didSet { if sortState != oldValue { onChange?() } }
    }
    /// Asks the table's host for a frame: set by ``ColumnTableManager``.
    var onChange: (@MainActor () -> Void)?
    /// The resolved widths and the horizontal scroll, as of the last layout.
    public private(set) var viewport = ColumnViewport(widths: [], width: 0) {
        didSet {
            if viewport != oldValue {
                wrapping = ColumnWrapping(columns: columns, widths: viewport.widths)
                cachedDrawing = nil
                revision &+= 1
            }
        }
    }
    /// The header's look: the theme's ``Theme/columnHeader`` unless set.
    public var headerStyle: Style {
        get { ownHeaderStyle ?? theme.columnHeader }
        set { ownHeaderStyle = newValue }
    }
    /// The ``headerStyle`` set on this table, which wins over the theme's.
    private var ownHeaderStyle: Style?
    /// Whether the cursor's cell is marked in the highlighted row (off when ←/→ do not move
    /// a cell cursor: ``ColumnTableManager/movesCellCursor``).
    @exclusivity(unchecked) public var marksCursorCell = true { didSet { revision &+= 1 } }
    /// The look of the cursor's cell inside the highlighted row: the theme's
    /// ``Theme/cursorCell`` unless set.
    public var cursorCellStyle: Style {
        get { ownCursorCellStyle ?? theme.cursorCell }
        set {
            ownCursorCellStyle = newValue
            revision &+= 1
        }
    }
    /// The ``cursorCellStyle`` set on this table, which wins over the theme's.
    private var ownCursorCellStyle: Style?
    /// The theme of the host the table was last drawn in, which its header and rows take
    /// before they draw (see ``ReusableView/theme``); a new one draws every row again.
    var theme = Theme.dark {
        didSet {
            guard theme != oldValue else { return }
            cachedDrawing = nil
            revision &+= 1
        }
    }
    /// Changes with whatever changes how every row is drawn (columns, widths, scrolling,
    /// cursor cell look): rows drawn for another revision are drawn again. The cursor's
    /// column is not part of it: only the cursor's row shows it.
    @exclusivity(unchecked) private(set) var revision = 0

    private var measuredWidths: [Int?] = []
    /// Changes with the columns: rows measured for other columns measure again.
    @exclusivity(unchecked) private(set) var generation = 0
    /// Whether the next layout scrolls the cursor's column into view (it moved, or its
    /// width changed); a sideways scroll leaves it where it is.
    private var revealsCursor = true
    /// The columns that have a view of their own (a mapping of ``SupplementaryKind/columnCell(_:)``).
    var viewColumns: Set<Int> = [] {
        didSet {
            hasColumnViews = !viewColumns.isEmpty
            generation += 1
            revision &+= 1
        }
    }
    /// Whether any column has a view of its own; rows of tables without are drawn as text.
    private(set) var hasColumnViews = false
    /// The host lines the pinned header covers: a row scrolled under it is neither drawn
    /// nor measured. Set by ``ColumnTableManager`` from its layout.
    @exclusivity(unchecked) var headerLines = 0 { didSet { if headerLines != oldValue { revision &+= 1 } } }
    /// Where the rows get their columns' views (the manager's mappings).
    var cellSource: ColumnCellSource?
    /// The columns that wrap, at their current widths (see ``TableColumn/lineLimit``).
    private(set) var wrapping = ColumnWrapping()

    public init(columns: [TableColumn], frozenColumnCount: Int = 0) {
        self.columns = columns
        self.frozenColumnCount = frozenColumnCount
        wrapping = ColumnWrapping(columns: columns, widths: [])
    }

    /// Moves the cell cursor `step` columns (clamped) and scrolls to show it.
    public func moveCursorColumn(by step: Int) {
        guard !columns.isEmpty else { return }
        cursorColumn = min(max(0, cursorColumn + step), columns.count - 1)
        viewport.reveal(cursorColumn)
        revealsCursor = true
    }

    /// Scrolls the columns right of the frozen ones `step` columns sideways (negative: back
    /// towards the first), leaving the cell cursor on its column even when it leaves the
    /// screen. Returns whether the table moved.
    @discardableResult
    public func scrollColumns(by step: Int) -> Bool {
        let before = viewport.firstColumn
        viewport.scroll(columns: step)
        revealsCursor = false
        return viewport.firstColumn != before
    }

    /// Makes the cursor's column `delta` columns wider (negative: narrower, at least 1): it
    /// becomes a fixed width, no longer bound by its maximum.
    public func adjustCursorColumnWidth(by delta: Int) {
        guard columns.indices.contains(cursorColumn) else { return }
        let current = cursorColumn < viewport.widths.count ? viewport.widths[cursorColumn] : 1
        var column = columns[cursorColumn]
        column.width = .fixed(max(1, current + delta))
        column.minimumWidth = 1
        column.maximumWidth = nil
        columns[cursorColumn] = column
        revealsCursor = true
        relayout(width: viewport.width)
    }

    /// Resolves the widths for a host `width` columns wide, fitted columns measured on
    /// `rows` (the rows on screen); returns whether any width changed.
    /// Cost: O(rows × fitted columns × the columns' widths): a value is measured only as
    /// far as its column's maximum.
    @discardableResult
    func layout(width: Int, rows: [any ColumnRow]) -> Bool {
        layout(width: width, rowCount: rows.count) { body in
            for row in rows {
                body(
                    columns.enumerated().map { index, column in
                        guard column.width == .fit else { return -1 }
                        let limit = column.maximumWidth ?? 512
                        return ColumnWidths.measure(row.value(forColumn: index), limit: limit)
                    })
            }
        }
    }

    /// ``layout(width:rows:)`` from the row cells on screen, each measured once for its row
    /// (``ColumnTableRowCell/widths(in:)``): a frame where no row came in measures nothing.
    /// Cost: O(rows on screen × columns).
    @discardableResult
    func layout(width: Int, cells: some Collection<ColumnTableRowCell>) -> Bool {
        layout(width: width, rowCount: cells.count) { body in
            for cell in cells { body(cell.widths(in: self)) }
        }
    }

    private var widest: [Int] = []

    private func layout(width: Int, rowCount: Int, measuring: (([Int]) -> Void) -> Void) -> Bool {
        // Measured into a local array (the property's buffer, kept between frames): a class's
        // property changed in a closure is checked for exclusive access on every write.
        var widest = self.widest
        self.widest = []
        defer { self.widest = widest }
        widest.removeAll(keepingCapacity: true)
        widest.append(contentsOf: repeatElement(0, count: columns.count))
        measuring { widths in
            for index in 0..<min(widths.count, widest.count) where widths[index] > widest[index] {
                widest[index] = widths[index]
            }
        }
        if rowCount > 0 || measuredWidths.count != columns.count {
            // Keep the last measure while no row shows (before the first rows arrive).
            measuredWidths.removeAll(keepingCapacity: true)
            for (index, column) in columns.enumerated() {
                // A sorted column's title keeps room for its mark.
                let markWidth = sortState.markWidth(column: index)
                guard column.width == .fit, rowCount > 0 || markWidth != nil else {
                    measuredWidths.append(nil)
                    continue
                }
                measuredWidths.append(max(widest[index], markWidth.map { column.title.displayWidth + $0 } ?? 0))
            }
        }
        let before = viewport
        relayout(width: width)
        return viewport != before
    }

    /// What the widths were last resolved from, so a frame that changes none of it
    /// resolves nothing.
    private var resolvedFrom: (width: Int, measured: [Int?], generation: Int)?

    private func relayout(width: Int) {
        if let resolvedFrom, resolvedFrom.width == width, resolvedFrom.generation == generation,
            resolvedFrom.measured == measuredWidths, frozenColumnCount == viewport.frozenCount
        {
            if revealsCursor { viewport.reveal(cursorColumn) }
            return
        }
        resolvedFrom = (width, measuredWidths, generation)
        let widths = ColumnWidths.resolve(columns, availableWidth: width, measuredWidths: measuredWidths)
        guard widths != viewport.widths || width != viewport.width || frozenColumnCount != viewport.frozenCount
        else {
            if revealsCursor { viewport.reveal(cursorColumn) }
            return
        }
        viewport = ColumnViewport(
            widths: widths, frozenCount: frozenColumnCount, width: width, firstColumn: viewport.firstColumn)
        if revealsCursor { viewport.reveal(cursorColumn) }
    }

    /// The drawing of rows and the header through the current viewport, made once per change
    /// of columns or viewport: every row of a frame draws through the same one.
    public var rowDrawing: ColumnRowDrawing {
        if let cachedDrawing { return cachedDrawing }
        var drawing = ColumnRowDrawing(columns: columns, viewport: viewport)
        drawing.separatorStyle = theme.columnSeparator
        cachedDrawing = drawing
        return drawing
    }
    private var cachedDrawing: ColumnRowDrawing?

    /// Draws the header row on line 0 of `canvas`, in ``headerStyle``, the sort marks with
    /// the theme's ``Theme/sortMark`` laid over it.
    public func drawHeader(in canvas: any Canvas) {
        let drawing = rowDrawing
        let sortState = sortState
        let style = headerStyle
        drawing.drawHeader(in: canvas, y: 0, style: style) {
            let suffix = sortState.suffix(column: $0)
            return drawing.headerText(column: $0, suffix: suffix?.text, cutsTitle: suffix?.cutsTitle ?? true)
        }
        let markStyle = style.overlaid(with: theme.sortMark)
        guard markStyle != style else { return }
        for sorted in sortState.shown {
            guard let suffix = sortState.suffix(column: sorted.column) else { continue }
            let text = drawing.headerText(column: sorted.column, suffix: suffix.text, cutsTitle: suffix.cutsTitle)
            drawing.drawHeaderMark(
                suffix.text, endingTitle: text, column: sorted.column, in: canvas, y: 0, style: markStyle)
        }
    }

    /// The column under screen column `x` of a row, if any.
    public func column(atX x: Int) -> Int? {
        viewport.spans.first { x >= $0.x && x < $0.x + $0.visibleWidth }?.column
    }
}
