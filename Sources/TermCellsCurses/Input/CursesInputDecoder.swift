import CNcursesw

/// Turns key codes and characters (from ``InputSequenceFramer``'s tokens, or from `wget_wch`
/// in a program's own loop) into ``InputEvent`` values.
///
/// It names ncurses' key codes, reads mouse reports, and folds an Esc that arrives together
/// with a character into an Alt chord.
struct CursesInputDecoder {
    /// One raw read: a character, a key code, or a mouse event (mouse reports are read whole,
    /// so they come decoded).
    enum RawInput: Equatable {
        case character(UInt32)
        case keyCode(Int32)
        case mouse(MouseEvent)
        /// A key decoded from its bytes (``modifiedKey(_:)``).
        case key(KeyEvent)
    }

    /// Reads every pending input with `read` and hands each decoded event to `emit`.
    ///
    /// An Esc immediately followed by a plain character is one Alt chord; otherwise Esc is
    /// reported on its own and what followed it is decoded normally, so nothing is lost.
    static func drain(read: () -> RawInput?, emit: (InputEvent) -> Void) {
        var pending = read()
        while let raw = pending {
            pending = read()
            switch raw {
            case .character(27):
                if case .character(let value)? = pending, value != 27, var event = decodeCharacter(value) {
                    event.modifiers.insert(.alt)
                    emit(.key(event))
                    pending = read()
                } else {
                    emit(.key(KeyEvent(.escape)))
                }
            case .character(let value):
                if let event = decodeCharacter(value) { emit(.key(event)) }
            case .mouse(let event):
                emit(.mouse(event))
            case .keyCode(let code):
                if let event = decodeKeyCode(code) { emit(.key(event)) }
            case .key(let event):
                emit(.key(event))
            }
        }
    }

