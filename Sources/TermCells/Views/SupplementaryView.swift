/// A header, a footer, or a view of any other supplementary kind. Its default look is
/// its text in the theme's ``Theme/sectionHeader``.
@MainActor
open class SupplementaryView: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = "" { didSet { needsDisplay = true } }
    /// The style the default `draw(in:)` uses: the theme's ``Theme/sectionHeader`` unless set.
    open var textStyle: Style {
        get { ownTextStyle ?? theme.sectionHeader }
        set {
            ownTextStyle = newValue
            needsDisplay = true
        }
    }
    /// The ``textStyle`` set on this view, which wins over the theme's; reuse forgets it.
    private var ownTextStyle: Style?

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
        ownTextStyle = nil
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
