/// What a screen shows where it could not make a host (no factory for its kind): the
/// reason, in the theme's ``Theme/anomalyPlaceholder``, instead of a trap or a gap.
@MainActor
public final class PlaceholderHost: ScreenHost {
    public let reuseQueues = ReuseQueues()
    public var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    public var isFocused = false
    /// Why the real host is missing.
    public let message: String

    /// A placeholder showing `message`.
    public init(message: String) {
        self.message = message
    }

    public func draw(in canvas: any Canvas) {
        let style = canvas.theme.anomalyPlaceholderStyle(underCursor: isFocused)
        canvas.fill(style: style)
        canvas.draw("⚠ " + message, row: 0, style: style)
        // Focused, its message is what a screen reader should read.
        if isFocused { canvas.reportFocus(at: .zero) }
    }

    public func handle(_ event: InputEvent) -> Bool { false }
}
