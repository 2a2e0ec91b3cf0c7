/// What a host shows where it could not make the view it was asked for (no mapping for
/// a model, a nil model, a broken template): the reason, visibly marked, instead of a trap
/// or an empty gap.
@MainActor
public final class PlaceholderView: ReusableView {
    /// Why the real view is missing.
    public var message = "" { didSet { needsDisplay = true } }

    public required init() { super.init() }

    public override func draw(in canvas: any Canvas) {
        let style = theme.anomalyPlaceholderStyle(underCursor: isHighlighted)
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        canvas.draw("⚠ " + message, row: 0, style: style)
    }
}
