/// A terminal colour: the terminal's default, one of the 16 ANSI colours, one of 256, or a
/// 24-bit colour.
///
/// A 24-bit colour (``rgb(red:green:blue:)``) is sent as it is where the terminal takes true
/// colour (its terminfo entry has the `RGB` or `Tc` flag, or `COLORTERM` is `truecolor` or
/// `24bit`); elsewhere it is shown as the nearest colour the terminal has: the nearest entry
/// of xterm's 256-colour cube or grey ramp on 256 colours, the nearest of the 16 ANSI colours
/// on 16 (that colour's normal half on 8), and without colours (`NO_COLOR`, a monochrome
/// terminal) as none.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright). Values above 15 wrap.
    case ansi(UInt8)
    /// One of the 256 colours of an xterm-256 palette.
    case indexed(UInt8)
    /// A 24-bit colour: red, green and blue from 0 to 255.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    public static let black = Color.ansi(0)
    public static let red = Color.ansi(1)
    public static let green = Color.ansi(2)
    public static let yellow = Color.ansi(3)
    public static let blue = Color.ansi(4)
    public static let magenta = Color.ansi(5)
    public static let cyan = Color.ansi(6)
    public static let white = Color.ansi(7)
    public static let brightBlack = Color.ansi(8)
    public static let brightRed = Color.ansi(9)
    public static let brightGreen = Color.ansi(10)
    public static let brightYellow = Color.ansi(11)
    public static let brightBlue = Color.ansi(12)
    public static let brightMagenta = Color.ansi(13)
    public static let brightCyan = Color.ansi(14)
    public static let brightWhite = Color.ansi(15)

    /// A 24-bit colour written as a hexadecimal `0xRRGGBB`; bits above the 24 are ignored.
    public init(hex: UInt32) {
        self = .rgb(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex))
    }

    /// The palette index this colour names, or `nil` for the terminal's default; a 24-bit
    /// colour names its nearest entry of the 256.
    public var paletteIndex: Int? {
        switch self {
        case .default: return nil
        case .ansi(let value): return Int(value % 16)
        case .indexed(let value): return Int(value)
        case .rgb: return nearestIndexed.map(Int.init)
        }
    }
}

extension Color {
    /// Whether this is a 24-bit colour.
    package var isRGB: Bool {
        if case .rgb = self { return true }
        return false
    }
}
