import CNcursesw
import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// The terminal types an offscreen terminal tries, richest first: colours are kept when the
    /// machine has a 256-colour description, whatever `TERM` says (tests often run without one).
    private static let offscreenTypes = ["xterm-256color", "xterm", "vt100"]

    /// A terminal of `size` that nothing sees: ncurses keeps its window, so content draws on a
    /// ``CursesCanvas`` exactly as on a real terminal, but its screen writes to `/dev/null`
    /// and reads no keys. `TermCellsTesting` reads the window back to test an
    /// ``ApplicationContent`` without a terminal; signals, the terminal's modes and the
    /// restorer are left alone.
    @_spi(Testing)
    public static func offscreen(size: Size) throws(TerminalStartupError) -> CursesTerminal {
        guard let input = fopen("/dev/null", "r") else { throw .cursesFailed("cannot open /dev/null") }
        guard let output = fopen("/dev/null", "w") else {
            fclose(input)
            throw .cursesFailed("cannot open /dev/null")
        }
        ensureUTF8Locale()
        let userType = getenv("TERM").map { String(cString: $0) }.map { [$0] } ?? []
        guard let screen = (offscreenTypes + userType).lazy.compactMap({ newterm($0, output, input) }).first else {
            fclose(input)
            fclose(output)
            throw .cursesFailed("no terminal description for an offscreen screen (tried \(offscreenTypes))")
        }
        set_term(screen)
        guard let window = tc_stdscr() else {
            delscreen(screen)
            fclose(input)
            fclose(output)
            throw .cursesFailed("no standard screen")
        }
        var colors = has_colors() && start_color() != ERR
        if colors { colors = use_default_colors() != ERR }
        leaveok(window, true)
        let terminal = CursesTerminal(
            screen: screen, window: window, inputFile: input, outputFile: output, usesColor: colors, escapeDelay: 0,
            bracketedPaste: false, handlesStop: false, inlineScreen: nil, trueColor: true, links: true)
        terminal.resizeOffscreen(to: size)
        return terminal
    }

    /// Makes this offscreen terminal's screen current: ncurses' colour pairs and drawing go to
    /// the current screen, and a test may hold several. ncurses resizes the full-screen
    /// windows of every screen with the current one, so the window is put back to this
    /// terminal's size if another screen's resize changed it.
    @_spi(Testing)
    public func makeCurrent() {
        set_term(screen)
        if Int(tc_getmaxx(window)) != size.width || Int(tc_getmaxy(window)) != size.height {
            // The screen itself still has this size (resize_term would do nothing): the window.
            wresize(window, Int32(size.height), Int32(size.width))
        }
    }

    /// Resizes an offscreen terminal (clamped to ``maximumSize``), as a window resize would.
    @_spi(Testing)
    public func resizeOffscreen(to newSize: Size) {
        set_term(screen)
        let clamped = Self.clamped(
            rows: UInt16(clamping: max(1, newSize.height)), columns: UInt16(clamping: max(1, newSize.width)))
        resize_term(clamped.rows, clamped.columns)
        size = Size(width: Int(tc_getmaxx(window)), height: Int(tc_getmaxy(window)))
        forgetDrawnFrames()
    }

    /// Copies what was drawn into the terminal's window onto `canvas` (glyphs, attributes and
    /// colours, as the terminal would show them), from its top-left cell, and the focus the
    /// frame reported.
    @_spi(Testing)
    public func copyScreen(to canvas: any Canvas) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        var styles = CellStyles(colorPairs: colorPairs)  // each pair's colours read once per frame
        WindowCells.forEach(in: window, width: canvas.size.width, height: canvas.size.height) { x, y, cell in
            var style = Style(attributes: cell.attributes)
            if cell.pair > 0 {
                let (foreground, background) = styles.colors(ofPair: cell.pair)
                style.foreground = Self.color(foreground)
                style.background = Self.color(background)
            }
            guard let glyph = cell.glyph.first else { return }
            let put = { canvas.put(glyph, width: cell.isWide ? 2 : 1, at: Point(x: x, y: y), style: style) }
            if let link = colorPairs.link(ofPair: cell.pair)?.link, let linking = canvas as? any LinkingCanvas {
                linking.drawGlyphs(leadingTo: link, put)
            } else {
                put()
            }
        }
        if let area = canvasReports.reportedArea {
            canvas.reportFocus(covering: area)
        } else if let focus = canvasReports.reported {
            canvas.reportFocus(at: focus)
        }
        canvasReports.reported = nil
        canvasReports.reportedArea = nil
        // The frame is read: pairs none of the window's cells holds are free.
        colorPairs.collectUnusedPairs(in: window)
    }

    /// Ends an offscreen terminal: its screen and streams are freed. Nothing is written.
    @_spi(Testing)
    public func closeOffscreen() {
        delscreen(screen)
        fclose(inputFile)
        fclose(outputFile)
    }

    private static func color(_ number: Int32) -> Color {
        switch number {
        case 0..<16: .ansi(UInt8(number))
        case 16..<256: .indexed(UInt8(number))
        case InlineStyle.trueColorBit...: Color(hex: UInt32(number & 0xFF_FFFF))
        default: .default
        }
    }
}
