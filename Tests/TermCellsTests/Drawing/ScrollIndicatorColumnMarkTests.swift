import TermCellsTesting
import Testing

@testable import TermCells

/// ``ScrollIndicatorColumn`` on its own: the marks it keeps follow the canvas's rows through
/// moves, so drawing through it always leaves the column a fresh drawing would, while drawing
/// only the cells whose mark changed.
@Suite struct ScrollIndicatorColumnMarkTests {
    func column(_ buffer: ScreenBuffer, x: Int) -> String {
        String((0..<buffer.size.height).map { buffer.glyph(at: Point(x: x, y: $0)) ?? "?" })
    }

    /// What a fresh column draws for `top` and `thumb` on a canvas `height` rows tall.
    func fresh(height: Int, top: Int, thumb: Range<Int>?) -> String {
        let buffer = ScreenBuffer(width: 3, height: height)
        var marks = ScrollIndicatorColumn()
        marks.draw(in: buffer, x: 2, top: top, thumb: thumb, theme: .dark)
        return column(buffer, x: 2)
    }

    @Test func drawsBlankAboveTheTopThenTheTrackWithItsThumb() {
        #expect(fresh(height: 6, top: 1, thumb: 1..<3) == " │┃┃││")
        #expect(fresh(height: 4, top: 0, thumb: nil) == "    ")
    }

    @Test func anUnchangedColumnDrawsNothingAndAChangeDrawsOnlyItsCells() {
        let buffer = ScreenBuffer(width: 3, height: 5)
        var marks = ScrollIndicatorColumn()
        marks.draw(in: buffer, x: 2, top: 0, thumb: 0..<2, theme: .dark)
        #expect(column(buffer, x: 2) == "┃┃│││")
        for y in 0..<5 { buffer.put("X", width: 1, at: Point(x: 2, y: y), style: .plain) }
        marks.draw(in: buffer, x: 2, top: 0, thumb: 0..<2, theme: .dark)
        #expect(column(buffer, x: 2) == "XXXXX")
        // The thumb moves down a row: row 0 becomes track, row 2 thumb; the rest stay.
        marks.draw(in: buffer, x: 2, top: 0, thumb: 1..<3, theme: .dark)
        #expect(column(buffer, x: 2) == "│X┃XX")
    }

    @Test func theMarksMoveWithTheCanvasRowsSoEveryDrawMatchesAFreshOne() {
        let height = 7
        let buffer = ScreenBuffer(width: 3, height: height)
        var marks = ScrollIndicatorColumn()
        var random = SeededGenerator(seed: 0x5eed)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
        for step in 0..<400 {
            // Rows below a pinned header move on their own: a range that starts at row 0 or 1.
            let first = next(2)
            let distance = next(2 * height + 1) - height
            _ = buffer.moveRows(in: Rect(x: 0, y: first, width: 3, height: height - first), by: distance)
            marks.moveRows(in: first..<height, by: distance)
            let top = next(3)
            let start = next(height)
            let thumb: Range<Int>? = next(5) == 0 ? nil : start..<min(height, start + 1 + next(3))
            marks.draw(in: buffer, x: 2, top: top, thumb: thumb, theme: .dark)
            let expected = fresh(height: height, top: top, thumb: thumb)
            #expect(
                column(buffer, x: 2) == expected,
                "step \(step): moved \(distance), top \(top), thumb \(String(describing: thumb))")
            if column(buffer, x: 2) != expected { break }
        }
    }

    @Test func aResetCanvasIsBlankedAndDrawnWhole() {
        let buffer = ScreenBuffer(width: 3, height: 4)
        var marks = ScrollIndicatorColumn()
        #expect(!marks.isKnown(height: 4))
        for y in 0..<4 { buffer.put("X", width: 1, at: Point(x: 2, y: y), style: .plain) }
        // Unknown marks: the column is blanked first, then drawn.
        marks.draw(in: buffer, x: 2, top: 2, thumb: 0..<1, theme: .dark)
        #expect(column(buffer, x: 2) == "  ┃│")
        #expect(marks.isKnown(height: 4))
        // After a reset (the canvas was cleared), every row counts as blank.
        buffer.fill(Rect(x: 0, y: 0, width: 3, height: 4), style: .plain)
        marks.reset(height: 4)
        marks.draw(in: buffer, x: 2, top: 2, thumb: 0..<1, theme: .dark)
        #expect(column(buffer, x: 2) == "  ┃│")
    }
}
