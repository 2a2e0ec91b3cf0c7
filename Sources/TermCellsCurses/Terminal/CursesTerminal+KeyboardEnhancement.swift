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
    /// Asks the terminal whether it knows the protocol (see ``TerminalReplies``). Returns
    /// whether it does, and the keys typed while its answers were awaited. Where it does, the
    /// signals' restore sequence (`restoreSequence`, the screen's) starts with the pop.
    static func askForKeyboardMode(input: Int32, output: Int32, restoreSequence: [UInt8]) -> (
        enhanced: Bool, typedAhead: [UInt8]
    ) {
        let replies = TerminalReplies.ask(cursorPosition: false, keyboardFlags: true, input: input, output: output)
        let enhanced = replies.keyboardFlags != nil
        if enhanced { TerminalRestorer.use(KeyboardEnhancement.popBytes + restoreSequence) }
        return (enhanced, replies.otherInput)
    }

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
