import TermCells

extension Application {
    /// Puts `text` on the clipboard of the terminal the program runs in (OSC 52), as a copy
    /// action does: the terminal puts it on the user's clipboard, over ssh and inside tmux
    /// too (tmux's `set-clipboard` on, its default `external` included), where no system
    /// clipboard API of the machine the program runs on would reach them.
    ///
    /// Sent at once, between frames, where the terminal's entry declares the capability
    /// (`Ms`: xterm's, tmux's and alacritty's) or the terminal is known to take it (kitty,
    /// foot, WezTerm, Ghostty). Turn it off with ``copiesToClipboard`` (a program's own
    /// option, say), or for any program with `TERMCELLS_CLIPBOARD=0`.
    ///
    /// ```swift
    /// if let message = transcript.entry(at: row)?.message {
    ///     application.copyToClipboard(message.text)
    /// }
    /// ```
    ///
    /// - Returns: whether it was sent: false on a terminal not known to take it and with
    ///   copying turned off (say so in your status line), and once ``run(_:)`` has given the
    ///   terminal back, which also reports an anomaly (``lastAnomaly``). A terminal can still
    ///   refuse it (xterm's `allowWindowOps`, a size limit of its own) without telling.
    @discardableResult
    public func copyToClipboard(_ text: String) -> Bool {
        guard copiesToClipboard else { return false }
        guard let sent = terminal.writeToClipboard(text) else {
            AnomalyLog.report("copyToClipboard after the terminal was given back: nothing sent")
            return false
        }
        return sent
    }
}
