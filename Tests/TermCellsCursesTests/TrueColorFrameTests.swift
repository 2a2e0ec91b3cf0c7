import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// 24-bit colours in the frame writer's bytes, at each level of colour a terminal has: sent as
/// they are with true colour, as the nearest of the palette without it, not at all without
/// colours; and a pair per combination on screen at most, however many colours a program draws.
extension CursesCanvasTests {
    static let orange = Color.rgb(red: 255, green: 135, blue: 0)
    static let pureRed = Color.rgb(red: 255, green: 0, blue: 0)

    /// An ncurses screen of `terminal` (colours on unless `colors` is false, true colour as
    /// `trueColor` says, links as `links` says), a canvas over it and a writer that adopted its blank window.
    struct TrueColorScreen {
        let window: UnsafeMutablePointer<WINDOW>
        let pairs: ColorPairs
        let canvas: CursesCanvas
        var writer: FrameWriter

        /// The bytes of the frame the writer sends for what was drawn since the last one.
        mutating func frame() throws -> String {
            var bytes: [UInt8] = []
            try #require(writer.appendChanges(of: window, to: &bytes))
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    func withTrueColorScreen(
        width: Int32 = 20, height: Int32 = 2, terminal: String = "xterm-256color", colors: Bool = true,
        trueColor: Bool = true, links: Bool = false, _ body: (inout TrueColorScreen) throws -> Void
    ) throws {
        try withScreen(width: width, height: height, terminal: terminal) { window, _ in
            if colors {
                start_color()
                use_default_colors()
            }
            let pairs = ColorPairs(enabled: colors, trueColor: trueColor, links: links)
            let canvas = CursesCanvas(
                window: window, colorPairs: pairs, bounds: Rect(x: 0, y: 0, width: Int(width), height: Int(height)))
            var screen = TrueColorScreen(
                window: window, pairs: pairs, canvas: canvas, writer: FrameWriter(colorPairs: pairs))
            screen.writer.adopt(window)
            try body(&screen)
        }
    }

    /// The bytes of the writer's first frame after `draw` drew (see ``withTrueColorScreen``).
    func trueColorFrame(
        terminal: String, colors: Bool = true, trueColor: Bool, _ draw: (CursesCanvas) -> Void
    ) throws -> String {
        var text = ""
        try withTrueColorScreen(terminal: terminal, colors: colors, trueColor: trueColor) { screen in
            draw(screen.canvas)
            text = try screen.frame()
        }
        return text
    }

    func drawRedOnOrange(_ canvas: CursesCanvas) {
        _ = canvas.draw("ab", at: Point(x: 0, y: 0), style: Style(foreground: Self.pureRed, background: Self.orange))
    }

    @Test func trueColourIsSentAsItIs() throws {
        let text = try trueColorFrame(terminal: "xterm-256color", trueColor: true, drawRedOnOrange)
        let e = Self.esc
        #expect(
            text == "\(e)[1;1H\(e)(B\(e)[m\(e)[38;2;255;0;0m\(e)[48;2;255;135;0mab\(e)(B\(e)[m",
            "\(text.debugDescription)")
    }

    /// Red is the cube's 196, orange its 208.
    @Test func on256ColoursTheNearestOfThePaletteIsSent() throws {
        let text = try trueColorFrame(terminal: "xterm-256color", trueColor: false, drawRedOnOrange)
        let e = Self.esc
        #expect(text == "\(e)[1;1H\(e)(B\(e)[m\(e)[38;5;196m\(e)[48;5;208mab\(e)(B\(e)[m", "\(text.debugDescription)")
    }

    /// Red is bright red (9), orange yellow (3) among xterm's 16.
    @Test func on16ColoursTheNearestOfTheSixteenIsSent() throws {
        let text = try trueColorFrame(terminal: "xterm-16color", trueColor: false, drawRedOnOrange)
        let e = Self.esc
        #expect(text == "\(e)[1;1H\(e)(B\(e)[m\(e)[91m\(e)[43mab\(e)(B\(e)[m", "\(text.debugDescription)")
    }

    /// On 8 colours, the nearest of the 16 without its bright half: red 1, yellow 3.
    @Test func on8ColoursTheNormalHalfIsSent() throws {
        let text = try trueColorFrame(terminal: "xterm", trueColor: false, drawRedOnOrange)
        let e = Self.esc
        #expect(text == "\(e)[1;1H\(e)(B\(e)[m\(e)[31m\(e)[43mab\(e)(B\(e)[m", "\(text.debugDescription)")
    }

    /// Without colours no colour is sent, and a coloured background shows reversed.
    @Test func withoutColoursNoColourIsSentAndABackgroundIsReversed() throws {
        let text = try trueColorFrame(terminal: "xterm-256color", colors: false, trueColor: true, drawRedOnOrange)
        let e = Self.esc
        #expect(text == "\(e)[1;1H\(e)(B\(e)[0;7mab\(e)(B\(e)[m", "\(text.debugDescription)")
    }

    /// Two colours with the same nearest palette entry (196) are two colours: the second frame
    /// sends the change.
    @Test func aChangeBetweenTwoColoursOfOneFallbackIsSent() throws {
        try withTrueColorScreen { screen in
            _ = screen.canvas.draw("ab", at: .zero, style: Style(foreground: Self.pureRed))
            _ = try screen.frame()
            _ = screen.canvas.draw("ab", at: .zero, style: Style(foreground: .rgb(red: 250, green: 10, blue: 0)))
            let text = try screen.frame()
            let e = Self.esc
            #expect(text == "\(e)[1;1H\(e)[38;2;250;10;0mab\(e)(B\(e)[m", "\(text.debugDescription)")
        }
    }

    /// A gradient redrawn in new colours frame after frame, 5,000 colours in all: the pool of
    /// pairs stays within its limit and every frame is sent in its exact colours (a freed pair
    /// taken by new colours is sent in them, not in what it stood for before).
    @Test func thousandsOfColoursTakeABoundedNumberOfPairsAndEachFrameIsExact() throws {
        try withTrueColorScreen(width: 40, height: 4) { screen in
            let limit = try #require(screen.pairs.trueColor?.limit)
            #expect(limit == ColorPairs.trueColorPairLimit)
            var drawn = 0
            var frame = 0
            while drawn < 5_000 {
                var expected: [String] = []
                for x in 0..<40 {
                    let (red, green, blue) = ((drawn + x) & 0xFF, ((drawn + x) >> 8) & 0xFF, frame & 0xFF)
                    let color = Color.rgb(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    _ = screen.canvas.draw("x", at: Point(x: x, y: 0), style: Style(foreground: color))
                    expected.append("38;2;\(red);\(green);\(blue)m")
                }
                let text = try screen.frame()
                screen.pairs.collectUnusedPairs(in: screen.window)
                let missing = expected.filter { !text.contains($0) }
                #expect(missing.isEmpty, "frame \(frame) lacks \(missing.count) colours: \(missing.prefix(3))")
                drawn += 40
                frame += 1
            }
            #expect(try #require(screen.pairs.trueColor?.madeCount) <= limit)
        }
    }
}
