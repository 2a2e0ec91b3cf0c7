import TermCells

/// How screens are turned into text for comparisons.
enum ScreenText {
    static let markStart: Character = "«"
    static let markEnd: Character = "»"

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `lines` joined by newlines, without the blank rows at the end.
    static func join(_ lines: [String]) -> String {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A text written in a test: a trailing newline and trailing spaces on each line removed,
    /// so that it compares with ``join(_:)``'s output however the literal was written.
    static func normalized(_ text: String) -> String {
        join(text.split(separator: "\n", omittingEmptySubsequences: false).map { trimmingTrailingSpaces(String($0)) })
    }

    /// Each row with the runs of marked cells wrapped; unmarked trailing spaces removed.
    static func markedLines(of buffer: ScreenBuffer, marks: (Point, Style) -> Bool) -> [String] {
        (0..<buffer.size.height).map { y in
            var line = ""
            var inMark = false
            var pendingSpaces = 0
            for x in 0..<buffer.size.width {
                guard let cell = buffer.cell(at: Point(x: x, y: y)), !cell.isContinuation else { continue }
                let marked = marks(Point(x: x, y: y), cell.style)
                if marked != inMark {
                    line += String(repeating: " ", count: pendingSpaces)
                    pendingSpaces = 0
                    line.append(marked ? markStart : markEnd)
                    inMark = marked
                }
                if cell.glyph == " " && !inMark {
                    pendingSpaces += 1
                } else {
                    line += String(repeating: " ", count: pendingSpaces)
                    pendingSpaces = 0
                    line.append(cell.glyph)
                }
            }
            if inMark { line.append(markEnd) }
            return line
        }
    }

    /// A readable account of how `actual` differs from `expected`: the first differing row,
    /// then both screens numbered.
    static func difference(expected: String, actual: String, of subject: String = "screen") -> String? {
        guard let first = firstDifference(expected: expected, actual: actual) else { return nil }
        return "the \(subject) differs at row \(first.row + 1):\n"
            + comparison(first, expected: "expected \(subject)", actual: "actual \(subject)", firstNumber: 1)
    }

    /// How rows `rows` of a screen, `actual`, differ from `expected`: as
    /// ``difference(expected:actual:)`` tells it, with the rows numbered as the screen's
    /// `lines` count them.
    static func difference(expected: String, actual: String, rows: Range<Int>) -> String? {
        guard let first = firstDifference(expected: expected, actual: actual) else { return nil }
        return "rows \(rows.lowerBound)..<\(rows.upperBound) of the screen differ at row "
            + "\(rows.lowerBound + first.row) (rows counted from 0, as the screen's lines are):\n"
            + comparison(first, expected: "expected rows", actual: "actual rows", firstNumber: rows.lowerBound)
    }

    /// The rows of both texts and the index of the first row where they differ; nil when
    /// they are equal.
    private static func firstDifference(expected: String, actual: String) -> (
        row: Int, expected: [String], actual: [String]
    )? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = max(expectedLines.count, actualLines.count)
        let first =
            (0..<rows).first { row in
                (row < expectedLines.count ? expectedLines[row] : nil)
                    != (row < actualLines.count ? actualLines[row] : nil)
            } ?? 0
        return (first, expectedLines, actualLines)
    }

    /// Both differing rows, then both texts numbered from `firstNumber`.
    private static func comparison(
        _ difference: (row: Int, expected: [String], actual: [String]), expected: String, actual: String,
        firstNumber: Int
    ) -> String {
        func row(_ lines: [String], _ index: Int) -> String {
            index < lines.count ? "\"\(lines[index])\"" : "(no row)"
        }
        return "  expected: \(row(difference.expected, difference.row))\n"
            + "  actual:   \(row(difference.actual, difference.row))\n"
            + "\(expected):\n" + numbered(difference.expected, from: firstNumber)
            + "\(actual):\n" + numbered(difference.actual, from: firstNumber)
    }

    /// Each of `lines` after its row number (`from` and on), one a line, as failures show
    /// screens.
    static func numbered(_ lines: [String], from firstNumber: Int = 1) -> String {
        lines.enumerated().map { index, line in
            let number = String(firstNumber + index)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + " │" + line + "\n"
        }.joined()
    }
}
