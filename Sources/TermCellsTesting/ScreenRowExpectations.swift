import TermCells
import Testing

/// Expects rows `rows` of the screen (counted from 0, as ``ScreenDriver/lines`` counts them)
/// to read `expected`, whatever the other rows show: the part of a screen a test is about,
/// without the title bar or the status line that other tests check.
///
/// ```swift
/// expectScreen(screen, rows: 1..<3, """
///       Apple
///       Banana
///     """)
/// ```
///
/// Compared as ``expectScreen(_:_:marking:sourceLocation:)`` compares a whole screen:
/// trailing spaces are ignored, and so are trailing blank rows (rows of the range that
/// `expected` leaves out must be blank). `rows` may be any range of rows: `2...4`, `3...`.
/// On a mismatch the test records an issue naming the first differing row; a range that
/// reaches beyond the screen records one too.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    rows: some RangeExpression<Int>,
    _ expected: String,
    marking: ((Style) -> Bool)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = marking.map { marks in ScreenText.markedLines(of: screen.buffer) { _, style in marks(style) } }
    expect(lines ?? screen.lines, rows: rows, read: expected, sourceLocation: sourceLocation)
}

/// Expects rows `rows` of the screen to read `expected` with the cells `marking` picks
/// wrapped in `«` and `»` (`marking: .cursor`, see ``ScreenMarking``), compared as rows are
/// compared with a style picker.
@MainActor
public func expectScreen<Content>(
    _ screen: ScreenDriver<Content>,
    rows: some RangeExpression<Int>,
    _ expected: String,
    marking: ScreenMarking,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let lines = ScreenText.markedLines(of: screen.buffer, marks: marking.picker(for: screen.buffer))
    expect(lines, rows: rows, read: expected, sourceLocation: sourceLocation)
}

/// Records an issue when rows `rows` of `lines` do not read `expected`.
private func expect(
    _ lines: [String], rows: some RangeExpression<Int>, read expected: String, sourceLocation: SourceLocation
) {
    let range = rows.relative(to: lines.indices)
    guard range.lowerBound >= 0, range.upperBound <= lines.count else {
        Issue.record(
            Comment(
                rawValue: "rows \(range.lowerBound)..<\(range.upperBound) reach beyond the screen's "
                    + "\(lines.count) rows (0..<\(lines.count))"),
            sourceLocation: sourceLocation)
        return
    }
    let actual = ScreenText.join(Array(lines[range]))
    if let difference = ScreenText.difference(expected: ScreenText.normalized(expected), actual: actual, rows: range) {
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
}
