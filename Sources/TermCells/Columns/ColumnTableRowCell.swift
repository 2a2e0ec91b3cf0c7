/// The cell of a column table's row: it draws its ``ColumnRow`` across the table's columns,
/// the cursor's column marked when the row is under the cursor. A column with a view of its
/// own is drawn by that view, dequeued through the manager's mappings for
/// ``ColumnRow/model(forColumn:)`` when the column first shows on this row (its mapping's
/// `willDisplay` then), and parked again when the row leaves the screen (its
/// `didEndDisplaying`, column by column, before the row's own). Subclass it to show other text than the row's values (``text(forColumn:)``).
@MainActor
open class ColumnTableRowCell: TableCell {
    /// The row shown.
    public var row: (any ColumnRow)? {
        didSet {
            showsRow = row != nil
            measuredGeneration = -1
            wrappedValues = nil
            needsDisplay = true
        }
    }
    /// Whether ``row`` is set, asked every frame without copying the row.
    @exclusivity(unchecked) private(set) var showsRow = false
    /// The columns the row is drawn through. Set by ``ColumnTableManager``.
    public internal(set) weak var columnModel: TableColumnModel? { didSet { needsDisplay = true } }
    /// The row's place, for the mappings of its columns' views.
    var indexPath = IndexPath(item: 0, section: 0)
    /// The views of the columns that have one, dequeued as they show. Unchecked exclusivity
    /// here and on `showsRow`, the measured widths and `drawnFrom`: asked for every row on
    /// screen in every frame; each access is one statement on the main actor, never `inout`,
    /// and `recycleColumnViews` copies the table before calling out.
    @exclusivity(unchecked) private var columnViews: [Int: ColumnCellDisplay] = [:]
    /// The width of each column's value, measured once per row and columns (-1: not fitted).
    @exclusivity(unchecked) private(set) var measuredWidths: [Int] = []
    /// The table's ``TableColumnModel/generation`` the widths were measured for.
    @exclusivity(unchecked) private var measuredGeneration = -1
    /// What the last drawing was made from: the table's revision and the cursor cell shown.
    @exclusivity(unchecked) private var drawnFrom: (revision: Int, cursorColumn: Int?)?
    /// The row's wrapped values, for the wrapping columns' widths they were wrapped at.
    private var wrappedValues: WrappedValues?

    public required init() { super.init() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
        recycleColumnViews()
    }

    /// The text of `column`: the row's value.
    open func text(forColumn column: Int) -> String { row?.value(forColumn: column) ?? "" }

    /// As many lines as the row's tallest wrapped value takes (see ``TableColumn/lineLimit``),
    /// or one when no column wraps.
    open override var preferredHeight: Int {
        guard let columnModel, !columnModel.wrapping.isEmpty, row != nil else { return super.preferredHeight }
        return wrapped(in: columnModel).height
    }

    /// The row's values of the wrapping columns in lines, wrapped again only when the row or
    /// a wrapping column's width changed.
    private func wrapped(in columnModel: TableColumnModel) -> WrappedValues {
        if let wrappedValues, wrappedValues.wrapping == columnModel.wrapping { return wrappedValues }
        let viewColumns = columnModel.viewColumns
        let values = WrappedValues(columnModel.wrapping) { column in
            viewColumns.contains(column) ? "" : text(forColumn: column)
        }
        wrappedValues = values
        return values
    }

