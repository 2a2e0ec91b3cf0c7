import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#endif

/// Palette colours on direct-colour entries (`xterm-direct`, `konsole-direct`), whose `setaf`
/// and `setab` take a colour number past the first 8 as an RGB value: a palette colour goes
/// out as its RGB value in xterm's palette, in the entry's own form (colons on xterm-direct,
/// semicolons on konsole-direct), and the first 8 as the entry's palette colours.
extension CursesCanvasTests {
    /// The highlighted row's white (bright white, 15) on the grid's tile 196, then red (1).
    func drawPaletteColors(_ canvas: CursesCanvas) {
        _ = canvas.draw("ab", at: .zero, style: Style(foreground: .brightWhite, background: .indexed(196)))
        _ = canvas.draw("cd", at: Point(x: 2, y: 0), style: Style(foreground: .red, background: .indexed(17)))
    }

    @Test(arguments: [
        ("xterm-direct", "38:2::255:255:255", "48:2::255:0:0", "48:2::0:0:95"),
        ("konsole-direct", "38;2;255;255;255", "48;2;255;0;0", "48;2;0;0;95"),
    ])
    func paletteColoursAreSentAsTheirRGBValuesOnDirectColourEntries(
        terminal: String, white: String, tile: String, navy: String
    ) throws {
        // The colours go through ncurses' pairs, as the palette's do on any terminal.
        let text = try trueColorFrame(terminal: terminal, trueColor: true, drawPaletteColors)
        let e = Self.esc
        #expect(text.contains("\(e)[\(white)m\(e)[\(tile)mab"), "\(terminal): \(text.debugDescription)")
        #expect(text.contains("\(e)[31m\(e)[\(navy)mcd"), "\(terminal): \(text.debugDescription)")
    }

    /// ncurses paints the first frame and every frame after a resize: its pairs hold the same
    /// colours, sent in the entry's `setaf` and `setab`.
    @Test(arguments: [
        ("xterm-direct", "38:2::255:255:255", "48:2::255:0:0"), ("konsole-direct", "38;2;255;255;255", "48;2;255;0;0"),
    ])
    func ncursesPaintsPaletteColoursAsTheirRGBValuesToo(terminal: String, white: String, tile: String) throws {
        try withScreen(width: 20, height: 2, terminal: terminal) { window, _, controller in
            start_color()
            use_default_colors()
            let canvas = CursesCanvas(
                window: window, colorPairs: ColorPairs(enabled: true), bounds: Rect(x: 0, y: 0, width: 20, height: 2))
            drawPaletteColors(canvas)
            wrefresh(window)
            let text = String(decoding: Self.readAvailable(from: controller), as: UTF8.self)
            let e = Self.esc
            #expect(text.contains("\(e)[\(white)m"), "\(terminal): \(text.debugDescription)")
            #expect(text.contains("\(e)[\(tile)m"), "\(terminal): \(text.debugDescription)")
        }
    }

    /// What the pseudo-terminal's controller has to read now.
    static func readAvailable(from controller: Int32) -> [UInt8] {
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return bytes }
            bytes += buffer.prefix(count)
        }
    }

    /// The first 8 stay the entry's own; past them each entry's form of the colour, and
    /// colours are the palette's on an entry that is not a direct-colour one.
    @Test(arguments: [
        ("xterm-direct", 8), ("konsole-direct", 8), ("xterm-direct16", 16), ("xterm-direct256", 256),
        ("xterm-256color", 256),
    ])
    func directColourEntriesKeepTheirOwnPaletteColoursOnly(terminal: String, kept: Int) throws {
        try withScreen(terminal: terminal) { _, _ in
            let palette = DirectColorPalette()
            #expect(palette.indexedColors == kept)
            #expect(palette.number(ofPalette: 7) == 7)
            #expect(palette.number(ofPalette: 196) == (kept < 256 ? 0xFF0000 : 196))
        }
    }
}
