import Testing

@testable import TermCells

/// A host blanks the old cells of views that changed and draws again the kept views those
/// cells overlap; that search is needed only when the last frame's views overlapped, which
/// `mayOverlap` rules out in one pass for rows and bands of tiles.
@MainActor
@Suite struct PlacedViewsOverlapTests {
    func views(_ rects: [Rect]) -> [PlacedView] {
        rects.map { PlacedView(view: ReusableView(), rect: $0, wasShown: true) }
    }

    @Test func rowsAndBandsOfTilesDoNotOverlap() {
        let list = (0..<5).map { Rect(x: 0, y: $0, width: 10, height: 1) }
        #expect(!FrameRenderer<ListLayout>.mayOverlap(views(list)))
        // A header, then bands of tiles of two heights on one top row, with spacing.
        let grid =
            [Rect(x: 0, y: -1, width: 20, height: 2)]
            + [Rect(x: 1, y: 1, width: 8, height: 2), Rect(x: 10, y: 1, width: 4, height: 1)]
            + [
                Rect(x: 1, y: 4, width: 4, height: 1), Rect(x: 6, y: 4, width: 4, height: 3),
                Rect(x: 0, y: 3, width: 0, height: 0),
            ]
        #expect(!FrameRenderer<GridLayout>.mayOverlap(views(grid)))
    }

    @Test func anythingElseMayOverlap() {
        // A tile under the tall one before it; one left of the one before on its top row; a
        // view starting on the rows of the band before it.
        let cases: [[Rect]] = [
            [
                Rect(x: 0, y: 0, width: 4, height: 3), Rect(x: 5, y: 0, width: 4, height: 1),
                Rect(x: 0, y: 1, width: 4, height: 1),
            ],
            [Rect(x: 5, y: 0, width: 4, height: 1), Rect(x: 0, y: 0, width: 4, height: 1)],
            [Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 9, y: 1, width: 4, height: 2)],
        ]
        for rects in cases { #expect(FrameRenderer<GridLayout>.mayOverlap(views(rects))) }
    }
}
