/// An item of a ``GridHost``. Its default look is its text, centred, in the theme's
/// ``Theme/cursorItem`` under the cursor and its ``Theme/selection`` when selected.
@MainActor
open class GridCell: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = "" { didSet { needsDisplay = true } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    /// `text` answers the template outlet of that name unless ``ReusableView/outlets`` has it.
    open override func outletValue(named name: String) -> String? {
        outlets[name] ?? (name == "text" ? text : nil)
    }

    /// Draws the template when the view has one; otherwise the code design above.
    open override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        var style = Style.plain
        if isHighlighted { style = style.highlighted(by: theme.cursorItem) }
        if isSelected { style = style.overlaid(with: theme.selection) }
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        canvas.draw(text, row: canvas.size.height / 2, alignment: .center, style: style)
    }
}
