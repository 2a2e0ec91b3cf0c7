import Testing

@testable import TermCells

@Suite struct ScreenBufferTests {
    @Test func newBufferIsBlank() {
        let buffer = ScreenBuffer(width: 3, height: 2)
        #expect(buffer.lines == ["   ", "   "])
        #expect(buffer.style(at: Point(x: 2, y: 1)) == .plain)
        #expect(buffer.style(at: Point(x: 3, y: 0)) == nil)
        #expect(buffer.glyph(at: Point(x: -1, y: 0)) == nil)
    }

    @Test func wideGlyphTakesTwoCellsAndAppearsOnceInItsLine() {
        let buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("漢", width: 2, at: Point(x: 1, y: 0), style: .bold)
        #expect(buffer.lines == [" 漢  "])
        #expect(buffer.glyph(at: Point(x: 1, y: 0)) == "漢")
        #expect(buffer.glyph(at: Point(x: 2, y: 0)) == nil)
        #expect(buffer.cell(at: Point(x: 2, y: 0))?.isContinuation == true)
        #expect(buffer.style(at: Point(x: 2, y: 0)) == .bold)
        #expect(buffer.lines[0].displayWidth == 5)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: .zero, style: .plain)
        buffer.put("x", width: 1, at: Point(x: 1, y: 0), style: .plain)
        #expect(buffer.lines == [" x  "])
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: .zero, style: .plain)
        buffer.put("y", width: 1, at: .zero, style: .plain)
        #expect(buffer.lines == ["y   "])
        #expect(buffer.cell(at: Point(x: 1, y: 0)) == .blank())
    }

    @Test func wideGlyphOverlappingAnotherBlanksItsOtherHalf() {
        let buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("漢", width: 2, at: .zero, style: .plain)
        buffer.put("字", width: 2, at: Point(x: 1, y: 0), style: .plain)
        #expect(buffer.lines == [" 字  "])
        buffer.put("漢", width: 2, at: Point(x: 2, y: 0), style: .plain)
        #expect(buffer.lines == ["  漢 "])
        #expect(buffer.lines[0].displayWidth == 5)
    }

    @Test func fillOverHalfAWideGlyphBlanksAllOfIt() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("漢", width: 2, at: Point(x: 1, y: 0), style: .plain)
        buffer.fill(Rect(x: 2, y: 0, width: 1, height: 1), style: .reverse)
        #expect(buffer.lines == ["    "])
        #expect(buffer.style(at: Point(x: 2, y: 0)) == .reverse)
        #expect(buffer.style(at: Point(x: 1, y: 0)) == .plain)
    }

    @Test func glyphThatDoesNotFitIsIgnored() {
        let buffer = ScreenBuffer(width: 3, height: 1)
        buffer.put("漢", width: 2, at: Point(x: 2, y: 0), style: .plain)
        buffer.put("a", width: 1, at: Point(x: -1, y: 0), style: .plain)
        buffer.put("a", width: 3, at: .zero, style: .plain)
        buffer.put("a", width: 0, at: .zero, style: .plain)
        #expect(buffer.lines == ["   "])
    }

    @Test func stylesAreRecordedPerCell() {
        let buffer = ScreenBuffer(width: 4, height: 1)
        let red = Style(foreground: .red)
        buffer.draw("ab", at: .zero, style: red)
        buffer.draw("c", at: Point(x: 2, y: 0), style: .bold)
        #expect(buffer.style(at: Point(x: 0, y: 0)) == red)
        #expect(buffer.style(at: Point(x: 1, y: 0)) == red)
        #expect(buffer.style(at: Point(x: 2, y: 0)) == .bold)
        #expect(buffer.style(at: Point(x: 3, y: 0)) == .plain)
    }

    @Test func resizeKeepsTheTopLeftAndDropsCutWideGlyphs() {
        let buffer = ScreenBuffer(width: 5, height: 2)
        buffer.draw("ab漢", at: .zero)
        buffer.draw("xyz", at: Point(x: 0, y: 1))
        buffer.resize(width: 3, height: 1)
        #expect(buffer.size == Size(width: 3, height: 1))
        #expect(buffer.lines == ["ab "])
        buffer.resize(width: 4, height: 2)
        #expect(buffer.lines == ["ab  ", "    "])
        buffer.resize(width: -1, height: 3)
        #expect(buffer.lines == ["", "", ""])
    }

    @Test func clearBlanksEverything() {
        let buffer = ScreenBuffer(width: 3, height: 1)
        buffer.draw("abc", at: .zero, style: .bold)
        buffer.clear()
        #expect(buffer.lines == ["   "])
        #expect(buffer.style(at: Point(x: 1, y: 0)) == .plain)
    }

    @Test func descriptionFramesTheLines() {
        let buffer = ScreenBuffer(width: 4, height: 2)
        buffer.draw("漢a", at: .zero)
        #expect(buffer.description == "┌────┐\n│漢a │\n│    │\n└────┘")
    }
}
