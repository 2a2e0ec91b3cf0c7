/// What a screen shows where it could not make a host (no factory for its kind): the
/// reason, in the theme's ``Theme/anomalyPlaceholder``, instead of a trap or a gap.
@MainActor
final class PlaceholderHost: ScreenHost {
    let reuseQueues = ReuseQueues()
    var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    var isFocused = false
    /// Why the real host is missing.
    let message: String

    /// A placeholder showing `message`.
    init(message: String) {
        self.message = message
    }

    func draw(in canvas: any Canvas) {
        let style = canvas.theme.anomalyPlaceholderStyle(underCursor: isFocused)
        canvas.fill(style: style)
        canvas.draw("⚠ " + message, row: 0, style: style)
        // Focused, its message is what a screen reader should read.
        if isFocused { canvas.reportFocus(at: .zero) }
    }

    func handle(_ event: InputEvent) -> Bool { false }
}
