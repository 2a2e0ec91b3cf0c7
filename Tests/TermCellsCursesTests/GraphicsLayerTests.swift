import Testing

@testable import TermCells
@testable import TermCellsCurses

/// What a frame sends for its images drawn in pixels (sixel, iTerm2): each placement once, at its top-left cell with the
/// cursor saved around it; again after a repaint; never over cells something else drew on.
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
}
