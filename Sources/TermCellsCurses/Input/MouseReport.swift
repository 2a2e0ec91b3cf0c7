import TermCells

/// Reads the mouse reports ``InputSequenceFramer`` lets through.
enum MouseReport {
    /// The event of an SGR (`ESC [ < b ; x ; y M|m`) or X10 (`ESC [ M b x y`) report, or nil for
    /// reports TermCells has no event for (motion, buttons past the third).
    ///
    /// Coordinates are 1-based in reports and 0-based in events. The button code's bits: 0–1 the
    /// button (3 is "released" in X10), 4 Shift, 8 Alt, 16 Ctrl, 32 motion, 64 the wheel.
    static func event(_ bytes: [UInt8]) -> MouseEvent? {
        guard bytes.count >= 6, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "[") else { return nil }
        let code: Int
        let column: Int
        let row: Int
        let released: Bool
        if bytes[2] == UInt8(ascii: "M") {
            code = Int(bytes[3]) - 32
            column = Int(bytes[4]) - 32
            row = Int(bytes[5]) - 32
            released = code & 0b11 == 3 && code & 64 == 0
        } else if bytes[2] == UInt8(ascii: "<"), let final = bytes.last {
            let fields = bytes[3..<(bytes.count - 1)].split(separator: UInt8(ascii: ";")).map { field in
                field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            }
            guard fields.count == 3 else { return nil }
            (code, column, row) = (fields[0], fields[1], fields[2])
            released = final == UInt8(ascii: "m")
        } else {
            return nil
        }
        guard column >= 1, row >= 1, code & 32 == 0 else { return nil }
        var modifiers: KeyEvent.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let location = Point(x: column - 1, y: row - 1)
        if code & 64 != 0 {
            switch code & 0b11 {
            case 0: return MouseEvent(.wheelUp, at: location, modifiers: modifiers)
            case 1: return MouseEvent(.wheelDown, at: location, modifiers: modifiers)
            default: return nil
            }
        }
        if released {
            // X10 does not say which button was let go: the left one is the one that matters.
            let button = bytes[2] == UInt8(ascii: "M") ? 1 : code & 0b11 + 1
            return MouseEvent(.release(button: button), at: location, modifiers: modifiers)
        }
        guard code & 0b11 != 3 else { return nil }
        return MouseEvent(.press(button: code & 0b11 + 1), at: location, modifiers: modifiers)
    }
}
