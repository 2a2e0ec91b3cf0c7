extension ReusableView {
    /// The view laid out at `width` and drawn in `theme` into a buffer of its own: `height`
    /// rows, or as many as the view wants at that width (a ``MessageCell``'s wrapped text, as
    /// a host would measure it). For what goes outside a host: a finished message printed into
    /// an inline application's scrollback.
    package func drawnOffscreen(width: Int, height: Int? = nil, theme: Theme) -> ScreenBuffer {
        let width = max(0, width)
        if heightDependsOnWidth { prepare(forWidth: width) }
        self.theme = theme
        let buffer = ScreenBuffer(width: width, height: max(0, height ?? preferredHeight))
        buffer.theme = theme
        // Its cells in a host, if it is in one, are not drawn: a redraw it waits for still waits.
        let waitsForDisplay = needsDisplay
        display(in: buffer, theme: theme)
        needsDisplay = waitsForDisplay
        return buffer
    }
}
