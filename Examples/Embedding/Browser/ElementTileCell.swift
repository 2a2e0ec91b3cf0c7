import TermCells

/// A tile of the grid: the element's number on the first row, its symbol in the middle and
/// its name on the last row; reversed under the cursor.
public final class ElementTileCell: GridCell, ModelTransfer {
    private var number = 0
    private var name = ""

    /// Shows `model`'s number, symbol and name.
    public func update(with model: Element) {
        number = model.number
        name = model.name
        text = model.symbol
    }

    /// Draws the tile; reversed under the cursor, bold when selected.
    public override func draw(in canvas: any Canvas) {
        let style: Style = isHighlighted ? Style(attributes: [.reverse, .bold]) : isSelected ? .bold : .plain
        canvas.fill(style: style)
        canvas.draw(String(number), at: Point(x: 1, y: 0), style: isHighlighted ? style : .dim)
        canvas.draw(
            text, at: Point(x: 0, y: canvas.size.height / 2), width: canvas.size.width, alignment: .center,
            style: style.adding(.bold))
        if canvas.size.height >= 3 {
            canvas.draw(
                name, at: Point(x: 0, y: canvas.size.height - 1), width: canvas.size.width, alignment: .center,
                style: isHighlighted ? style : .dim)
        }
    }
}
