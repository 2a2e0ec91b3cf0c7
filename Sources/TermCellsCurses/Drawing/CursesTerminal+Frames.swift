import CNcursesw

/// Frames as few writes as ncurses allows.
///
/// ncurses 6 keeps its output in a buffer the size of the screen and writes it with one
/// `write` when `doupdate` ends, except in two cases this type avoids:
/// - until the screen has been suspended once (its "initial" state, which `newterm` leaves it
///   in for good), it also flushes after every cursor movement, cutting a frame into a write
///   per changed line; the first frame suspends and resumes it once
///   (`presentFrame(leavingInitialState: true)`);
/// - anything written around `doupdate` straight to the descriptor is a write of its own, so
///   the synchronized-output markers go through ncurses' buffer instead.
///
/// A frame is then two writes: the begin marker and every change, in `doupdate`'s own flush,
/// and the end marker. (`doupdate` always ends with its flush, so nothing can follow the
/// changes in that write without reaching into ncurses' private screen structure.)
extension CursesTerminal {
    /// Begin synchronized update (DEC private mode 2026): the terminal shows nothing of the
    /// frame until the end marker.
    static let beginFrame = "\u{1B}[?2026h"
    /// End synchronized update.
    static let endFrame = "\u{1B}[?2026l"

    /// Sends what changed since the last frame, wrapped in synchronized output (terminals
    /// without the mode ignore it), in two writes.
    ///
    /// For the first frame, pass `leavingInitialState`: ncurses is then taken out of its
    /// initial state, `endwin` inside the frame's markers and the frame's `doupdate` resuming
    /// the screen (repainting it, which a first frame does anyway), so the terminal shows
    /// neither the shell's screen nor half a frame in between.
    func presentFrame(leavingInitialState: Bool = false) {
        placeCursorOnFocus()
        if let inlineScreen { return inlineScreen.present(window) }
        wnoutrefresh(window)
        tc_put_output(Self.beginFrame)
        if leavingInitialState { endwin() }
        // Resuming after `endwin`, ncurses reads the terminal's size again: keep it clamped.
        let restoreEnvironment = isendwin() ? Self.clampSizeForNcurses(descriptor: outputDescriptor) : {}
        doupdate()
        restoreEnvironment()
        tc_put_output(Self.endFrame)
        tc_flush_output()
    }
}
