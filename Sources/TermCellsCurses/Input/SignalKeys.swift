#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The keys the terminal's line discipline turns into signals: Ctrl-C (SIGINT), Ctrl-\
/// (SIGQUIT) and Ctrl-Z (SIGTSTP), or whatever `stty` set them to.
///
/// A terminal that reports keys in the `CSI u` form sends these keys as `ESC [ code ; 5 u`,
/// not as their control bytes, so the line discipline never sees them: TermCells raises their
/// signals itself, to its process group, as the line discipline would. A key that arrived as
/// its control byte did not raise one (the line discipline's signals are off, or another key
/// is set), and does not here either.
enum SignalKeys {
    /// Raises the signal of each key in `events` that is one of the terminal's signal keys
    /// (`descriptor`, set up as it is now), and takes those keys out of `events`.
    static func raiseSignals(in events: inout [InputEvent], descriptor: Int32) {
        guard events.contains(where: { controlByte(of: $0) != nil }) else { return }
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0, settings.c_lflag & tcflag_t(ISIG) != 0 else { return }
        let keys = withUnsafeBytes(of: settings.c_cc) { characters in
            [(characters[Int(VINTR)], SIGINT), (characters[Int(VQUIT)], SIGQUIT), (characters[Int(VSUSP)], SIGTSTP)]
        }
        events.removeAll { event in
            guard let byte = controlByte(of: event),
                let signalNumber = keys.first(where: { $0.0 == byte && $0.0 != disabled })?.1
            else { return false }
            kill(0, signalNumber)
            return true
        }
    }

    /// The value of a control character `stty` turned off (`_POSIX_VDISABLE`).
    private static let disabled: UInt8 = 0

    /// The control byte a Ctrl chord with no other modifier stands for (Ctrl-C 3, Ctrl-\ 28).
    static func controlByte(of event: InputEvent) -> UInt8? {
        guard case .key(let key) = event, key.modifiers.isEmpty, case .control(let character) = key.key,
            let ascii = character.asciiValue
        else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return ascii - 96
        case UInt8(ascii: "\\")...UInt8(ascii: "_"): return ascii - 64
        default: return nil
        }
    }
}
