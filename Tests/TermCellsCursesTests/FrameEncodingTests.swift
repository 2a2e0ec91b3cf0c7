import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// How the frame writer encodes a run: a style change sends only what changes, and a run of
/// blanks an erase cannot draw is one space and the terminal's repeat (`rep`) when its
/// terminfo has it.
/// A live log's highlighted row (reverse video, a coloured level, padded with reverse spaces
/// to the screen's width) cost 245 bytes a frame with a reset before each style and the
/// padding as spaces.
extension CursesCanvasTests {
    static let esc = "\u{1B}"

    /// The bytes of the first frame a new writer sends after `draw` drew into `window`, whose
    /// rows were blank when the writer took them.
    func firstFrame(_ window: UnsafeMutablePointer<WINDOW>, _ draw: () -> Void) throws -> String {
        var writer = FrameWriter()
        writer.adopt(window)
        draw()
        var bytes: [UInt8] = []
        try #require(writer.appendChanges(of: window, to: &bytes))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A highlighted log row, 40 columns: "12:00 " reverse, "INFO  " reverse and green,
    /// "message" reverse, then reverse spaces to the end.
    func drawHighlightedRow(_ canvas: CursesCanvas) {
        let reverse = Style(attributes: .reverse)
        canvas.fill(Rect(x: 0, y: 0, width: 40, height: 1), style: reverse)
        _ = canvas.draw("12:00 ", at: Point(x: 0, y: 0), style: reverse)
        _ = canvas.draw("INFO  ", at: Point(x: 6, y: 0), style: Style(foreground: .green, attributes: .reverse))
        _ = canvas.draw("message", at: Point(x: 12, y: 0), style: reverse)
    }

    func coloredCanvas(_ window: UnsafeMutablePointer<WINDOW>) -> CursesCanvas {
        start_color()
        use_default_colors()
        return CursesCanvas(
            window: window, colorPairs: ColorPairs(enabled: true), bounds: Rect(x: 0, y: 0, width: 40, height: 4))
    }

    @Test func aStyleChangeSendsOnlyWhatChangesAndTheReversePaddingIsRepeated() throws {
        try withScreen(width: 40, height: 4) { window, _ in
            let canvas = coloredCanvas(window)
            #expect(FrameWriter.isSupported())
            let text = try firstFrame(window) { drawHighlightedRow(canvas) }
            let e = Self.esc
            // The style after `adopt` is not known: the first change is the entry's `sgr`; the
            // green level adds its colour alone and takes it back with 39 (the entry has `AX`); the 21 spaces are one
            // space and 20 repeats; the frame ends in the default style.
            #expect(
                text == "\(e)[1;1H\(e)(B\(e)[0;7m12:00 \(e)[32mINFO  \(e)[39mmessage \(e)[20b\(e)(B\(e)[m",
                "\(text.debugDescription)")
        }
    }

    /// Only blanks are repeated: text stays text in the byte stream (a program or a harness
    /// that looks for `Item 9999999` in a recording finds it), tmux 3.3 repeats nothing after a
    /// character outside ASCII, and a wide glyph's or a base with marks' repeat differs between
    /// terminals.
    @Test func onlyBlanksAreRepeatedNotTextBoxLinesWideGlyphsNorCharactersWithMarks() throws {
        try withScreen(width: 40, height: 4) { window, canvas in
            let text = try firstFrame(window) {
                _ = canvas.draw(String(repeating: "─", count: 12), at: Point(x: 0, y: 0))
                _ = canvas.draw(String(repeating: "界", count: 6), at: Point(x: 0, y: 1))
                _ = canvas.draw(String(repeating: "e\u{301}", count: 8), at: Point(x: 0, y: 2))
                _ = canvas.draw("x" + String(repeating: "=", count: 5) + "y", at: Point(x: 0, y: 3))
                _ = canvas.draw("x" + String(repeating: "=", count: 6) + "y", at: Point(x: 20, y: 3))
            }
            let e = Self.esc
            let expected =
                "\(e)[1;1H\(e)(B\(e)[m" + String(repeating: "─", count: 12) + "\(e)[2;1H"
                + String(repeating: "界", count: 6)
                + "\(e)[K\(e)[3;1H"
                + String(repeating: "e\u{301}", count: 8) + "\(e)[4;1Hx=====y\(e)[13Cx======y"
            #expect(text == expected, "\(text.debugDescription)")
        }
    }

    /// A terminal whose terminfo has no `rep` (the Linux console's) gets the spaces.
    @Test func withoutRepInTheTerminfoTheRunIsWrittenOut() throws {
        try withScreen(width: 40, height: 4, terminal: "linux") { window, _ in
            let canvas = coloredCanvas(window)
            #expect(FrameWriter.isSupported())
            #expect(!FrameWriter().erases.repeats)
            let text = try firstFrame(window) { drawHighlightedRow(canvas) }
            let e = Self.esc
            let expected =
                "\(e)[1;1H\(e)[0;10;7m\u{0F}12:00 \(e)[32mINFO  \(e)[39mmessage" + String(repeating: " ", count: 21)
                + "\(e)[m\u{0F}"
            #expect(text == expected, "\(text.debugDescription)")
        }
    }
}
