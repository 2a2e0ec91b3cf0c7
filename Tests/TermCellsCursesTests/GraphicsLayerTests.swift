import Testing

@testable import TermCells
@testable import TermCellsCurses

/// What a frame sends for its images drawn in pixels (sixel, iTerm2, kitty's direct placements): each placement once,
/// at its top-left cell with the cursor saved around it; again after a repaint; never over cells something else drew
/// on; and a kitty placement deleted once it is no longer shown, its image uploaded again after a repaint.
@MainActor
@Suite struct GraphicsLayerTests {
    static let picture = GraphicsLayer.Placement(id: 7, cells: Rect(x: 4, y: 2, width: 3, height: 2))
    static let sixel: [UInt8] = Array("\u{1B}Pq#0~\u{1B}\\".utf8)
    static var sent: [UInt8] { Array("\u{1B}7\u{1B}[3;5H".utf8) + sixel + Array("\u{1B}8".utf8) }

    @Test func aPlacementIsSentOnceUntilARepaint() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.sixel)
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == Self.sent)
        layer.place(Self.picture, image: Self.sixel)
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == [])
        // Not drawn again (its view did not change): still shown while its cells are marked.
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == [])
        layer.place(Self.picture, image: Self.sixel)
        #expect(layer.takeFrameBytes(repainted: true) { _ in true } == Self.sent)
    }

    @Test func aPlacementWhoseCellsWereDrawnOverIsNotSent() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.sixel)
        #expect(layer.takeFrameBytes(repainted: false) { _ in false } == [])
        // Its cells marked again, it is sent: it was not on the screen.
        layer.place(Self.picture, image: Self.sixel)
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == Self.sent)
    }

    @Test func aPlacementMovedIsSentAtItsNewPlace() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.sixel)
        _ = layer.takeFrameBytes(repainted: false) { _ in true }
        let moved = GraphicsLayer.Placement(id: 7, cells: Rect(x: 4, y: 5, width: 3, height: 2))
        layer.place(moved, image: Self.sixel)
        #expect(
            layer.takeFrameBytes(repainted: false) { $0 == moved.cells }
                == Array("\u{1B}7\u{1B}[6;5H".utf8) + Self.sixel + Array("\u{1B}8".utf8))
    }

    static let place: [UInt8] = Array("\u{1B}_Ga=p,i=7,p=1\u{1B}\\".utf8)
    static let erase: [UInt8] = Array("\u{1B}_Ga=d,d=i,i=7,p=1\u{1B}\\".utf8)
    static let upload: [UInt8] = Array("\u{1B}_Ga=t,i=7;iVBO\u{1B}\\".utf8)

    static func kittyPlaced(at row: Int, _ column: Int) -> [UInt8] {
        Array("\u{1B}7\u{1B}[\(row);\(column)H".utf8) + place + Array("\u{1B}8".utf8)
    }

    @Test func aKittyPlacementIsDeletedOnceItsCellsAreDrawnOver() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.place, erase: Self.erase, upload: Self.upload)
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == Self.kittyPlaced(at: 3, 5))
        // Still marked and not drawn again: nothing to send.
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == [])
        // An overlay wrote over its cells: text does not erase a kitty image, the layer does.
        #expect(layer.takeFrameBytes(repainted: false) { _ in false } == Self.erase)
        #expect(layer.takeFrameBytes(repainted: false) { _ in false } == [])
    }

    @Test func aRepaintDeletesKittysPlacementsAndUploadsTheirImageBeforePlacingThemAgain() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.place, erase: Self.erase, upload: Self.upload)
        _ = layer.takeFrameBytes(repainted: false) { _ in true }
        layer.place(Self.picture, image: Self.place, erase: Self.erase, upload: Self.upload)
        #expect(
            layer.takeFrameBytes(repainted: true) { _ in true } == Self.erase + Self.upload + Self.kittyPlaced(at: 3, 5)
        )
        #expect(layer.uploadedAgain == [7])
    }

    @Test func aKittyPlacementMovedIsDeletedAtItsOldPlaceFirst() {
        let layer = GraphicsLayer()
        layer.place(Self.picture, image: Self.place, erase: Self.erase)
        _ = layer.takeFrameBytes(repainted: false) { _ in true }
        // One row down: it overlaps its old place, whose cells are still marked.
        let moved = GraphicsLayer.Placement(id: 7, cells: Rect(x: 4, y: 3, width: 3, height: 2))
        layer.place(moved, image: Self.place, erase: Self.erase)
        #expect(layer.takeFrameBytes(repainted: false) { _ in true } == Self.erase + Self.kittyPlaced(at: 4, 5))
    }
}
