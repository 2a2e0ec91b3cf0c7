import CNcursesw
import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// A terminal of `size` that nothing sees: ncurses keeps its window, so content draws on a
    /// ``CursesCanvas`` exactly as on a real terminal, but its screen writes to `/dev/null`
    /// and reads no keys. `TermCellsTesting` reads the window back to test an
    /// ``ApplicationContent`` without a terminal; signals, the terminal's modes and the
    /// restorer are left alone.
    @_spi(Testing)
    public static func offscreen(size: Size) throws(TerminalStartupError) -> CursesTerminal {
        try offscreen(size: size, inline: false)
    }

    /// An offscreen terminal (see ``offscreen(size:)``), inline when `inline` says so: its
    /// window is the block, ``isInline`` is true, and the lines ``Application/insertAbove(_:)``
    /// hands over are kept (``offscreenScrollbackLines``) instead of sent.
    @_spi(Testing)
    public static func offscreen(size: Size, inline: Bool) throws(TerminalStartupError) -> CursesTerminal {
        ensureUTF8Locale()
        let made = try OffscreenScreens.take()
        // A pad of its own, not the screen's standard window: ncurses keeps one list of
        // windows for the process, and resize_term resizes the windows of every screen on
        // it, but never a pad; so another test's offscreen terminal (or a real terminal)
        // resizing cannot touch this one's cells.
        let clamped = Self.clamped(
            rows: UInt16(clamping: max(1, size.height)), columns: UInt16(clamping: max(1, size.width)))
        guard let window = newpad(clamped.rows, clamped.columns) else {
            OffscreenScreens.giveBack(made)
            throw .cursesFailed("no pad for an offscreen screen")
        }
        leaveok(window, true)
        let terminal = CursesTerminal(
            handles: CursesHandles(screen: made.screen, window: window, inputFile: made.input, outputFile: made.output),
            usesColor: made.usesColor, escapeDelay: 0, handlesStop: false, inlineScreen: nil, trueColor: true,
            links: true)
        terminal.resizeOffscreen(to: size)
        if inline { terminal.offscreenScrollback = OffscreenScrollback() }
        return terminal
    }

    /// What an offscreen inline terminal printed above its block, oldest first: the lines
    /// handed over before its last frame (``printOffscreenScrollback()``).
    @_spi(Testing)
    public var offscreenScrollbackLines: [StyledLine] { offscreenScrollback?.printed ?? [] }

    /// A frame of an offscreen inline terminal: the lines handed over since the last are
    /// printed above the block, as a real terminal's next frame prints them.
    @_spi(Testing)
    public func printOffscreenScrollback() {
        offscreenScrollback?.print()
    }

    /// Makes this offscreen terminal's screen current: ncurses' colour pairs and drawing go to
    /// the current screen, and tests running beside each other hold several.
    @_spi(Testing)
    public func makeCurrent() {
        set_term(screen)
    }

    /// Resizes an offscreen terminal (clamped to ``maximumSize``), as a window resize would.
    /// Only its pad is resized: resize_term would resize the windows of every other screen.
    @_spi(Testing)
    public func resizeOffscreen(to newSize: Size) {
        set_term(screen)
        let clamped = Self.clamped(
            rows: UInt16(clamping: max(1, newSize.height)), columns: UInt16(clamping: max(1, newSize.width)))
        wresize(window, clamped.rows, clamped.columns)
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

    /// Ends an offscreen terminal: its pad is freed and its screen kept for the next one
    /// (see ``OffscreenScreens``). Nothing is written.
    @_spi(Testing)
    public func closeOffscreen() {
        // The pad is freed on its own screen; whatever screen was current stays current.
        let previous = set_term(screen)
        delwin(window)
        if let previous, previous != screen { set_term(previous) }
        OffscreenScreens.giveBack(
            OffscreenScreens.Screen(screen: screen, input: inputFile, output: outputFile, usesColor: usesColor))
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
