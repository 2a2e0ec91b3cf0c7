import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

/// Text over a row the terminal shows: the changed cells of a run are written as text, a
/// stretch of six or more unchanged cells inside it is stepped over, a shorter one rewritten,
/// and a style change inside the text sends its codes where it happens. (The writer sends the
/// text that follows a written cell in the same style in one loop; these bytes are what the
/// cell-by-cell loop sent.)
extension CursesCanvasTests {
    /// The bytes of the second frame: `first` drawn and sent, then `second` drawn.
    func secondFrame(_ window: UnsafeMutablePointer<WINDOW>, _ first: () -> Void, _ second: () -> Void) throws
        -> String
    {
        var writer = FrameWriter()
        writer.adopt(window)
        first()
        var bytes: [UInt8] = []
        try #require(writer.appendChanges(of: window, to: &bytes))
        bytes.removeAll()
        second()
        try #require(writer.appendChanges(of: window, to: &bytes))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func changedTextIsWrittenAndUnchangedStretchesOfSixOrMoreAreSteppedOver() throws {
        try withScreen(width: 40, height: 4) { window, _ in
            let canvas = coloredCanvas(window)
            let green = Style(foreground: .green)
            let text = try secondFrame(window) {
                _ = canvas.draw("#39 GET /api/orders/39 200 209ms", at: Point(x: 0, y: 0))
                _ = canvas.draw("abcdefgh", at: Point(x: 0, y: 1))
                _ = canvas.draw("INFO  message", at: Point(x: 0, y: 2))
                _ = canvas.draw("tail", at: Point(x: 36, y: 3))
            } _: {
                // The number changes on both sides of " GET /api/orders/": stepped over.
                _ = canvas.draw("#40 GET /api/orders/40 200 209ms", at: Point(x: 0, y: 0))
                // "cd" between two changes is rewritten: shorter than a move.
                _ = canvas.draw("aXcdYfgh", at: Point(x: 0, y: 1))
                _ = canvas.draw("WARN ", at: Point(x: 0, y: 2), style: green)
                _ = canvas.draw("massage", at: Point(x: 6, y: 2))
                // Text to the last column: the cursor's column is not known after it.
                _ = canvas.draw("TAIL", at: Point(x: 36, y: 3))
            }
            let e = Self.esc
            // Row 1: "40", 17 unchanged cells stepped over, "40". Row 2: "cd" rewritten.
            // Row 3: the green level, its space, the default space after it, "m" rewritten and
            // "a" (a reset: shorter than taking the colour back). Row 4: the text to the last
            // column.
            let expected =
                "\(e)[1;2H40\(e)[17C40\(e)[2;2HXcdY\(e)[3;1H\(e)[32mWARN \(e)[39m ma\(e)[4;37HTAIL"
            #expect(text == expected, "\(text.debugDescription)")
        }
    }
}
