import Testing

@testable import TermCells

@Suite struct ChildCanvasTests {
    @Test func childDrawsInLocalCoordinatesAndClipsToItsRect() {
        let buffer = ScreenBuffer(width: 10, height: 2)
        let child = buffer.child(in: Rect(x: 2, y: 1, width: 4, height: 1))
        #expect(child.size == Size(width: 4, height: 1))
        child.draw("abcdefg", at: .zero)
        #expect(buffer.lines == ["          ", "  abcd    "])
    }

    @Test func childFillStaysInsideIt() {
        let buffer = ScreenBuffer(width: 6, height: 3)
        buffer.child(in: Rect(x: 1, y: 1, width: 2, height: 1)).fill(
            Rect(x: -5, y: -5, width: 50, height: 50), style: .reverse)
        #expect(buffer.style(at: Point(x: 1, y: 1)) == .reverse)
        #expect(buffer.style(at: Point(x: 2, y: 1)) == .reverse)
        #expect(buffer.style(at: Point(x: 0, y: 1)) == .plain)
        #expect(buffer.style(at: Point(x: 3, y: 1)) == .plain)
        #expect(buffer.style(at: Point(x: 1, y: 0)) == .plain)
        #expect(buffer.style(at: Point(x: 1, y: 2)) == .plain)
    }

    @Test func grandchildClipsToEveryAncestor() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        let child = buffer.child(in: Rect(x: 2, y: 0, width: 6, height: 1))
        let grandchild = child.child(in: Rect(x: 3, y: 0, width: 6, height: 1))
        #expect(grandchild.size == Size(width: 6, height: 1))
        grandchild.draw("123456", at: .zero)
        #expect(buffer.lines == ["     123  "])
    }

    @Test func grandchildOfAnExistentialParentClipsToo() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        let child: any Canvas = buffer.child(in: Rect(x: 1, y: 0, width: 3, height: 1))
        child.child(in: Rect(x: 1, y: 0, width: 9, height: 1)).draw("abcdef", at: .zero)
        #expect(buffer.lines == ["  ab      "])
    }

    @Test func wideGlyphCutByAnAncestorLeavesABlank() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.draw("xxxxxxxxxx", at: .zero)
        let child = buffer.child(in: Rect(x: 0, y: 0, width: 5, height: 1))
        let grandchild = child.child(in: Rect(x: 3, y: 0, width: 4, height: 1))
        grandchild.draw("a漢", at: .zero, style: .bold)
        #expect(buffer.lines == ["xxxa xxxxx"])
        #expect(buffer.style(at: Point(x: 4, y: 0)) == .bold)
        #expect(buffer.style(at: Point(x: 5, y: 0)) == .plain)
    }

    @Test func rectPartlyLeftOfTheParentShowsItsVisiblePart() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.child(in: Rect(x: -3, y: 0, width: 5, height: 1)).draw("abcde", at: .zero)
        #expect(buffer.lines == ["de        "])
    }

    @Test func negativeOrFarAwayRectsGiveEmptyCanvases() {
        let buffer = ScreenBuffer(width: 4, height: 2)
        let negative = buffer.child(in: Rect(x: 1, y: 1, width: -5, height: 3))
        #expect(negative.size == Size(width: 0, height: 3))
        negative.draw("abcd", at: .zero)
        negative.fill(style: .reverse)
        let far = buffer.child(in: Rect(x: 100, y: -100, width: 3, height: 1))
        far.draw("abc", at: .zero)
        far.fill(style: .reverse)
        far.child(in: Rect(x: -100, y: 100, width: 50, height: 50)).draw("abc", at: .zero)
        #expect(buffer.lines == ["    ", "    "])
        #expect(buffer.style(at: Point(x: 1, y: 1)) == .plain)
    }
}
