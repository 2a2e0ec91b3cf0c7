import Testing

@testable import TermCells

/// Plain ASCII text is written as one run; it must land exactly where glyph-by-glyph drawing would.
@Suite struct AsciiRunTests {
    @Test func runsAreClippedByEveryAncestorLikeGlyphs() {
        let buffer = ScreenBuffer(width: 12, height: 2)
        let child = buffer.child(in: Rect(x: 2, y: 0, width: 6, height: 2)).child(
            in: Rect(x: 1, y: 1, width: 10, height: 1))
        let advanced = child.draw("abcdefghij", at: Point(x: -2, y: 0), style: .bold)
        #expect(advanced == 10)
        #expect(buffer.lines == ["            ", "   cdefg    "])
        #expect(buffer.style(at: Point(x: 3, y: 1)) == .bold)
        #expect(buffer.style(at: Point(x: 8, y: 1)) == .plain)
    }

    @Test func alignedASCIIFillsItsSpanAndMatchesTheGlyphPath() {
        let fast = ScreenBuffer(width: 10, height: 1)
        fast.draw("abc", at: Point(x: 1, y: 0), width: 7, alignment: .center, style: .reverse)
        let slow = ScreenBuffer(width: 10, height: 1)
        slow.draw("ab\u{301}c", at: Point(x: 1, y: 0), width: 7, alignment: .center, style: .reverse)
        #expect(fast.lines == [" " + "  abc  " + "  "])
        #expect((1...7).allSatisfy { fast.style(at: Point(x: $0, y: 0)) == .reverse })
        #expect(fast.style(at: Point(x: 0, y: 0)) == .plain)
        #expect(slow.lines == [" " + "  ab\u{301}c  " + "  "])
    }

    @Test func controlCharactersStillTakeTheSanitisingPath() {
        let buffer = ScreenBuffer(width: 8, height: 1)
        buffer.draw("a\u{7}b", at: .zero)
        #expect(buffer.lines == ["a^Gb    "])
    }
}
