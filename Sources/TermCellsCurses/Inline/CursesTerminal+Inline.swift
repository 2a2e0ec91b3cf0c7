import CNcursesw
import TermCells

extension CursesTerminal {
    /// Whether the terminal draws in a block under the shell's cursor (``ScreenMode/inline(rows:)``).
    public var isInline: Bool { inlineScreen != nil || offscreenScrollback != nil }

    /// Gives the terminal back before the process stops itself (Ctrl-Z): the full screen is
    /// left through `endwin`, an inline block is erased. ``resumeAfterStop()`` takes it back.
    func suspendForStop() {
        if let inlineScreen {
            inlineScreen.suspend()
        } else {
            leaveFullScreenModes()
            endwin()
        }
    }

    /// Has the next frame print `lines` above the inline block (see ``Application/insertAbove(_:)``).
    /// Returns false, printing nothing, when the terminal is not inline or was stopped.
    func insertAbove(_ lines: [StyledLine]) -> Bool {
        if offscreenScrollback != nil {
            offscreenScrollback?.insert(lines)
            return true
        }
        guard let inlineScreen, !stopped else { return false }
        inlineScreen.insertAbove(lines)
        return true
    }
}
