/// A terminal colour: the terminal's default, one of the 16 ANSI colours, or one of 256.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright). Values above 15 wrap.
    case ansi(UInt8)
    /// One of the 256 colours of an xterm-256 palette.
    case indexed(UInt8)

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

    /// The palette index this colour names, or `nil` for the terminal's default.
    package var paletteIndex: Int? {
        switch self {
        case .default: return nil
        case .ansi(let value): return Int(value % 16)
        case .indexed(let value): return Int(value)
        }
    }
}
