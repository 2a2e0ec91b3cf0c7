/// Keys in the parameterised forms of `ESC [` sequences, read from their bytes whatever the
/// terminal's description names:
///
/// - the kitty keyboard protocol's `ESC [ code ; modifiers u`, where `code` is the key's Unicode
///   scalar (Esc 27, Enter 13, Tab 9, Backspace 127, `a` 97) or one of the protocol's numbers for
///   keys with no character (the keypad, F13 and up);
/// - xterm's cursor keys, Home, End and F1–F4 with modifiers, `ESC [ 1 ; modifiers X` (with no
///   modifiers field, as the terminal's description names them);
/// - `ESC [ number ; modifiers ~` and `ESC [ number ~`: Insert, Delete, PgUp, PgDn, Home, End
///   and F1–F12 (the protocol sends F3 as `ESC [ 13 ~`, since `ESC [ R` is a cursor report).
///
/// `modifiers` is one more than the modifier bits: Shift 1, Alt 2, Ctrl 4 (as in
/// ``KeyEvent/Modifiers``), Super 8, Hyper 16, Meta 32, Caps Lock 64, Num Lock 128. The
/// protocol's `:` sub-fields may follow a field: alternate keys after the code, the event type
/// after the modifiers (a release is no key press), text after them; only the first value of a
/// field counts.
enum ControlSequenceKey {
    /// The key `sequence` (a whole `ESC [` … sequence) is, or nil when it is none of these forms,
    /// is ill-formed, is a key release, or is held with Super, Hyper or Meta: a key event
    /// cannot say so, and read without them it would be another key (Super-Q is not Q).
    static func event(_ sequence: [UInt8]) -> KeyEvent? {
        guard sequence.count >= 3, sequence[0] == 0x1B, sequence[1] == UInt8(ascii: "["),
            let final = sequence.last,
            let fields = parameters(sequence[2..<(sequence.count - 1)]),
            fields.count <= 3,
            let modifiers = modifiers(fields.count > 1 ? fields[1] : [])
        else { return nil }
        let number = fields.first?.first ?? nil
        if final == UInt8(ascii: "u") {
            guard let number else { return nil }
            return characterKey(number, modifiers: modifiers)
        }
        // Only the protocol's own form has a third field (the text a key typed).
        guard fields.count <= 2 else { return nil }
        if final == UInt8(ascii: "~") {
            guard let number, let named = tildeKeys[number] else { return nil }
            return KeyEvent(named, modifiers: modifiers)
        }
        // With no modifiers field these are the terminal's plain keys: its description (and
        // the framer's aliases) name them.
        guard fields.count == 2, number == nil || number == 1, let named = letterKeys[final] else { return nil }
        return KeyEvent(named, modifiers: modifiers)
    }

    /// The keys of `ESC [ 1 ; modifiers X` by their final byte.
    private static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end,
        UInt8(ascii: "P"): .function(1), UInt8(ascii: "Q"): .function(2), UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]

    /// The keys of `ESC [ number ~` by their number (VT220's, with rxvt's Home and End).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// The kitty protocol's numbers for keys with no character of their own: the keypad's
    /// (read as the keys they stand for) and F13 to F35.
    private static let functionalKeys: [Int: Key] = {
        var keys: [Int: Key] = [
            57409: .character("."), 57410: .character("/"), 57411: .character("*"), 57412: .character("-"),
            57413: .character("+"), 57414: .enter, 57415: .character("="), 57416: .character(","),
            57417: .left, 57418: .right, 57419: .up, 57420: .down, 57421: .pageUp, 57422: .pageDown,
            57423: .home, 57424: .end, 57425: .insert, 57426: .delete,
        ]
        for digit in 0...9 { keys[57399 + digit] = .character(Character(String(digit))) }
        for number in 13...35 { keys[57376 + number - 13] = .function(number) }
        return keys
    }()

    /// The characters a control chord names beside the letters, as their legacy bytes do
    /// (28–31, and 0 for Ctrl-Space).
    private static let controlPunctuation: Set<Character> = [" ", "\\", "]", "^", "_"]

    /// The key of `ESC [ code ; modifiers u`.
    private static func characterKey(_ code: Int, modifiers: KeyEvent.Modifiers) -> KeyEvent? {
        switch code {
        case 27: return KeyEvent(.escape, modifiers: modifiers)
        case 13: return KeyEvent(.enter, modifiers: modifiers)
        case 9:
            // Shift-Tab is a key of its own, as in every other form terminals send it.
            return modifiers.contains(.shift)
                ? KeyEvent(.backTab, modifiers: modifiers.subtracting(.shift)) : KeyEvent(.tab, modifiers: modifiers)
        case 8, 127: return KeyEvent(.backspace, modifiers: modifiers)
        default: break
        }
        if let key = functionalKeys[code] { return KeyEvent(key, modifiers: modifiers) }
        guard code >= 0x20, !(0x7F...0x9F).contains(code), !(0xE000...0xF8FF).contains(code),
            let scalar = Unicode.Scalar(UInt32(code))
        else { return nil }
        let character = Character(scalar)
        if modifiers.contains(.control) {
            // ASCII only: its lower case is always one character.
            let lowered = character.isASCII ? Character(character.lowercased()) : character
            if (lowered.isASCII && lowered.isLetter) || controlPunctuation.contains(lowered) {
                return KeyEvent(.control(lowered), modifiers: modifiers.subtracting(.control))
            }
            return KeyEvent(.character(character), modifiers: modifiers)
        }
        // The protocol names a letter by its lower case: Shift makes it the capital typed
        // without the protocol (Alt-Shift-A is Alt-A, as `ESC A` says).
        if modifiers.contains(.shift), character.isLowercase, character.uppercased().count == 1 {
            return KeyEvent(.character(Character(character.uppercased())), modifiers: modifiers.subtracting(.shift))
        }
        return KeyEvent(.character(character), modifiers: modifiers)
    }

    /// Shift, Alt and Ctrl from a modifiers field (`[]`: none), or nil for an ill-formed field,
    /// a key release, or Super, Hyper or Meta held. The lock keys do not count.
    private static func modifiers(_ field: [Int?]) -> KeyEvent.Modifiers? {
        let value = field.first.flatMap { $0 } ?? 1
        guard value >= 1, value <= 256 else { return nil }
        // The event type: 1 a press, 2 a repeat, 3 a release.
        if field.count > 1 {
            guard let event = field[1], event == 1 || event == 2 else { return nil }
        }
        let bits = value - 1
        guard bits & 0b11_1000 == 0 else { return nil }
        return KeyEvent.Modifiers(rawValue: UInt8(bits & 0b111))
    }

    /// The fields of a parameter string (`97:65;5`), each a list of its `:` sub-fields, a number
    /// or nil for an empty one; nil when a byte is not a digit, `:` or `;` (a private marker such
    /// as `?` or `>`: a terminal's answer, not a key) or a number is too long.
    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [[Int?]]? {
        var fields: [[Int?]] = []
        for field in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            var values: [Int?] = []
            for part in field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false) {
                guard part.count <= 7, part.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                values.append(part.isEmpty ? nil : part.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            }
            fields.append(values)
        }
        return fields
    }
}
