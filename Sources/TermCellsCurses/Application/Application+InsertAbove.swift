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
        insertAbove(lines.map { StyledLine($0) })
    }

    /// Inline mode: hands finished content to the terminal above the block as
    /// ``insertAbove(_:)-([String])`` does, each run of each line in its style: the terminal's
    /// scrollback keeps the colours, as it keeps those of a shell's coloured output.
    ///
    /// The styles are sent as the block's cells are: in the sequences the terminal's entry
    /// declares (`setaf`, `setab`, `bold`, `sgr0` and the rest), a 24-bit colour exact where
    /// the block's frames use true colour and the nearest the entry has elsewhere, no colour
    /// with `NO_COLOR`. Each line ends in the terminal's default style. The text is sanitised as
    /// plain lines are: controls and escape sequences in a run show as placeholders.
    ///
    /// ```swift
    /// let role = Style.bold.foreground(.ansi(6))
    /// application.insertAbove([StyledLine("assistant:", style: role), "hi there", ""])
    /// ```
    ///
    /// - Returns: whether the lines will be printed (see ``insertAbove(_:)-([String])``).
    @discardableResult
    public func insertAbove(_ lines: [StyledLine]) -> Bool {
        guard terminal.insertAbove(lines) else {
            AnomalyLog.report(
                "insertAbove needs inline mode (ScreenMode.inline) and a terminal not given back: "
                    + "\(lines.count) \(lines.count == 1 ? "line" : "lines") not printed")
            return false
        }
        setNeedsDisplay()
        return true
    }

    /// Inline mode: draws `view` into the scrollback above the block, in its colours: the view
    /// is laid out at the terminal's width, drawn offscreen in the application's ``theme``, and
    /// its rows printed as ``insertAbove(_:)-([StyledLine])`` prints styled lines (each up to
    /// its last cell that is not a plain blank). A finished chat message leaves the block this
    /// way and keeps its role's colours:
    ///
    /// ```swift
    /// let cell = MessageCell()
    /// cell.update(with: ChatMessage(role: .assistant, text: "Done."))
    /// application.insertAbove(cell)
    /// ```
    ///
    /// The view is drawn at the call, at the width the terminal has then; a terminal narrowed
    /// before the next frame wraps its rows as it wraps any long line, losing none.
    ///
    /// - Parameters:
    ///   - view: Any view, configured as a host would configure it (its model given). It need
    ///     not be in a host; one that is keeps its place there.
    ///   - height: The rows to draw; by default the rows the view wants at the terminal's width
    ///     (a ``MessageCell``'s ``MessageCell/height(forWidth:)``, else its
    ///     ``ReusableView/preferredHeight``).
    /// - Returns: whether the rows will be printed (see ``insertAbove(_:)-([String])``).
    @discardableResult
    public func insertAbove(_ view: ReusableView, height: Int? = nil) -> Bool {
        insertAbove(view.drawnOffscreen(width: terminal.size.width, height: height, theme: theme).styledLines)
    }
}
