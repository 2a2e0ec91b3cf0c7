import ArgumentParser

/// `--accessible`, on every command that shows a screen: the terminal's cursor follows the
/// highlighted item and frames stay quiet (see the Accessibility article of TermCells).
struct AccessibleFlag: ParsableArguments {
    @Flag(
        help:
            "For screen readers and braille displays: the terminal's cursor stays visible on the highlighted item, and nothing animates (also TERMCELLS_ACCESSIBLE=1)."
    )
    var accessible = false
}

/// `--plain`, for `pick` and `table`: numbered pages of plain lines and typed answers instead
/// of a screen (see ``PlainConversation``); also chosen when `TERM` is `dumb`.
struct PlainFlag: ParsableArguments {
    @Flag(
        help:
            "No screen: numbered pages of plain lines, no escape sequences; type a number, a filter or n/p (also TERM=dumb)."
    )
    var plain = false

    /// Whether plain mode is asked for, by the flag or by a `dumb` terminal.
    var isRequested: Bool { plain || PlainConversation.terminalIsDumb }
}
