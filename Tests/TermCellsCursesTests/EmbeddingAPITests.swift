import CNcursesw
import TermCellsCurses
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The public API an ncurses program uses to embed a host: a canvas over a rectangle of its
/// own window, and its `wget_wch` results decoded into events. Only public names are used.
@MainActor @Suite(.serialized) struct EmbeddingAPITests {
    @Test func wgetWchResultsDecodeIntoEvents() {
        #expect(CursesInput.event(result: OK, character: wint_t(UInt8(ascii: "a"))) == .key(KeyEvent(.character("a"))))
        #expect(CursesInput.event(result: OK, character: 9) == .key(KeyEvent(.tab)))
        #expect(CursesInput.event(result: OK, character: 0x732B) == .key(KeyEvent(.character("猫"))))
        #expect(CursesInput.event(result: OK, character: 27) == .key(KeyEvent(.escape)))
        #expect(CursesInput.event(result: tc_key_code_yes(), character: wint_t(KEY_DOWN)) == .key(KeyEvent(.down)))
        #expect(CursesInput.event(result: tc_key_code_yes(), character: wint_t(KEY_BTAB)) == .key(KeyEvent(.backTab)))
        #expect(CursesInput.event(result: ERR, character: 0) == nil)
    }

    @Test func aCanvasOverARectangleOfTheProgramsWindowDrawsOnlyThere() throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        var size = winsize(ws_row: 6, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&controller, &device, nil, nil, &size) == 0)
        defer { close(controller) }
        setlocale(LC_CTYPE, "C.UTF-8")
        let output = try #require(fdopen(device, "w"))
        let input = try #require(fdopen(dup(device), "r"))
        let screen = try #require(newterm("xterm-256color", output, input))
        set_term(screen)
        defer {
            endwin()
            // Not deleted: delscreen frees every window on ncurses' one list for the process,
            // the offscreen terminals' of the tests running beside this one included.
            fclose(output)
            fclose(input)
        }
        let window = try #require(tc_stdscr())
        // The program's own text, then a host-sized canvas at (5, 2), 8×2, over it.
        for row in 0..<6 { mvwaddstr(window, Int32(row), 0, String(repeating: ".", count: 20)) }
        let canvas = CursesCanvas(
            window: window, bounds: Rect(x: 5, y: 2, width: 8, height: 2), colors: ColorPairs(firstPair: 16))
        #expect(canvas.size == Size(width: 8, height: 2))
        canvas.fill(style: .plain)
        canvas.draw("inside and beyond", at: Point(x: 1, y: 0))
        #expect(row(window, 1) == "....................")
        #expect(row(window, 2) == "..... inside .......")
        #expect(row(window, 3) == ".....        .......")
        #expect(row(window, 4) == "....................")
    }

    private func row(_ window: UnsafeMutablePointer<WINDOW>, _ y: Int32) -> String {
        var text = ""
        for x in 0..<Int32(20) {
            var stored = cchar_t()
            mvwin_wch(window, y, x, &stored)
            var characters = [wchar_t](repeating: 0, count: 8)
            var attributes: attr_t = 0
            var pair: Int16 = 0
            getcchar(&stored, &characters, &attributes, &pair, nil)
            text +=
                characters.first.flatMap { Unicode.Scalar(UInt32(bitPattern: $0)) }.map { String(Character($0)) } ?? "?"
        }
        return text
    }
}
