import Testing

@testable import TermCells

@Suite struct CanvasTextTests {
    @Test func textIsDrawnFromThePointAndReturnsItsWidth() {
        let buffer = ScreenBuffer(width: 10, height: 2)
        let advanced = buffer.draw("hello", at: Point(x: 1, y: 1))
        #expect(buffer.lines == ["          ", " hello    "])
        #expect(advanced == 5)
        #expect(buffer.draw("漢字", at: .zero) == 4)
    }

    @Test func textPastTheRightEdgeIsClipped() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        let advanced = buffer.draw("abcdefghijkl", at: Point(x: 5, y: 0))
        #expect(buffer.lines == ["     abcde"])
        #expect(advanced == 5)
    }

    @Test func wideGlyphCutByTheRightEdgeLeavesABlank() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.draw("xxxxxxxxxx", at: .zero)
        buffer.draw("漢字", at: Point(x: 7, y: 0), style: .bold)
        #expect(buffer.lines == ["xxxxxxx漢 "])
        #expect(buffer.style(at: Point(x: 9, y: 0)) == .bold)
    }

    @Test func aMarkAfterTheLastColumnsLetterIsDrawnWithIt() {
        let buffer = ScreenBuffer(width: 3, height: 1)
        #expect(buffer.draw("abe\u{301}\u{301}x", at: .zero) == 3)
        #expect(buffer.lines == ["abe\u{301}\u{301}"])
    }

    @Test func negativeXShowsOnlyTheVisiblePart() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        let advanced = buffer.draw("abcdef", at: Point(x: -2, y: 0))
        #expect(buffer.lines == ["cdef      "])
        #expect(advanced == 6)
    }

    @Test func wideGlyphCutByTheLeftEdgeLeavesABlank() {
        let buffer = ScreenBuffer(width: 6, height: 1)
        buffer.draw("xxxxxx", at: .zero)
        buffer.draw("漢字", at: Point(x: -1, y: 0), style: .underline)
        #expect(buffer.lines == [" 字xxx"])
        #expect(buffer.style(at: .zero) == .underline)
    }

    @Test func rowsOutsideTheCanvasDrawNothing() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        buffer.draw("abcd", at: Point(x: 0, y: 1))
        buffer.draw("abcd", at: Point(x: 0, y: -1))
        buffer.draw("abcd", at: Point(x: 4, y: 0))
        #expect(buffer.lines == ["    "])
    }

    @Test func controlsAreDrawnAsPlaceholders() {
        let buffer = ScreenBuffer(width: 12, height: 1)
        buffer.draw("a\u{1B}[31mb\u{9B}", at: .zero)
        #expect(buffer.lines == ["a^[[31mbM-^["])
    }

    @Test func alignedTextFillsItsSpanInTheStyle() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.draw("ab", at: Point(x: 1, y: 0), width: 5, alignment: .center, style: .reverse)
        #expect(buffer.lines == ["  ab      "])
        #expect(buffer.style(at: Point(x: 0, y: 0)) == .plain)
        for x in 1...5 { #expect(buffer.style(at: Point(x: x, y: 0)) == .reverse) }
        #expect(buffer.style(at: Point(x: 6, y: 0)) == .plain)
    }

    @Test func alignedTextIsTruncatedToItsSpan() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.draw("abcdefgh", at: Point(x: 2, y: 0), width: 5, alignment: .right)
        #expect(buffer.lines == ["  abcd…   "])
        buffer.draw("漢字漢字", at: Point(x: 0, y: 0), width: 4)
        #expect(buffer.lines == ["漢… cd…   "])
    }

    @Test func rowTextSpansTheCanvas() {
        let buffer = ScreenBuffer(width: 10, height: 2)
        buffer.draw("Title", row: 1, alignment: .right, style: .bold)
        #expect(buffer.lines == ["          ", "     Title"])
        #expect(buffer.style(at: Point(x: 0, y: 1)) == .bold)
    }

    @Test func fillHelpersCoverTheCanvasAndARow() {
        let buffer = ScreenBuffer(width: 3, height: 2)
        buffer.draw("abc", at: .zero)
        buffer.fill(row: 1, style: .reverse)
        #expect(buffer.style(at: Point(x: 2, y: 1)) == .reverse)
        #expect(buffer.style(at: Point(x: 2, y: 0)) == .plain)
        buffer.fill(style: .dim)
        #expect(buffer.lines == ["   ", "   "])
        #expect(buffer.style(at: Point(x: 0, y: 0)) == .dim)
    }
}
