import TermCells

extension Application {
    /// Inline mode: hands finished content to the terminal above the block, where a shell's
    /// output goes, so that the terminal's own scrollback, search and copy hold it once the
    /// program has moved on (a chat's finished messages, a build's finished steps).
    ///
    /// The lines are printed at the next frame (calls before it are printed together, in the
    /// order made), from the block's top row; the block moves down under them and is drawn
    /// whole. When the block is at the bottom of the screen, the lines above it scroll up and
    /// into the scrollback as under a shell's output. Each line is sanitised as cells are:
    /// controls and escape sequences show as placeholders, tabs as spaces, and a newline inside
    /// a string starts a new line. A line wider than the terminal wraps as a shell's long line
    /// does, wrapped by the terminal itself (one line in its scrollback, which it reflows on a
    /// resize) where its entry says it can (`am` and `xenl`), broken into rows one column
    /// narrower than the terminal elsewhere; nothing is cut. Lines waiting when the
    /// application ends, or stops for Ctrl-Z, are printed before the terminal is given back;
    /// a signal that ends the program before the next frame loses them.
    ///
    /// ```swift
    /// let application = try Application(options: TerminalOptions(screen: .inline(rows: .fixed(8))))
    /// application.insertAbove(["you: hello", "assistant: hi there"])
    /// ```
    ///
    /// - Returns: whether the lines will be printed. On the full screen (or once ``run(_:)``
    ///   has given the terminal back) nothing is printed: the call reports an anomaly
    ///   (``lastAnomaly`` while running) and returns false, and the lines are yours to print
    ///   after the application ends.
    @discardableResult
    public func insertAbove(_ lines: [String]) -> Bool {
        guard terminal.insertAbove(lines) else {
            AnomalyLog.report(
                "insertAbove needs inline mode (ScreenMode.inline) and a terminal not given back: "
                    + "\(lines.count) \(lines.count == 1 ? "line" : "lines") not printed")
            return false
        }
        setNeedsDisplay()
        return true
    }
}
