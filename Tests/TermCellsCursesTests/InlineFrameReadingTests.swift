import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// What inline mode reads back from ncurses' window: the glyphs, attributes and colours the
/// canvas drew, wide glyphs as a cell and its continuation.
@MainActor @Suite(.serialized) struct InlineFrameReadingTests {
    @Test func theFrameHoldsWhatTheCanvasDrew() throws {
        try CursesCanvasTests().withScreen(width: 12, height: 4) { window, _ in
            start_color()
            use_default_colors()
            let canvas = CursesCanvas(
                window: window, colorPairs: ColorPairs(enabled: true), bounds: Rect(x: 0, y: 0, width: 12, height: 4))
            canvas.fill(Rect(x: 0, y: 0, width: 12, height: 4), style: .plain)
            _ = canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(foreground: .brightWhite, background: .blue))
            _ = canvas.draw("漢x", at: Point(x: 1, y: 1), style: .bold)
            let frame = try InlineFrame.read(from: window, rows: 2)
            #expect(frame.width == 12 && frame.height == 2)
            #expect(
                frame[0, 0]
                    == InlineCell(text: "a", width: 1, style: InlineStyle(attributes: 0, foreground: 15, background: 4))
            )
            #expect(frame[2, 0] == .blank)
            #expect(frame[1, 1] == InlineCell(text: "漢", width: 2, style: InlineStyle(attributes: InlineStyle.bold)))
            #expect(frame[2, 1].isContinuation)
            #expect(frame[3, 1] == InlineCell(text: "x", width: 1, style: InlineStyle(attributes: InlineStyle.bold)))
        }
    }

    /// With true colour, a cell in a 24-bit colour reads back in it, and the inline renderer
    /// sends it as it is.
    @Test func aTrueColourCellReadsBackInItsColourAndIsSentAsItIs() throws {
        try CursesCanvasTests().withScreen(width: 12, height: 4) { window, _ in
            start_color()
            use_default_colors()
            let pairs = ColorPairs(enabled: true, trueColor: true)
            let canvas = CursesCanvas(window: window, colorPairs: pairs, bounds: Rect(x: 0, y: 0, width: 12, height: 4))
            canvas.fill(Rect(x: 0, y: 0, width: 12, height: 4), style: .plain)
            _ = canvas.draw("a", at: .zero, style: Style(foreground: Color(hex: 0xFF8700), background: .blue))
            let frame = try InlineFrame.read(from: window, rows: 1, colorPairs: pairs)
            let orange = InlineStyle.number(red: 255, green: 135, blue: 0)
            #expect(frame[0, 0].style == InlineStyle(attributes: 0, foreground: orange, background: 4))
            var renderer = InlineRenderer(sequences: StyleSequences())
            let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
            #expect(bytes.contains("\u{1B}[38;2;255;135;0m\u{1B}[44ma"), "\(bytes.debugDescription)")
        }
    }
}
