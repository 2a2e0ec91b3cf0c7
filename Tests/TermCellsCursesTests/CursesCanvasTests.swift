import CNcursesw
import Testing

@testable import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#endif

/// The curses canvas without a user's terminal: ncurses runs on a pseudo-terminal made by
/// the test (`newterm`), and cells are read back from its virtual screen with `mvwin_wch`.
@MainActor @Suite(.serialized) struct CursesCanvasTests {
    /// One ncurses screen for `terminal` on a fresh pseudo-terminal, torn down after `body`.
    func withScreen(
        width: Int32 = 40, height: Int32 = 10, terminal: String = "xterm-256color",
        _ body: (UnsafeMutablePointer<WINDOW>, CursesCanvas) throws -> Void
    ) throws {
        try withScreen(width: width, height: height, terminal: terminal) { window, canvas, _ in try body(window, canvas)
        }
    }

    /// ``withScreen(width:height:terminal:_:)``, `body` also given the pseudo-terminal's
    /// controller, from which what ncurses wrote is read.
    func withScreen(
        width: Int32 = 40, height: Int32 = 10, terminal: String = "xterm-256color",
        _ body: (UnsafeMutablePointer<WINDOW>, CursesCanvas, Int32) throws -> Void
    ) throws {
        var controller: Int32 = -1
        var device: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&controller, &device, nil, nil, &size) == 0)
        defer { close(controller) }
        setlocale(LC_CTYPE, "C.UTF-8")
        let output = try #require(fdopen(device, "w"))
        let input = try #require(fdopen(dup(device), "r"))
        let screen = try #require(newterm(terminal, output, input))
        set_term(screen)
        defer {
            endwin()
            // Not deleted: delscreen frees every window on ncurses' one list for the process,
            // the offscreen terminals' of the tests running beside this one included.
            fclose(output)
            fclose(input)
        }
        let window = try #require(tc_stdscr())
        let canvas = CursesCanvas(
            window: window, colorPairs: ColorPairs(enabled: false),
            bounds: Rect(x: 0, y: 0, width: Int(width), height: Int(height)))
        try body(window, canvas, controller)
    }

    /// The text of the cell at (x, y) and its attributes.
    func cell(_ window: UnsafeMutablePointer<WINDOW>, x: Int32, y: Int32) -> (String, attr_t) {
        var stored = cchar_t()
        mvwin_wch(window, y, x, &stored)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&stored, &characters, &attributes, &pair, nil)
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return (String(String.UnicodeScalarView(scalars)), attributes)
    }

    /// The text of row `y`, columns `0..<width`.
    func row(_ window: UnsafeMutablePointer<WINDOW>, _ y: Int32, width: Int32) -> String {
        (0..<width).map { cell(window, x: $0, y: y).0 }.joined()
    }

    /// Rows spanning the window's width are moved as whole lines (a scrolling region), the
    /// others cell by cell: either way, row `y` of the rectangle gets row `y - rows`, cells
    /// outside it and the rows it uncovers keep what they held, and the window's scrolling
    /// state is as it was.
    @Test func movedRowsLandInPlaceAndUncoveredRowsKeepTheirCells() throws {
        try withScreen(width: 6, height: 6) { window, canvas in
            for (width, rows) in [(6, 2), (6, -1), (5, 2), (5, -1)] {
                let before = (0..<6).map { String(repeating: Character(String($0)), count: 6) }
                for (y, line) in before.enumerated() { canvas.draw(line, at: Point(x: 0, y: y)) }
                let rect = Rect(x: 0, y: 1, width: width, height: 4)
                #expect(canvas.moveRows(in: rect, by: rows))
                let expected = before.indices.map { y in
                    let source = y - rows
                    guard rect.y..<rect.maxY ~= y, rect.y..<rect.maxY ~= source else { return before[y] }
                    return String(before[source].prefix(width) + before[y].dropFirst(width))
                }
                #expect((0..<6).map { row(window, Int32($0), width: 6) } == expected, "width \(width), by \(rows)")
                #expect(!is_scrollok(window))
                var top: Int32 = -1
                var bottom: Int32 = -1
                wgetscrreg(window, &top, &bottom)
                #expect(top == 0 && bottom == 5)
            }
        }
    }

    @Test func aReportedFocusIsRecordedInScreenCoordinatesInsideTheBoundsOnly() throws {
        try withScreen { window, _ in
            let report = CanvasReports()
            let canvas = CursesCanvas(
                window: window, colorPairs: ColorPairs(enabled: false), bounds: Rect(x: 5, y: 2, width: 10, height: 4),
                canvasReports: report)
            canvas.child(in: Rect(x: 1, y: 1, width: 5, height: 2)).reportFocus(at: Point(x: 2, y: 1))
            #expect(report.reported == Point(x: 8, y: 4))
            canvas.reportFocus(at: Point(x: 10, y: 0))
            canvas.reportFocus(at: Point(x: 0, y: -1))
            #expect(report.reported == Point(x: 8, y: 4))
            // A program's own canvas has no report to fill: nothing happens.
            CursesCanvas(
                window: window, bounds: Rect(x: 0, y: 0, width: 10, height: 4), colors: ColorPairs(enabled: false)
            )
            .reportFocus(at: Point(x: 1, y: 1))
            #expect(report.reported == Point(x: 8, y: 4))
        }
    }

    @Test func wideTextLandsInTheCellsNcursesGivesIt() throws {
        try withScreen { window, canvas in
            let advanced = canvas.draw("漢字 ok", at: Point(x: 2, y: 1), style: .bold)
            #expect(advanced == 7)
            #expect(cell(window, x: 2, y: 1).0 == "漢")
            #expect(cell(window, x: 4, y: 1).0 == "字")
            #expect(cell(window, x: 6, y: 1).0 == " ")
            #expect(cell(window, x: 7, y: 1).0 == "o")
            #expect(cell(window, x: 8, y: 1).0 == "k")
            #expect(cell(window, x: 7, y: 1).1 & tc_a_bold() != 0)
        }
    }

    @Test func repeatedGlyphsAndBoxesLandInTheirCells() throws {
        try withScreen { window, canvas in
            let child = canvas.child(in: Rect(x: 1, y: 1, width: 6, height: 3))
            child.drawBox(child.bounds, style: .bold)
            canvas.fill(Rect(x: 30, y: 5, width: 20, height: 2), repeating: "░", style: .plain)
            #expect((0..<8).map { cell(window, x: Int32($0), y: 1).0 }.joined() == " ┌────┐ ")
            #expect((0..<8).map { cell(window, x: Int32($0), y: 2).0 }.joined() == " │    │ ")
            #expect((0..<8).map { cell(window, x: Int32($0), y: 3).0 }.joined() == " └────┘ ")
            #expect(cell(window, x: 3, y: 3).1 & tc_a_bold() != 0)
            #expect((29..<40).map { cell(window, x: Int32($0), y: 6).0 }.joined() == " ░░░░░░░░░░")
            #expect(cell(window, x: 30, y: 7).0 == " ")
        }
    }

    @Test func combiningMarksShareTheirBaseCell() throws {
        try withScreen { window, canvas in
            canvas.draw("e\u{301}x", at: Point(x: 0, y: 0))
            #expect(cell(window, x: 0, y: 0).0 == "e\u{301}")
            #expect(cell(window, x: 1, y: 0).0 == "x")
        }
    }

    @Test func controlCharactersAreDrawnAsPlaceholders() throws {
        try withScreen { window, canvas in
            canvas.draw("a\u{1B}[2Jb", at: Point(x: 0, y: 0))
            let row = (0..<8).map { cell(window, x: Int32($0), y: 0).0 }.joined()
            #expect(row == "a^[[2Jb ")
        }
    }

    @Test func childCanvasesClipToTheirRectangle() throws {
        try withScreen { window, canvas in
            canvas.draw("..........", at: Point(x: 0, y: 5))
            let child = canvas.child(in: Rect(x: 3, y: 5, width: 3, height: 1))
            child.draw("abcdef", at: .zero, style: .underline)
            let row = (0..<10).map { cell(window, x: Int32($0), y: 5).0 }.joined()
            #expect(row == "...abc....")
            #expect(cell(window, x: 4, y: 5).1 & tc_a_underline() != 0)
        }
    }

    @Test func fillIsClippedToTheScreen() throws {
        try withScreen(width: 10, height: 3) { window, canvas in
            canvas.draw("xxxxxxxxxx", at: Point(x: 0, y: 2))
            canvas.fill(Rect(x: 7, y: 2, width: 50, height: 5), style: .reverse)
            let row = (0..<10).map { cell(window, x: Int32($0), y: 2).0 }.joined()
            #expect(row == "xxxxxxx   ")
            #expect(cell(window, x: 9, y: 2).1 & tc_a_reverse() != 0)
        }
    }
}

// In the same serialized suite: ncurses screens are process-wide state.
extension CursesCanvasTests {
    /// Without colours a coloured background is shown reversed, so a cursor drawn in colours stays visible.
    @Test func aColouredBackgroundIsReversedWithoutColours() throws {
        try withScreen { window, canvas in
            canvas.draw("cursor", at: Point(x: 0, y: 0), style: Style(foreground: .brightWhite, background: .blue))
            canvas.draw("plain", at: Point(x: 0, y: 1))
            #expect(cell(window, x: 0, y: 0).1 & tc_a_reverse() != 0)
            #expect(cell(window, x: 0, y: 1).1 & tc_a_reverse() == 0)
        }
    }
}
