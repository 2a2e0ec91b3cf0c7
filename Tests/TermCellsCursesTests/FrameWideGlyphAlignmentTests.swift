import CNcursesw
import TermCells
import TerminalModels
import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#endif

extension CursesCanvasTests {
    /// The window's rows as ncurses holds them: what a full repaint would show.
    private func windowLines(_ window: UnsafeMutablePointer<WINDOW>, width: Int, height: Int) -> [String] {
        (0..<height).map { y in
            (0..<width).map { x -> String in
                var cell = cchar_t()
                _ = mvwin_wch(window, Int32(y), Int32(x), &cell)
                if tc_cell_is_continuation(&cell) != 0 { return "" }
                return Unicode.Scalar(UInt32(bitPattern: cell.chars.0)).map { String($0) } ?? " "
            }.joined()
        }
    }

    /// Two frames of a tour-like switch: a row of text ending in a word at the right edge,
    /// then a row of wide glyphs with a border at the edge. Cells the writer skips as
    /// "unchanged" must be unchanged at the same columns, not at the same index of the row
    /// read back (a wide glyph may be read back as one entry for two columns).
    @Test(arguments: ["xterm-256color", "screen", "linux", "vt220", "rxvt-unicode-256color"])
    func aFrameAfterWideGlyphsShowsWhatAFullRepaintShows(terminal: String) throws {
        let (width, height) = (40, 3)
        try withScreen(width: Int32(width), height: Int32(height), terminal: terminal) { window, canvas in
            var writer = FrameWriter()
            writer.adopt(window)
            var model = FrameTerminal(width: width, height: height)
            let frames: [() -> Void] = [
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("  Item 0", at: Point(x: 0, y: 0))
                    _ = canvas.draw("odd", at: Point(x: 37, y: 0))
                    _ = canvas.draw("  Item 1        tail of the row    even", at: Point(x: 0, y: 1))
                },
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("│日本│語 │   │日 │", at: Point(x: 0, y: 0))
                    _ = canvas.draw("│", at: Point(x: 39, y: 0))
                    _ = canvas.draw("日本語  Item 1        tail of the   even", at: Point(x: 0, y: 1))
                },
                {
                    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                    _ = canvas.draw("  Item 0", at: Point(x: 0, y: 0))
                    _ = canvas.draw("odd", at: Point(x: 37, y: 0))
                    _ = canvas.draw("  Item 1        tail of the row    even", at: Point(x: 0, y: 1))
                },
            ]
            for (number, draw) in frames.enumerated() {
                draw()
                var bytes: [UInt8] = []
                try #require(writer.appendChanges(of: window, to: &bytes))
                model.apply(bytes)
                #expect(
                    model.lines == windowLines(window, width: width, height: height),
                    "frame \(number) on \(terminal): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            }
            #expect(model.unknown.isEmpty)
        }
    }
}
