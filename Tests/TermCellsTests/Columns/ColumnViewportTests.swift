import Testing

@testable import TermCells

/// Horizontal geometry: frozen columns stay at the left, the rest scroll under them.
@Suite struct ColumnViewportTests {
    @Test func withoutScrollingColumnsFollowEachOtherWithASeparator() {
        let viewport = ColumnViewport(widths: [3, 4, 5], width: 20)
        #expect(viewport.spans.map(\.x) == [0, 4, 9])
        #expect(viewport.spans.map(\.visibleWidth) == [3, 4, 5])
        #expect(viewport.maximumOffset == 0)
    }

    @Test func scrollingStartsAtAColumnsFirstCellAndTheRightEdgeCutsTheLast() {
        var viewport = ColumnViewport(widths: [6, 6, 6, 6], width: 10)
        viewport.scroll(toColumn: 1)
        #expect(
            viewport.spans == [
                ColumnSpan(column: 1, x: 0, visibleWidth: 6, hiddenLeading: 0, width: 6, isFrozen: false),
                ColumnSpan(column: 2, x: 7, visibleWidth: 3, hiddenLeading: 0, width: 6, isFrozen: false),
            ])
    }

    @Test func frozenColumnsStayWhileTheOthersScrollUnderThem() {
        var viewport = ColumnViewport(widths: [4, 6, 6, 6], frozenCount: 1, width: 12)
        #expect(viewport.frozenWidth == 5)
        #expect(viewport.scrollingWidth == 7)
        viewport.scroll(toColumn: 2)
        #expect(
            viewport.spans == [
                ColumnSpan(column: 0, x: 0, visibleWidth: 4, hiddenLeading: 0, width: 4, isFrozen: true),
                ColumnSpan(column: 2, x: 5, visibleWidth: 6, hiddenLeading: 0, width: 6, isFrozen: false),
            ])
    }

    @Test func scrollingStopsAtTheFirstColumnFromWhichTheRestFits() {
        var viewport = ColumnViewport(widths: [4, 6, 6, 6], frozenCount: 1, width: 12)
        viewport.scroll(toColumn: 1_000)
        // Only the last column (7 with its separator) fits the scrolling part of 7.
        #expect(viewport.firstColumn == 3)
        #expect(viewport.offset == 14)
        viewport.scroll(toColumn: -5)
        #expect(viewport.firstColumn == 1)
        #expect(viewport.offset == 0)
    }

    @Test func revealingAColumnNeverCutsTheOneBeforeIt() {
        var viewport = ColumnViewport(widths: [5, 9, 3, 8], width: 12)
        viewport.reveal(3)
        // Column 3 ends at 29: showing it from 17 would cut column 2 (16 to 18) at its left.
        #expect(viewport.firstColumn == 3)
        #expect(viewport.spans.map(\.hiddenLeading) == [0])
        viewport.reveal(2)
        #expect(viewport.firstColumn == 2)
        #expect(viewport.spans.map(\.column) == [2, 3])
    }

    @Test func revealingAColumnScrollsAsLittleAsNeeded() {
        var viewport = ColumnViewport(widths: [5, 5, 5, 5, 5], width: 12)
        viewport.reveal(2)
        #expect(viewport.offset == 6)  // column 2 and its separator end at 18
        viewport.reveal(3)
        #expect(viewport.offset == 12)
        viewport.reveal(1)
        #expect(viewport.offset == 6)
        viewport.reveal(0)
        #expect(viewport.offset == 0)
    }

    @Test func aColumnWiderThanTheHostIsRevealedFromItsStart() {
        var viewport = ColumnViewport(widths: [5, 40, 5], width: 12)
        viewport.reveal(1)
        #expect(viewport.offset == 6)
        #expect(
            viewport.spans.first
                == ColumnSpan(column: 1, x: 0, visibleWidth: 12, hiddenLeading: 0, width: 40, isFrozen: false))
    }

    @Test func frozenColumnsWiderThanTheHostAreCut() {
        let viewport = ColumnViewport(widths: [8, 8], frozenCount: 2, width: 12)
        #expect(viewport.spans.map(\.visibleWidth) == [8, 3])
        #expect(viewport.scrollingWidth == 0)
    }
}
