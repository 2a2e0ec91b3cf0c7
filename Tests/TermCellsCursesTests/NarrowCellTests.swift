import CNcursesw
import Testing

@testable import TermCellsCurses

// In the same serialized suite: ncurses screens are process-wide state.
/// ASCII text goes into the window as narrow cells (`waddchnstr`) when its style's pair fits
/// one: the cells must be those the wide path (`wadd_wchnstr`) stores for the same glyphs.
extension CursesCanvasTests {
    /// The cell ncurses stores at (x, y), as it is.
    func storedCell(_ window: UnsafeMutablePointer<WINDOW>, x: Int, y: Int) -> cchar_t {
        var stored = cchar_t()
        mvwin_wch(window, Int32(y), Int32(x), &stored)
        return stored
    }

    @Test func asciiTextStoresTheCellsItsGlyphsGetOneByOne() throws {
        try withScreen { window, _ in
            start_color()
            use_default_colors()
            // Pairs from 1 fit a narrow cell; pairs from 300 do not, and take the wide path.
            for firstPair: Int32 in [1, 300] {
                let pairs = ColorPairs(enabled: true, firstPair: firstPair)
                let canvas = CursesCanvas(
                    window: window, colorPairs: pairs, bounds: Rect(x: 0, y: 0, width: 40, height: 10))
                let styles = [
                    Style.plain, .bold, Style(foreground: .green, attributes: [.reverse, .bold]),
                    Style(foreground: .indexed(208), background: .blue, attributes: .underline),
                ]
                for (y, style) in styles.enumerated() {
                    canvas.draw("Hello", at: Point(x: 0, y: y), style: style)
                    for (x, glyph) in "Hello".enumerated() {
                        canvas.put(glyph, width: 1, at: Point(x: 10 + x, y: y), style: style)
                    }
                    for x in 0..<5 {
                        var text = storedCell(window, x: x, y: y)
                        var glyph = storedCell(window, x: 10 + x, y: y)
                        #expect(tc_cells_equal(&text, &glyph) != 0, "pairs from \(firstPair), \(style), column \(x)")
                        #expect(tc_cell_pair(&text) == pairs.pair(for: style))
                    }
                }
                #expect(pairs.pair(for: styles[2]) == firstPair)
            }
        }
    }

    @Test func asciiOverHalfOfAWideGlyphBlanksItsOtherHalf() throws {
        try withScreen { window, canvas in
            for style in [Style.plain, .reverse] {
                canvas.draw("漢字", at: Point(x: 2, y: 0))
                // "ab" covers the second half of 漢 and the first half of 字.
                canvas.draw("ab", at: Point(x: 3, y: 0), style: style)
                #expect((1..<7).map { cell(window, x: Int32($0), y: 0).0 }.joined() == "  ab  ")
                for x in [2, 5] {
                    var blank = storedCell(window, x: x, y: 0)
                    #expect(tc_cell_is_plain_blank(&blank) != 0, "\(style), column \(x)")
                }
            }
        }
    }
}
