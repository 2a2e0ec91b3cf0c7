import TermCells
@_spi(Testing) import TermCellsCurses

/// Your ``ApplicationContent`` on an ``Application`` whose terminal nobody sees, so a
/// ``ScreenDriver`` can drive it as it drives a host: the content draws on a real
/// `CursesCanvas` (ncurses keeps the cells, its output goes to `/dev/null`), and each frame is
/// read back into the driver's ``ScreenBuffer`` with its glyphs, attributes and colours.
///
/// ```swift
/// let screen = try ScreenDriver(application: ProcessScreen(), width: 40, height: 10)
/// screen.press(.character("q"))
/// #expect(screen.content.application.exitStatus == 0)
/// ```
///
/// Keys, mouse reports and pastes reach the content's `handle(_:application:)`; a resize
/// resizes the terminal first, as a real window would. Everything the content asks of the
/// application works: ``Application/quit(status:)`` sets ``Application/exitStatus``,
/// ``Application/size`` is the screen's size. Timers need a running application: call
/// ``ScreenDriver/redraw()`` after changing data instead, or
/// ``ScreenDriver/waitUntilSettled(timeout:)`` for data that arrives from a task or a loader.
///
/// Tests that run in parallel may each drive offscreen applications, awaiting in between:
/// each draws into an ncurses screen and window of its own, made current for each frame,
/// key and resize, so no suite needs `.serialized`.
@MainActor
public final class OffscreenApplication<Content: ApplicationContent>: ScreenDrivable {
    /// The content under test.
    public let content: Content
    /// The application the content is given; its terminal is offscreen.
    public let application: Application

    /// Starts an offscreen terminal of `width` × `height` cells for `content`. Throws when
    /// ncurses has no terminal description to draw with (none of `xterm-256color`, `xterm`,
    /// `vt100` or `TERM`).
    public init(_ content: Content, width: Int, height: Int) throws(TerminalStartupError) {
        self.content = content
        application = Application(terminal: try CursesTerminal.offscreen(size: Size(width: width, height: height)))
    }

    /// Starts an offscreen terminal in inline mode for `content`: a block `rows` high and
    /// `width` wide, as `ScreenMode.inline(rows:)` draws under a shell's cursor. The content
    /// finds the terminal inline (`application.terminal.isInline`), and the lines it prints
    /// into the scrollback (``Application/insertAbove(_:)-([String])``, styled lines, views)
    /// are kept in ``scrollback`` at the next frame, as a terminal prints them then.
    ///
    /// ```swift
    /// let screen = try ScreenDriver(inlineApplication: ChatScreen(), width: 60, rows: 8)
    /// screen.type("hello")
    /// screen.press(.enter)
    /// try await screen.waitForScrollback("You asked: hello")
    /// ```
    public init(inline content: Content, width: Int, rows: Int) throws(TerminalStartupError) {
        self.content = content
        application = Application(
            terminal: try CursesTerminal.offscreen(size: Size(width: width, height: rows), inline: true))
    }

    /// What went to the terminal's scrollback, oldest first, one line a row as a terminal that
    /// wraps long lines keeps them: each line the content handed over (split at its newlines,
    /// its text sanitised) with its runs' styles, printed by the frame after the call. Empty
    /// on the full screen, which prints nothing there.
    public var scrollback: [StyledLine] { application.terminal.offscreenScrollbackLines }

    isolated deinit {
        application.terminal.closeOffscreen()
    }

    /// Draws a frame with the content and copies it onto `canvas`.
    public func draw(in canvas: any Canvas) {
        let terminal = application.terminal
        terminal.makeCurrent()
        if terminal.size != canvas.size { terminal.resizeOffscreen(to: canvas.size) }
        content.draw(on: terminal.canvas(), application: application)
        terminal.copyScreen(to: canvas)
        terminal.printOffscreenScrollback()
    }

    /// Gives `event` to the content (after resizing the terminal, for a resize). Always true:
    /// an `ApplicationContent` does not say whether it used an event.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        application.terminal.makeCurrent()
        if case .resize(let size) = event, size != application.terminal.size {
            application.terminal.resizeOffscreen(to: size)
        }
        content.handle(event, application: application)
        return true
    }
}

extension ScreenDriver {
    /// A screen of `width` × `height` cells driving an ``ApplicationContent`` (see
    /// ``OffscreenApplication``): `content.content` is yours, `content.application` the
    /// application it runs on.
    public convenience init<Program: ApplicationContent>(application program: Program, width: Int, height: Int)
        throws(TerminalStartupError) where Content == OffscreenApplication<Program>
    {
        self.init(try OffscreenApplication(program, width: width, height: height), width: width, height: height)
    }
}

extension ScreenDriver {
    /// A block of `width` × `rows` cells driving an ``ApplicationContent`` in inline mode (see
    /// ``OffscreenApplication/init(inline:width:rows:)``), whose scrollback a test reads with
    /// ``ScreenDriver/scrollback``.
    public convenience init<Program: ApplicationContent>(inlineApplication program: Program, width: Int, rows: Int)
        throws(TerminalStartupError) where Content == OffscreenApplication<Program>
    {
        self.init(try OffscreenApplication(inline: program, width: width, rows: rows), width: width, height: rows)
    }
}
