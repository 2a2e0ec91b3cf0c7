/// What ``ScreenDriver/waitUntilSettled(timeout:)`` throws when its deadline passes first:
/// what was still pending then.
public struct ScreenSettleTimeout: Error, CustomStringConvertible {
    /// How long the screen was waited for.
    public let timeout: Duration
    /// What was still pending, one line each: "1 outline load (…)", a feed not drained, …
    public let pending: [String]

    public var description: String {
        "the screen did not settle within \(timeout); still pending: " + pending.joined(separator: "; ")
    }
}
