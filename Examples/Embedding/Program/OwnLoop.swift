import CNcursesw
import EmbeddingExample
import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Way (b): an existing ncurses program. It calls `initscr`, draws its own rows with
/// ncurses, reads keys with its own `wget_wch` loop, and hands the browser's hosts a
/// rectangle of `stdscr` through ``CursesCanvas/init(window:bounds:colors:)``.
@MainActor
enum OwnLoop {
    /// Runs until `q`; returns the exit status.
    static func run() -> Int32 {
        setlocale(LC_ALL, "")
        guard let screen = initscr() else { return 1 }
        cbreak()
        noecho()
        keypad(screen, true)
        curs_set(0)
        set_escdelay(25)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        mousemask(tc_button1_pressed() | tc_button4_pressed() | tc_button5_pressed(), nil)
        mouseinterval(0)

        // The program's own pairs are 1...15; TermCells allocates from 16 up.
        let colors = ColorPairs(firstPair: 16)
        let browser = PlanetBrowser()
        var running = true
        while running {
            let rows = Int(tc_lines())
            let columns = Int(tc_cols())
            let browserRect = Rect(x: 0, y: 1, width: columns, height: max(0, rows - 2))
            drawOwnRow(
                " Embedding — an ncurses program's own getch loop", row: 0, attributes: tc_a_reverse(), in: screen)
            browser.draw(in: CursesCanvas(window: screen, bounds: browserRect, colors: colors))
            drawOwnRow(
                " " + browser.status + "   Tab focus · q quit", row: rows - 1, attributes: tc_a_dim(), in: screen)
            wrefresh(screen)

            var character: wint_t = 0
            let result = wget_wch(screen, &character)
            guard let event = CursesInput.event(result: result, character: character) else { continue }
            switch event {
            case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
                running = false
            case .mouse(let mouse):
                browser.handle(.mouse(mouse.relative(to: browserRect.origin)))
            case .key:
                browser.handle(event)
            case .resize:
                werase(screen)
            case .paste:
                break
            }
        }
        endwin()
        return 0
    }

    /// The program's own drawing, with plain ncurses calls.
    private static func drawOwnRow(
        _ text: String, row: Int, attributes: attr_t, in window: UnsafeMutablePointer<WINDOW>
    ) {
        guard row >= 0 else { return }
        wattr_on(window, attributes, nil)
        mvwaddstr(window, Int32(row), 0, text)
        wclrtoeol(window)
        wattr_off(window, attributes, nil)
    }
}
