import CNcursesw

/// 24-bit colour (`ESC [ 38 ; 2 ; r ; g ; b m`): nothing to ask, set or reset, but the
/// terminal's entry and environment say whether it takes it — the entry's `RGB` flag or
/// tmux's `Tc` (extended capabilities, which ncurses reads when the entry has them), or
/// `COLORTERM` set to `truecolor` or `24bit`, which terminals set for the programs they run.
/// 24-bit colours go only into the frames TermCells sends itself (see ``ColorPairs``).
final class TrueColorMode: TerminalMode {
    let isGranted: Bool

    init?(_ setting: TerminalModeSetting) {
        let colorTerm = setting.environment("COLORTERM")
        isGranted =
            tigetflag("RGB") > 0 || tigetflag("Tc") > 0 || colorTerm == "truecolor" || colorTerm == "24bit"
    }
}

extension CursesTerminal {
    /// Whether 24-bit colours (``Color/rgb(red:green:blue:)``) are sent as they are: the
    /// terminal takes true colour and colours are in use. Otherwise they show as the nearest
    /// colour the terminal has, or as none without colours.
    public var sendsTrueColor: Bool { colorPairs.trueColor != nil }
}
