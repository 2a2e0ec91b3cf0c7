/// What ``ScreenDriver/waitUntil(timeout:_:)`` and ``ScreenDriver/waitForText(_:timeout:)``
/// throw when their deadline passes first: what was waited for, and the screen as its last
/// frame showed it, so the failure says what was there instead.
public struct ScreenWaitTimeout: Error, CustomStringConvertible {
    /// How long the screen was waited for.
    public let timeout: Duration
    /// What was waited for: `the text "You asked"`, or `a condition to hold` for a closure.
    public let awaited: String
    /// The screen's ``ScreenDriver/text`` at the deadline.
    public let screen: String

    public var description: String {
        let shown =
            screen.isEmpty
            ? "a blank screen\n"
            : ScreenText.numbered(screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return "waited \(timeout) for \(awaited); the screen showed:\n" + shown
    }
}
