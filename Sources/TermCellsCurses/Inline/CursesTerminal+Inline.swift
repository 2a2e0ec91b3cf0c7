import CNcursesw

extension CursesTerminal {
    /// Whether the terminal draws in a block under the shell's cursor (``ScreenMode/inline(rows:)``).
    public var isInline: Bool { inlineScreen != nil }

    /// Gives the terminal back before the process stops itself (Ctrl-Z): the full screen is
    /// left through `endwin`, an inline block is erased. ``resumeAfterStop()`` takes it back.
    func suspendForStop() {
        if let inlineScreen {
            inlineScreen.suspend()
        } else {
            endwin()
        }
    }
}
