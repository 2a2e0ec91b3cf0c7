import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The full screen's kitty keyboard mode (see ``KeyboardEnhancement``), where the terminal
/// answered the question asked at start-up. The answer is not waited for (a first frame that
/// waited would cost a round trip to the terminal, long over a remote link): it is read among
/// the keys whenever it comes, and keys before it arrive in their legacy forms, decoded as
/// always. Terminals keep the mode per screen, so it is pushed once the
/// alternate screen is entered (after the first frame, and after the first frame that follows
/// a stop) and popped before it is left (a stop, the end; a signal's restore sequence starts
/// with the pop too). Inline mode, on the normal screen, pushes and pops it with its other
/// modes (``InlineScreen``).
extension CursesTerminal {
    /// Whether the terminal tells apart the keys legacy bytes confuse, with the kitty keyboard
    /// protocol on (see ``TerminalOptions/keyboardEnhancement``): Esc then comes at once, Tab
    /// and Ctrl-I, Enter and Shift-Enter, Backspace and Ctrl-H are different keys. False until
    /// the terminal has answered, which on the full screen may be after the first frame.
    public var tellsKeysApart: Bool { keyboardEnhanced || inlineScreen?.keyboardEnhanced == true }

    /// Whether the terminal's answer turned the mode on since the last call: a frame is due
    /// then, for content that shows ``tellsKeysApart``.
    func takeKeyboardModeChange() -> Bool {
        defer { keyboardModeChanged = false }
        return keyboardModeChanged
    }

    /// `tokens` without the terminal's answers to the questions asked at start-up, which are
    /// taken (``keyboardModeAnswered()``, ``graphemeClusterStateAnswered(_:)``): an answer is
    /// never a key.
    func takingAnswers(from tokens: [InputToken]) -> [InputToken] {
        func isAnswer(_ token: InputToken) -> Bool {
            switch token {
            case .keyboardFlags, .graphemeClusterState: return true
            default: return false
            }
        }
        guard tokens.contains(where: isAnswer) else { return tokens }
        for token in tokens {
            switch token {
            case .keyboardFlags: keyboardModeAnswered()
            case .graphemeClusterState(let state): graphemeClusterStateAnswered(state)
            default: break
            }
        }
        return tokens.filter { !isAnswer($0) }
    }

    /// The terminal answered the question asked at start-up, so it knows the protocol: the
    /// mode is pushed now when the alternate screen shows, else after the frame that enters
    /// it, and a signal's restore pops it from now on. An answer not asked for, or a second
    /// one, changes nothing.
    func keyboardModeAnswered() {
        guard asksKeyboardMode, !keyboardEnhanced, !stopped else { return }
        keyboardEnhanced = true
        keyboardModeChanged = true
        keyboardPushPending = true
        TerminalRestorer.use(signalRestoreBytes)
        if showsAlternateScreen { pushKeyboardModeIfPending() }
    }

    /// Pops the mode before `endwin` leaves the alternate screen; the frame after the next
    /// entry pushes it again.
    func popKeyboardMode() {
        showsAlternateScreen = false
        guard keyboardEnhanced else { return }
        fflush(outputFile)
        Self.writeAll(KeyboardEnhancement.popBytes[...], to: outputDescriptor)
        keyboardPushPending = true
    }

    /// After a frame ncurses painted: pushes the mode when a start, a stop or the answer left
    /// it to push.
    func pushKeyboardModeIfPending() {
        guard keyboardPushPending, !isendwin() else { return }
        keyboardPushPending = false
        Self.writeAll(KeyboardEnhancement.pushBytes[...], to: outputDescriptor)
    }
}
