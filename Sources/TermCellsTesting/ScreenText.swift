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
    static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = max(expectedLines.count, actualLines.count)
        let first =
            (0..<rows).first { row in
                (row < expectedLines.count ? expectedLines[row] : nil)
                    != (row < actualLines.count ? actualLines[row] : nil)
            } ?? 0
        func row(_ lines: [String], _ index: Int) -> String {
            index < lines.count ? "\"\(lines[index])\"" : "(no row)"
        }
        var report = "the screen differs at row \(first + 1):\n"
        report += "  expected: \(row(expectedLines, first))\n"
        report += "  actual:   \(row(actualLines, first))\n"
        report += "expected screen:\n" + numbered(expectedLines) + "actual screen:\n" + numbered(actualLines)
        return report
    }

    private static func numbered(_ lines: [String]) -> String {
        lines.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + " │" + line + "\n"
        }.joined()
    }
}
