import TermCells

/// Drives a host, a manager or your own screen without a terminal: draws it into a
/// ``ScreenBuffer`` of a given size, sends keys, mouse reports and resizes as a person would,
/// and redraws after each, so ``text`` is always what the terminal would show.
///
/// Frames follow the sequence of `Application`'s: the buffer keeps its cells from one frame to
/// the next and each frame is counted (``ScreenBuffer/beginFrame()``), so hosts redraw only the
/// views that changed, as on a terminal. Cells a host did not redraw stay as they were — what
/// your own code drew over a host and then stopped drawing stays visible, as it would on the
/// terminal, until the host is told (`setNeedsDisplay()`, or `buffer.forgetFrames()` as
/// `CursesTerminal.forgetDrawnFrames()` in the program). A resize clears the screen, which
/// has every host draw all of it, as the terminal's repaint after a resize does. Data that
/// arrives later (an outline's loader, a feed, a task) is waited for with
/// ``waitUntilSettled(timeout:)``; `text(marking: .cursor)` shows where the focused host's
/// cursor is.
///
/// ```swift
/// let screen = ScreenDriver(manager, width: 20, height: 3)
/// screen.press(.down)
/// expectScreen(screen, """
///     Fruit
///       Apple
///       Banana
///     """)
/// // Where the cursor is: its cells between « and ».
/// expectScreen(screen, expected, marking: .cursor)
/// ```
@MainActor
public final class ScreenDriver<Content: ScreenDrivable> {
    /// What is driven.
    public let content: Content
    /// The screen as last drawn.
    public let buffer: ScreenBuffer

    /// Creates a screen of `width` × `height` cells, tells `content` its size and draws the
    /// first frame.
    public init(_ content: Content, width: Int, height: Int) {
        self.content = content
        buffer = ScreenBuffer(width: width, height: height)
        content.handle(.resize(buffer.size))
        redraw()
    }

    /// The screen's size.
    public var size: Size { buffer.size }

    // MARK: Input

    /// Sends any event, then redraws.
    @discardableResult
    public func send(_ event: InputEvent) -> Bool {
        let used = content.handle(event)
        redraw()
        return used
    }

    /// Presses `key` (with `modifiers`) `times` times, redrawing after each press.
    public func press(_ key: Key, modifiers: KeyEvent.Modifiers = [], times: Int = 1) {
        for _ in 0..<max(0, times) { send(.key(KeyEvent(key, modifiers: modifiers))) }
    }

    /// Types each character of `text` as a key press.
    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Presses and releases mouse `button` (1 is the left button) on the cell at `x`, `y`.
    public func click(x: Int, y: Int, button: Int = 1) {
        send(.mouse(MouseEvent(.press(button: button), at: Point(x: x, y: y))))
        send(.mouse(MouseEvent(.release(button: button), at: Point(x: x, y: y))))
    }

    /// Turns the mouse wheel `steps` notches at the cell `x`, `y`: down (towards later
    /// content) for positive steps, up for negative.
    public func scrollWheel(_ steps: Int, x: Int = 0, y: Int = 0) {
        let kind: MouseEvent.Kind = steps > 0 ? .wheelDown : .wheelUp
        for _ in 0..<abs(steps) { send(.mouse(MouseEvent(kind, at: Point(x: x, y: y)))) }
    }

    /// Resizes the screen as a terminal window would be: the content hears `.resize`, then a
    /// frame is drawn at the new size.
    public func resize(width: Int, height: Int) {
        buffer.resize(width: width, height: height)
        buffer.clear()
        send(.resize(buffer.size))
    }

    /// Draws a frame now (after changing the content's data, say), on the cells of the last.
    /// The focus is reported afresh, as on the terminal: a frame in which nothing reports one
    /// leaves ``ScreenBuffer/reportedFocus`` nil.
    public func redraw() {
        buffer.beginFrame()
        buffer.reportedFocus = nil
        content.draw(in: buffer)
    }

    // MARK: Reading the screen

    /// Each row's text with trailing spaces removed.
    public var lines: [String] { buffer.lines.map(ScreenText.trimmingTrailingSpaces) }

    /// The screen as one string: ``lines`` joined by newlines, trailing blank rows dropped.
    public var text: String { ScreenText.join(lines) }

    /// The screen with the runs of cells whose style `marks` picks wrapped in `«` and `»`, so a
    /// snapshot also shows where a highlight is: for example
    /// `screen.text(marking: { $0.background != .default || $0.attributes.contains(.reverse) })`.
    /// A marked run keeps its trailing spaces (they show how far the highlight reaches).
    public func text(marking marks: (Style) -> Bool) -> String {
        ScreenText.join(ScreenText.markedLines(of: buffer) { _, style in marks(style) })
    }

    /// The screen with the runs of cells `marking` picks wrapped in `«` and `»`:
    /// `screen.text(marking: .cursor)` shows where the focused host's cursor is.
    public func text(marking: ScreenMarking) -> String {
        ScreenText.join(ScreenText.markedLines(of: buffer, marks: marking.picker(for: buffer)))
    }
}
