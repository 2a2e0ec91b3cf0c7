/// A header, a footer, or a view of any other supplementary kind. Its default look is
/// its text in bold.
@MainActor
open class SupplementaryView: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = "" { didSet { needsDisplay = true } }
    /// The style the default `draw(in:)` uses.
    open var textStyle = Style.bold { didSet { needsDisplay = true } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
        textStyle = .bold
    }

    /// `text` answers the template outlet of that name unless ``ReusableView/outlets`` has it.
    open override func outletValue(named name: String) -> String? {
        outlets[name] ?? (name == "text" ? text : nil)
    }

    /// Draws the template when the view has one; otherwise the code design above.
    open override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: textStyle)
        canvas.draw(text, row: 0, style: textStyle)
    }
}
