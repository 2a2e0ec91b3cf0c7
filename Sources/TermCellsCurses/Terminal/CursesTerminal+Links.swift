extension CursesTerminal {
    /// Whether text drawn with a ``Hyperlink`` is sent as a link (OSC 8): the terminal is
    /// known to show links, or ``TerminalOptions/hyperlinks`` or `TERMCELLS_HYPERLINKS=1`
    /// says so, and colours are in use. Otherwise the text is drawn without its link.
    public var sendsLinks: Bool { colorPairs.links != nil }
}
