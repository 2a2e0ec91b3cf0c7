/// The visible stand-ins for control characters, in `cat -v` notation.
///
/// Model text must never reach the terminal raw: an ESC or a C1 CSI would start an escape
/// sequence. Caret notation is what terminal users already read: C0 `U+0000…U+001F` → `^@…^_`,
/// DEL → `^?`, C1 `U+0080…U+009F` → `M-^@…M-^_`. Tab is not here: it expands to spaces (``TabStops``).
public enum ControlPlaceholder: Sendable {
    /// The placeholder text for `scalar`, or `nil` when it is not a C0, DEL or C1 control.
    public static func placeholder(for scalar: Unicode.Scalar) -> String? {
        guard let bytes = PlaceholderBytes(control: scalar) else { return nil }
        var text = ""
        var remaining = bytes
        while let byte = remaining.popFirst() { text.unicodeScalars.append(Unicode.Scalar(byte)) }
        return text
    }

    /// Whether `scalar` is a C0 control, DEL or a C1 control (tab included).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}

/// Up to four ASCII bytes of a placeholder, packed so the glyph iterator holds them without allocating.
struct PlaceholderBytes: Sendable {
    private var packed: UInt32
    private(set) var count: Int

    static let empty = PlaceholderBytes(packed: 0, count: 0)

    private init(packed: UInt32, count: Int) {
        self.packed = packed
        self.count = count
    }

    /// The placeholder of a control scalar; `nil` for anything else.
    init?(control scalar: Unicode.Scalar) {
        let value = scalar.value
        let caret = UInt32(UInt8(ascii: "^"))
        switch value {
        case 0x00..<0x20:
            self.init(packed: caret | (value + 0x40) << 8, count: 2)
        case 0x7F:
            self.init(packed: caret | UInt32(UInt8(ascii: "?")) << 8, count: 2)
        case 0x80..<0xA0:
            let meta = UInt32(UInt8(ascii: "M")) | UInt32(UInt8(ascii: "-")) << 8
            self.init(packed: meta | caret << 16 | (value - 0x80 + 0x40) << 24, count: 4)
        default:
            return nil
        }
    }

    /// Removes and returns the next byte.
    mutating func popFirst() -> UInt8? {
        guard count > 0 else { return nil }
        let byte = UInt8(truncatingIfNeeded: packed)
        packed >>= 8
        count -= 1
        return byte
    }
}
