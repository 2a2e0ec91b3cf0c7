import TermCells
import Testing

/// Expects the scrollback of an inline application (``OffscreenApplication/init(inline:width:rows:)``)
/// to read `expected`: what it printed above its block, a line a row, compared as
/// ``expectScreen(_:_:marking:sourceLocation:)`` compares a screen (trailing spaces and
/// trailing blank lines ignored). With `marking`, the runs it picks are wrapped in `«` and `»`:
/// `.role(\.messages[.assistant].roleLine)` shows that a role line kept its colours.
///
/// ```swift
/// expectScrollback(screen, """
///     «assistant»
///     You asked: hello
///     """, marking: .role(\.messages[.assistant].roleLine))
/// ```
///
/// On a mismatch the test records an issue naming the first differing line and showing both,
/// and the block's screen under them.
@MainActor
public func expectScrollback<Program>(
    _ screen: ScreenDriver<OffscreenApplication<Program>>,
    _ expected: String,
    marking: ScreenMarking? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = screen.scrollbackText(marking: marking)
    guard
        let difference = ScreenText.difference(
            expected: ScreenText.normalized(expected), actual: actual, of: "scrollback")
    else { return }
    let block = screen.text.isEmpty ? "a blank block\n" : ScreenText.numbered(screen.lines)
    Issue.record(Comment(rawValue: difference + "the block under it:\n" + block), sourceLocation: sourceLocation)
}