    static func decodeCharacter(_ value: UInt32) -> KeyEvent? {
        switch value {
        case 9: return KeyEvent(.tab)
        case 10, 13: return KeyEvent(.enter)
        case 8, 127: return KeyEvent(.backspace)
        case 27: return KeyEvent(.escape)
        case 0: return KeyEvent(.control(" "))
        case 1...26:
            guard let scalar = Unicode.Scalar(value + 96) else { return nil }
            return KeyEvent(.control(Character(scalar)))
        case 28...31:
            guard let scalar = Unicode.Scalar(value + 64) else { return nil }
            return KeyEvent(.control(Character(scalar)))
        default:
            guard let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value) else { return nil }
            return KeyEvent(.character(Character(scalar)))
        }
    }

    static func decodeKeyCode(_ code: Int32) -> KeyEvent? {
        switch code {
        case KEY_UP: return KeyEvent(.up)
        case KEY_DOWN: return KeyEvent(.down)
        case KEY_LEFT: return KeyEvent(.left)
        case KEY_RIGHT: return KeyEvent(.right)
        case KEY_SR: return KeyEvent(.up, modifiers: .shift)
        case KEY_SF: return KeyEvent(.down, modifiers: .shift)
        case KEY_SLEFT: return KeyEvent(.left, modifiers: .shift)
        case KEY_SRIGHT: return KeyEvent(.right, modifiers: .shift)
        case KEY_PPAGE: return KeyEvent(.pageUp)
        case KEY_NPAGE: return KeyEvent(.pageDown)
        case KEY_HOME: return KeyEvent(.home)
        case KEY_END: return KeyEvent(.end)
        case KEY_SHOME: return KeyEvent(.home, modifiers: .shift)
        case KEY_SEND: return KeyEvent(.end, modifiers: .shift)
        case KEY_ENTER: return KeyEvent(.enter)
        case KEY_BACKSPACE: return KeyEvent(.backspace)
        case KEY_DC: return KeyEvent(.delete)
        case KEY_IC: return KeyEvent(.insert)
        case KEY_BTAB: return KeyEvent(.backTab)
        default:
            let f0 = tc_key_f(0)
            if code > f0 && code <= f0 + 63 {
                // ncurses numbers Shift-F1 as F13 and so on; report them as such.
                return KeyEvent(.function(Int(code - f0)))
            }
            // The codes ncurses gives the terminal description's extended keys (`kLFT5`,
            // Ctrl-←) are made at start-up: read them by name.
            guard let name = keyname(code) else { return nil }
            return modifiedKey(named: String(cString: name))
        }
    }

    /// The cursor keys, Home and End, by the final byte of their xterm sequences and by their
    /// names in terminal descriptions.
    private static let modifiableKeys: [(final: UInt8, name: String, key: Key)] = [
        (UInt8(ascii: "A"), "kUP", .up), (UInt8(ascii: "B"), "kDN", .down),
        (UInt8(ascii: "C"), "kRIT", .right), (UInt8(ascii: "D"), "kLFT", .left),
        (UInt8(ascii: "H"), "kHOM", .home), (UInt8(ascii: "F"), "kEND", .end),
    ]

    /// A cursor key, Home or End with modifiers in xterm's form, `ESC [ 1 ; m X` (Ctrl-← is
    /// `ESC [ 1 ; 5 D`): `m` is one more than the modifier bits, Shift 1, Alt 2, Ctrl 4 (as in
    /// ``KeyEvent/Modifiers``). Every terminal that reports modifiers on these keys sends this
    /// form (xterm, VTE, kitty, iTerm2, tmux), whether its description names the key or not.
    static func modifiedKey(_ sequence: [UInt8]) -> KeyEvent? {
        guard sequence.count == 6,
            sequence.starts(with: [0x1B, UInt8(ascii: "["), UInt8(ascii: "1"), UInt8(ascii: ";")])
        else { return nil }
        return modifiedKey(final: sequence[5], parameter: sequence[4])
    }

    /// The key a terminal description's extended name says (`kLFT5`: Ctrl-←; see
    /// ``modifiedKey(_:)`` for the digit).
    static func modifiedKey(named name: String) -> KeyEvent? {
        guard let digit = name.utf8.last, let entry = modifiableKeys.first(where: { name.dropLast() == $0.name })
        else { return nil }
        return modifiedKey(final: entry.final, parameter: digit)
    }

    private static func modifiedKey(final: UInt8, parameter: UInt8) -> KeyEvent? {
        guard (UInt8(ascii: "2")...UInt8(ascii: "8")).contains(parameter),
            let key = modifiableKeys.first(where: { $0.final == final })?.key
        else { return nil }
        return KeyEvent(key, modifiers: KeyEvent.Modifiers(rawValue: parameter - UInt8(ascii: "1")))
    }

    /// Reads the pending mouse report, if any, as a ``MouseEvent``.
    static func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let state = event.bstate
        var modifiers: KeyEvent.Modifiers = []
        if state & tc_button_shift() != 0 { modifiers.insert(.shift) }
        if state & tc_button_ctrl() != 0 { modifiers.insert(.control) }
        if state & tc_button_alt() != 0 { modifiers.insert(.alt) }
        let location = Point(x: Int(event.x), y: Int(event.y))
        if state & tc_button4_pressed() != 0 { return MouseEvent(.wheelUp, at: location, modifiers: modifiers) }
        if tc_button5_pressed() != 0 && state & tc_button5_pressed() != 0 {
            return MouseEvent(.wheelDown, at: location, modifiers: modifiers)
        }
        if state & tc_button1_pressed() != 0 {
            return MouseEvent(.press(button: 1), at: location, modifiers: modifiers)
        }
        if state & tc_button1_released() != 0 {
            return MouseEvent(.release(button: 1), at: location, modifiers: modifiers)
        }
        if state & tc_button3_pressed() != 0 {
            return MouseEvent(.press(button: 3), at: location, modifiers: modifiers)
        }
        return nil
    }
}
