/// The cell of a column table's row: it draws its ``ColumnRow`` across the table's columns,
/// the cursor's column marked when the row is under the cursor. Subclass it to show other
/// text than the row's values (``text(forColumn:)``).
@MainActor
open class ColumnRowCell: TableCell {
    /// The row shown.
    public var row: (any ColumnRow)?
    /// The table whose columns the row is drawn through. Set by ``ColumnTableManager``.
    public internal(set) weak var table: ColumnTable?

    public required init() { super.init() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        row = nil
    }

    /// The text of `column`: the row's value.
    open func text(forColumn column: Int) -> String { row?.value(forColumn: column) ?? "" }

    open override func draw(in canvas: any Canvas) {
        guard let table else {
            super.draw(in: canvas)
            return
        }
        let style = rowStyle
        table.rowDrawing.draw(
            in: canvas, y: 0, style: style, highlightedColumn: isHighlighted ? table.cursorColumn : nil,
            highlightStyle: table.cursorCellStyle
        ) { text(forColumn: $0) }
    }
}
