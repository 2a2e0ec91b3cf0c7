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
    /// An inline application's scrollback at the deadline, its lines joined by newlines, when
    /// the wait was for it (``ScreenDriver/waitForScrollback(_:timeout:)``); nil otherwise.
    public let scrollback: String?

    init(timeout: Duration, awaited: String, screen: String, scrollback: String? = nil) {
        self.timeout = timeout
        self.awaited = awaited
        self.screen = screen
        self.scrollback = scrollback
    }

    public var description: String {
        var text =
            "waited \(timeout) for \(awaited); the screen showed:\n" + Self.shown(screen, blank: "a blank screen")
        if let scrollback { text += "the scrollback held:\n" + Self.shown(scrollback, blank: "no line") }
        return text
    }

    /// `text` numbered line by line, or `blank` when it is empty.
    private static func shown(_ text: String, blank: String) -> String {
        text.isEmpty
            ? blank + "\n"
            : ScreenText.numbered(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
}
