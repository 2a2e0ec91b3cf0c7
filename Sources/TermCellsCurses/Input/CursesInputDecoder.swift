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
        /// A key decoded from its bytes (``ControlSequenceKey``).
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

    /// The keys terminal descriptions name with a modifier digit (`kLFT5`, `kDC3`), by name,
    /// with the parameter and final byte of their xterm sequences.
    private static let modifiableKeys: [String: (number: String, final: String)] = [
        "kUP": ("1", "A"), "kDN": ("1", "B"), "kRIT": ("1", "C"), "kLFT": ("1", "D"), "kHOM": ("1", "H"),
        "kEND": ("1", "F"), "kIC": ("2", "~"), "kDC": ("3", "~"), "kPRV": ("5", "~"), "kNXT": ("6", "~"),
    ]

    /// The key a terminal description's extended name says (`kLFT5`: Ctrl-←): the digit is the
    /// modifiers parameter of the key's xterm sequence (`ESC [ 1 ; 5 D`; see
    /// ``ControlSequenceKey``), which ncurses names these keys after.
    static func modifiedKey(named name: String) -> KeyEvent? {
        guard let digit = name.last, ("2"..."8").contains(digit), let entry = modifiableKeys[String(name.dropLast())]
        else { return nil }
        return ControlSequenceKey.event(Array("\u{1B}[\(entry.number);\(digit)\(entry.final)".utf8))
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
