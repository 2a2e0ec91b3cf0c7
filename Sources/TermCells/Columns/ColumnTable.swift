/// The column side of a column table: the column definitions, their resolved widths and
/// horizontal scrolling (``viewport``), the cell cursor's column and the sort shown in the
/// header. The rows, their cursor and the storage stay with the host and manager.
@MainActor
public final class ColumnTable {
    /// The columns, left to right. Setting them keeps the cursor column in range.
    public var columns: [TableColumn] {
        didSet {
            cursorColumn = min(cursorColumn, max(0, columns.count - 1))
            cachedDrawing = nil
        }
    }
    /// How many leading columns stay put under horizontal scrolling.
    public var frozenColumnCount: Int
    /// The column of the cell cursor.
    public private(set) var cursorColumn = 0
    /// The sort shown in the header (the app sorts its storage, then sets this).
    public var sort: ColumnSortIndicator?
    /// The resolved widths and the horizontal scroll, as of the last layout.
    public private(set) var viewport = ColumnViewport(widths: [], width: 0) {
        didSet { if viewport != oldValue { cachedDrawing = nil } }
    }
    /// The header's look.
    public var headerStyle = Style(attributes: [.bold, .underline])
    /// The look of the cursor's cell inside the highlighted row.
    public var cursorCellStyle = Style(foreground: .blue, background: .brightWhite, attributes: .bold)

    private var measuredWidths: [Int?] = []

    public init(columns: [TableColumn], frozenColumnCount: Int = 0) {
        self.columns = columns
        self.frozenColumnCount = frozenColumnCount
    }

    /// Moves the cell cursor `step` columns (clamped) and scrolls to show it.
    public func moveCursorColumn(by step: Int) {
        guard !columns.isEmpty else { return }
        cursorColumn = min(max(0, cursorColumn + step), columns.count - 1)
        viewport.reveal(cursorColumn)
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
        relayout(width: viewport.width)
    }

    /// Resolves the widths for a host `width` columns wide, fitted columns measured on
    /// `rows` (the rows on screen); returns whether any width changed.
    /// Cost: O(rows × fitted columns × the columns' widths): a value is measured only as
    /// far as its column's maximum.
    @discardableResult
    func layout(width: Int, rows: [any ColumnRow]) -> Bool {
        var measured = [Int?](repeating: nil, count: columns.count)
        for (index, column) in columns.enumerated() where column.width == .fit {
            let limit = column.maximumWidth ?? 512
            var widest = 0
            for row in rows {
                widest = max(widest, row.value(forColumn: index).displayWidth(exceeding: limit, tabStops: .standard))
                if widest >= limit { break }
            }
            measured[index] = rows.isEmpty ? nil : widest
            // The sorted column's title keeps room for its mark.
            if sort?.column == index { measured[index] = max(widest, column.title.displayWidth + 2) }
        }
        if !rows.isEmpty || measuredWidths.count != columns.count {
            // Keep the last measure while no row shows (before the first rows arrive).
            measuredWidths = measured
        }
        let before = viewport
        relayout(width: width)
        return viewport != before
    }

    private func relayout(width: Int) {
        let widths = ColumnWidths.resolve(columns, availableWidth: width, measuredWidths: measuredWidths)
        viewport = ColumnViewport(
            widths: widths, frozenCount: frozenColumnCount, width: width, offset: viewport.offset)
        viewport.reveal(cursorColumn)
    }

    /// The drawing of rows and the header through the current viewport, made once per change
    /// of columns or viewport: every row of a frame draws through the same one.
    public var rowDrawing: ColumnRowDrawing {
        if let cachedDrawing { return cachedDrawing }
        let drawing = ColumnRowDrawing(columns: columns, viewport: viewport)
        cachedDrawing = drawing
        return drawing
    }
    private var cachedDrawing: ColumnRowDrawing?

    /// Draws the header row on line 0 of `canvas`.
    public func drawHeader(in canvas: any Canvas) {
        let drawing = rowDrawing
        drawing.draw(in: canvas, y: 0, style: headerStyle) { drawing.headerText(column: $0, sort: sort) }
    }

    /// The column under screen column `x` of a row, if any.
    public func column(atX x: Int) -> Int? {
        viewport.spans.first { x >= $0.x && x < $0.x + $0.visibleWidth }?.column
    }
}
