import Testing

@testable import TermCells

/// Drawing costs the visible width, not the line's length (issue 18, item 9): the scalars read
/// to draw a row of 10 MB of combining marks, joiners or invalid UTF-8 are bounded by the row.
@Suite struct LongLineDrawingCostTests {
    /// Scalars that count how many were read.
    final class CountingScalars: Sequence {
        let scalars: [Unicode.Scalar]
        private(set) var read = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func makeIterator() -> AnyIterator<Unicode.Scalar> {
            var index = 0
            return AnyIterator {
                guard index < self.scalars.count else { return nil }
                defer { index += 1 }
                self.read += 1
                return self.scalars[index]
            }
        }
    }

    /// Draws `scalars` across an 80-column row and returns the row and the scalars read.
    func drawRow(_ scalars: [Unicode.Scalar]) -> (row: String, read: Int) {
        let buffer = ScreenBuffer(width: 80, height: 1)
        let counting = CountingScalars(scalars)
        buffer.drawGlyphs(DisplayGlyphs(counting), at: .zero, style: .plain)
        return (buffer.lines[0], counting.read)
    }

    static let mark: Unicode.Scalar = "\u{0301}"
    static let joiner: Unicode.Scalar = "\u{200D}"

    @Test func aMillionCombiningMarksOnOneBaseCostTheRowNotTheLine() {
        let (row, read) = drawRow(["a"] + Array(repeating: Self.mark, count: 1_000_000))
        #expect(read <= 80 * (DisplayGlyphs<[Unicode.Scalar]>.maximumZeroWidthRun + 2) + 1, "read \(read) scalars")
        // The base with its first four marks, then the marks past the run limit on dotted circles.
        #expect(
            row.unicodeScalars.starts(
                with: "a\u{0301}\u{0301}\u{0301}\u{0301}◌\u{0301}\u{0301}\u{0301}\u{0301}◌".unicodeScalars))
    }

    @Test func aMillionJoinersWithNothingToJoinCostTheRowNotTheLine() {
        let (row, read) = drawRow(["x"] + Array(repeating: Self.joiner, count: 1_000_000))
        #expect(read <= 80 * (DisplayGlyphs<[Unicode.Scalar]>.maximumZeroWidthRun + 2) + 1, "read \(read) scalars")
        // Four joiners stay on the x (as a cell holds them); each run of 32 more shows as one U+FFFD.
        #expect(row.unicodeScalars.starts(with: "x\u{200D}\u{200D}\u{200D}\u{200D}\u{FFFD}\u{FFFD}".unicodeScalars))
    }

    @Test func joinedEmojiStillDrawWholeAndCostTheRow() {
        var scalars: [Unicode.Scalar] = []
        for _ in 0..<100_000 { scalars += ["\u{1F468}", Self.joiner, "\u{1F469}", Self.joiner] }
        let (row, read) = drawRow(scalars)
        #expect(read < 200, "read \(read) scalars")
        #expect(row.unicodeScalars.starts(with: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F468}".unicodeScalars))
    }

    @Test func aShortRunOfMarksStillJoinsItsBase() {
        let (row, _) = drawRow(["e", Self.mark, "x"])
        #expect(row.hasPrefix("e\u{0301}x "))
    }
}
