import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// Whether 24-bit colours (``Color/rgb(red:green:blue:)``) are sent as they are: the
    /// terminal takes true colour and colours are in use. Otherwise they show as the nearest
    /// colour the terminal has, or as none without colours.
    public var sendsTrueColor: Bool { colorPairs.trueColor != nil }

    /// Whether the terminal ncurses set up takes 24-bit colours (`ESC [ 38 ; 2 ; r ; g ; b m`):
    /// its entry has the `RGB` flag or tmux's `Tc` (extended capabilities, which ncurses reads
    /// when the entry has them), or `COLORTERM` is `truecolor` or `24bit`, which terminals set
    /// for the programs they run.
    static func takesTrueColor() -> Bool {
        if tigetflag("RGB") > 0 || tigetflag("Tc") > 0 { return true }
        guard let value = getenv("COLORTERM").map({ String(cString: $0) }) else { return false }
        return value == "truecolor" || value == "24bit"
    }
}
