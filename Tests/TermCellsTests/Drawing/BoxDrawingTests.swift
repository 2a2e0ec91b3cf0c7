import Testing

@testable import TermCells

/// Boxes and repeated glyphs: the exact cells, the clipping, and the degenerate sizes.
@Suite struct BoxDrawingTests {
    @Test func aBoxDrawsItsOutermostCellsAndLeavesTheInside() {
        let buffer = ScreenBuffer(width: 7, height: 4)
        buffer.draw("inside", at: Point(x: 0, y: 1))
        buffer.drawBox(Rect(x: 1, y: 0, width: 5, height: 4), style: .bold)
        #expect(buffer.lines == [" ┌───┐ ", "i│sid│ ", " │   │ ", " └───┘ "])
        #expect(buffer.style(at: Point(x: 3, y: 3)) == .bold)
        #expect(buffer.style(at: Point(x: 3, y: 1)) == .plain)
    }

    @Test func otherBordersUseTheirOwnGlyphs() {
        let buffer = ScreenBuffer(width: 9, height: 3)
        buffer.drawBox(Rect(x: 0, y: 0, width: 3, height: 3), border: .rounded)
        buffer.drawBox(Rect(x: 3, y: 0, width: 3, height: 3), border: .double)
        buffer.drawBox(Rect(x: 6, y: 0, width: 3, height: 3), border: .ascii)
        #expect(buffer.lines == ["╭─╮╔═╗+-+", "│ │║ ║| |", "╰─╯╚═╝+-+"])
    }

    @Test func boxesTooSmallForAnInsideAreLines() {
        let buffer = ScreenBuffer(width: 5, height: 3)
        buffer.drawBox(Rect(x: 0, y: 0, width: 4, height: 1))
        buffer.drawBox(Rect(x: 4, y: 0, width: 1, height: 3))
        buffer.drawBox(Rect(x: 0, y: 1, width: 2, height: 2))
        buffer.drawBox(Rect(x: 2, y: 1, width: 0, height: 2))
        #expect(buffer.lines == ["────│", "┌┐  │", "└┘  │"])
    }

    @Test func aBoxInAChildCanvasIsClippedToIt() {
        let buffer = ScreenBuffer(width: 8, height: 3)
        let child = buffer.child(in: Rect(x: 2, y: 0, width: 4, height: 3))
        child.drawBox(Rect(x: -1, y: 1, width: 8, height: 5))
        #expect(buffer.lines == ["        ", "  ────  ", "        "])
    }

    @Test func repeatingFillCoversTheClippedRectangle() {
        let buffer = ScreenBuffer(width: 4, height: 2)
        buffer.fill(Rect(x: 2, y: -1, width: 9, height: 2), repeating: "░", style: .dim)
        #expect(buffer.lines == ["  ░░", "    "])
        #expect(buffer.style(at: Point(x: 3, y: 0)) == .dim)
    }
}
