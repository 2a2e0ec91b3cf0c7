import CNcursesw

/// What a frame's canvases report to the terminal — the focus, and the whole lines a canvas
/// moved (see ``LineMove``) — and where the terminal's cursor was left.
///
/// Not isolated: canvases are not, and they record into it while the main actor draws.
final class CanvasReports {
    /// Whether the terminal's cursor follows the focus (accessible mode).
    var followsFocus = false
    /// The point reported while the current frame was drawn, in screen coordinates.
    var reported: Point?
    /// The cells that report covered (see ``Canvas/reportFocus(covering:)``), for an
    /// offscreen terminal's copy to a test screen.
    var reportedArea: Rect?
    /// Where the last frame left the cursor.
    var placed: Point?
    /// Whether the terminal's next frame is sent by its ``FrameWriter``, which can take a
    /// ``LineMove`` instead of reading the moved lines back; set after every frame.
    var takesLineMoves = false
    /// Whether the window's rows stay in place (``CursesCanvas/moveRows(in:by:)`` refuses):
    /// under images in pixels (sixel, iTerm2), which a copy of the cells would leave behind, hosts draw the
    /// rows that moved again and their images are placed anew; set after every frame.
    var keepsRowsInPlace = false
    /// The one move of whole lines of the frame being drawn, told to the writer; nil when
    /// there was none, or more than one (the lines are then left touched).
    var lineMove: LineMove?
}

extension CursesTerminal {
    /// Whether each frame leaves the terminal's cursor visible on the focus its content
    /// reported (``Canvas/reportFocus(at:)``), where screen readers and braille displays read.
    /// Off, the cursor stays hidden. Full screen only: an inline block keeps its cursor hidden.
    public var cursorFollowsFocus: Bool {
        get { canvasReports.followsFocus }
        set {
            guard newValue != canvasReports.followsFocus else { return }
            canvasReports.followsFocus = newValue
            leaveok(window, !newValue)
            // Once per change, not per frame: ncurses writes the visibility change at once.
            curs_set(newValue ? 1 : 0)
        }
    }

    /// Moves the window's cursor to the reported focus (or where the last frame left it), so
    /// that the frame's own `doupdate` ends with the cursor there: no write of its own.
    func placeCursorOnFocus() {
        defer {
            canvasReports.reported = nil
            canvasReports.reportedArea = nil
        }
        guard canvasReports.followsFocus, inlineScreen == nil else { return }
        let point = canvasReports.reported ?? canvasReports.placed ?? .zero
        let x = min(max(0, point.x), max(0, size.width - 1))
        let y = min(max(0, point.y), max(0, size.height - 1))
        wmove(window, Int32(y), Int32(x))
        canvasReports.placed = Point(x: x, y: y)
    }

    /// A frame the ``FrameWriter`` sends leaves the terminal's cursor after its last change,
    /// not where ncurses' window has it: in accessible mode the frame ends by moving it to the
    /// focus (inside the same write).
    func appendFocusCursorMove(to bytes: inout [UInt8]) {
        guard canvasReports.followsFocus, let point = canvasReports.placed else { return }
        bytes.append(contentsOf: Array("\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8))
    }
}
