import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full screen's kitty keyboard mode (see ``KeyboardEnhancement``), where the terminal
/// answered for it at start-up. Terminals keep the mode per screen, so it is pushed once the
/// alternate screen is entered (after the first frame, and after the first frame that follows
/// a stop) and popped before it is left (a stop, the end; a signal's restore sequence starts
/// with the pop too). Inline mode, on the normal screen, pushes and pops it with its other
/// modes (``InlineScreen``).
extension CursesTerminal {
    /// Pops the mode before `endwin` leaves the alternate screen; the frame after the next
    /// entry pushes it again.
    func popKeyboardMode() {
        guard keyboardEnhanced else { return }
        fflush(outputFile)
        Self.writeAll(KeyboardEnhancement.popBytes[...], to: outputDescriptor)
        keyboardPushPending = true
    }

    /// After a frame ncurses painted: pushes the mode when a start or a stop left it to push.
    func pushKeyboardModeIfPending() {
        guard keyboardPushPending, !isendwin() else { return }
        keyboardPushPending = false
        Self.writeAll(KeyboardEnhancement.pushBytes[...], to: outputDescriptor)
    }
}