    open override func draw(in canvas: any Canvas) {
        guard let columnModel else {
            super.draw(in: canvas)
            return
        }
        columnModel.theme = theme
        let cursorColumn = shownCursorColumn(of: columnModel)
        drawnFrom = (columnModel.revision, cursorColumn)
        // Scrolled under the header: the header is drawn over it.
        if isUnderHeader(of: columnModel) { return }
        let style = rowStyle
        let drawing = columnModel.rowDrawing
        let wrapped = columnModel.wrapping.isEmpty ? nil : wrapped(in: columnModel)
        let height = canvas.size.height
        guard columnModel.hasColumnViews else {
            drawing.draw(
                in: canvas, y: 0, height: height, style: style, highlightedColumn: cursorColumn,
                highlightStyle: columnModel.cursorCellStyle, drawsCell: { _, _ in false },
                value: { text(forColumn: $0) }, wrapped: { wrapped?.lines[$0] })
            return
        }
        drawing.draw(
            in: canvas, y: 0, height: height, style: style, highlightedColumn: cursorColumn,
            highlightStyle: columnModel.cursorCellStyle,
            drawsCell: { column, cellCanvas in
                guard let view = columnView(column, in: columnModel) else { return false }
                if let cell = view as? ColumnCell {
                    cell.alignment = column < columnModel.columns.count ? columnModel.columns[column].alignment : .left
                    cell.isCursorCell = column == cursorColumn
                    cell.highlightStyle = highlightStyle
                    cell.cursorCellStyle = columnModel.cursorCellStyle
                }
                view.isHighlighted = isHighlighted
                view.isSelected = isSelected
                view.frame = Rect(x: frame.x, y: frame.y, width: cellCanvas.size.width, height: 1)
                view.display(in: cellCanvas, theme: theme)
                return true
            }, value: { text(forColumn: $0) }, wrapped: { wrapped?.lines[$0] })
    }

    /// The column whose cell is marked in this row: the cursor's, in the cursor's row.
    private func shownCursorColumn(of columnModel: TableColumnModel) -> Int? {
        isHighlighted && columnModel.marksCursorCell ? columnModel.cursorColumn : nil
    }

    /// Drawn again when the table changed how rows look, the cursor cell moved in this row,
    /// or a column's view asked for it.
    override var isDrawnAsLastTime: Bool {
        guard !needsDisplay else { return false }
        guard let columnModel else { return true }
        guard let drawnFrom, drawnFrom.revision == columnModel.revision,
            drawnFrom.cursorColumn == shownCursorColumn(of: columnModel)
        else { return false }
        return columnViews.isEmpty || columnViews.values.allSatisfy { !$0.view.needsDisplay }
    }

    /// Whether the row lies wholly under the table's pinned header (the first row of a
    /// scrolled table is laid out there).
    func isUnderHeader(of columnModel: TableColumnModel) -> Bool {
        frame.y + max(1, frame.height) <= columnModel.headerLines
    }

    /// The view of `column` for this row, dequeued the first time it is asked for; nil for a
    /// column drawn as text.
    func columnView(_ column: Int, in columnModel: TableColumnModel) -> ReusableView? {
        guard columnModel.viewColumns.contains(column), let row else { return nil }
        if let display = columnViews[column] { return display.view }
        guard
            let display = columnModel.cellSource?.view(
                forColumn: column, model: row.model(forColumn: column), at: indexPath)
        else { return nil }
        columnViews[column] = display
        return display.view
    }

    /// The row left the screen: its columns' views leave with it.
    override func didLeaveScreen() { recycleColumnViews() }

    /// Gives the columns' views back to their reuse queues, left to right (the row left the
    /// screen: the manager calls it before the row's `didEndDisplaying`).
    func recycleColumnViews() {
        guard !columnViews.isEmpty else { return }
        let shown = columnViews
        columnViews.removeAll(keepingCapacity: true)
        for column in shown.keys.sorted() {
            if let display = shown[column] { columnModel?.cellSource?.recycle(display, column: column) }
        }
    }

    /// The width of each fitted column's value in this row (-1 for the others), measured
    /// once for a row and the table's columns: a value only as far as its column's maximum,
    /// a column with a view of its own by the view's preferred width.
    func widths(in columnModel: TableColumnModel) -> [Int] {
        if measuredGeneration == columnModel.generation { return measuredWidths }
        measuredGeneration = columnModel.generation
        measuredWidths.removeAll(keepingCapacity: true)
        for (index, column) in columnModel.columns.enumerated() {
            guard column.width == .fit, let row else {
                measuredWidths.append(-1)
                continue
            }
            let limit = column.maximumWidth ?? 512
            if let view = columnView(index, in: columnModel) {
                measuredWidths.append(min(limit, view.preferredSize?.width ?? 0))
            } else {
                measuredWidths.append(ColumnWidths.measure(row.value(forColumn: index), limit: limit))
            }
        }
        return measuredWidths
    }
}
