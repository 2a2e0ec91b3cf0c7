import Testing

@testable import TermCells

/// On a canvas that keeps its cells, the scroll indicator's column moves with the rows a scroll
/// moves, and only its cells that change are drawn: a scrolled frame does not redraw the whole
/// column (which made every row of a terminal's window one to send).
@MainActor
@Suite struct ScrollIndicatorColumnTests {
    final class ItemCell: TableCell, ModelTransfer {
        func update(with model: String) { text = model }
    }

    func column(_ buffer: ScreenBuffer, x: Int) -> [Character?] {
        (0..<buffer.size.height).map { buffer.glyph(at: Point(x: x, y: $0)) }
    }

    @Test func aScrollDrawsOnlyTheIndicatorCellsThatChange() {
        let manager = TableManager()
        manager.register(ItemCell.self)
        manager.memoryStorage.setItems((0..<100).map { "item \($0)" })
        let buffer = ScreenBuffer(width: 20, height: 5)
        for _ in 0..<5 {
            buffer.beginFrame()
            manager.host.draw(in: buffer)
            manager.host.handle(KeyEvent(.down))
        }
        // The cursor on item 4, the last row; the thumb (one row of five) on top.
        #expect(column(buffer, x: 19) == ["┃", "│", "│", "│", "│"])
        // Marks in the column show which cells the next frame draws.
        for y in 0..<5 { buffer.put("X", width: 1, at: Point(x: 19, y: y), style: .plain) }
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(buffer.line(0).hasPrefix("  item 1") && buffer.line(4).hasPrefix("  item 5"))
        // The rows moved up by one with their cells; only the top cell (the thumb, where the
        // track moved up) is drawn again: the others already show the track.
        #expect(column(buffer, x: 19) == ["┃", "X", "X", "X", "X"])
        // A frame drawn whole draws the whole column.
        manager.host.setNeedsDisplay()
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(column(buffer, x: 19) == ["┃", "│", "│", "│", "│"])
        // A jump farther than the screen draws the frame whole: the thumb at the bottom.
        manager.host.handle(KeyEvent(.end))
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(column(buffer, x: 19) == ["│", "│", "│", "│", "┃"])
    }
}
