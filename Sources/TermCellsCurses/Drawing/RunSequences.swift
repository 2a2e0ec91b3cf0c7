import CNcursesw

/// The terminal's short forms that ``FrameWriter`` uses inside a changed run when its
/// terminfo has them in their ANSI form: erase characters (`ech`), which leaves the cursor
/// where it is, cursor forward (`cuf`) and repeat (`rep`). A highlighted row that turns plain, or a row
/// whose middle did not change, then costs a few bytes instead of a screen width of spaces.
struct RunSequences {
    /// Whether `ech` is `CSI n X`.
    let isAvailable: Bool
    /// Whether erased cells take the current background (`bce`), rather than the default.
    let inCurrentBackground: Bool
    /// Whether `cuf` is `CSI n C`.
    let movesForward: Bool
    /// Whether `rep` is the character followed by `CSI n-1 b` (``FrameWriter+Repeats``).
    let repeats: Bool

    @MainActor init() {
        isAvailable = CursesTerminal.capability("ech") == Array("\u{1B}[%p1%dX".utf8)
        inCurrentBackground = tigetflag("bce") > 0
        movesForward = CursesTerminal.capability("cuf") == Array("\u{1B}[%p1%dC".utf8)
        repeats = CursesTerminal.capability("rep") == Array("%p1%c\u{1B}[%p2%{1}%-%db".utf8)
    }
}
