/// An item of a ``GridHost``. Its default look is its text, centred, reversed under the cursor.
@MainActor
open class GridCell: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = ""

    public required init() { super.init() }

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    open override func draw(in canvas: any Canvas) {
        var style = Style.plain
        if isHighlighted { style.attributes.insert(.reverse) }
        if isSelected { style.attributes.insert(.bold) }
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        canvas.draw(text, row: canvas.size.height / 2, alignment: .center, style: style)
    }
}
