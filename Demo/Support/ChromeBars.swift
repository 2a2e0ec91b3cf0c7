import TermCellsCurses

/// ``Chrome``'s frame for a screen that owns its whole window from frame to frame: a bar is
/// drawn only when its text, row or style changed, or the screen's size did.
///
/// The window keeps what was drawn into it, and nothing else draws on the bars' rows (the
/// content gets a child canvas below the title and above the status), so an unchanged bar
/// is already there. Laying out an 80-column bar with non-ASCII text cost about a fifth of
/// a Down key's CPU; the status changes with the selection, the title and help almost never.
struct ChromeBars {
    private var drawn: [Chrome.Bar] = []
    private var size = Size.zero
    /// The texts the bars were laid out from, and the content rectangle they left.
    private var texts = (title: "", status: "", help: "")
    private var content = Rect.zero

    /// Draws the bars that changed since the last frame and returns the rectangle left for
    /// content. Same size and texts as the last frame: nothing is laid out or drawn.
    mutating func draw(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
        if canvas.size == size, texts == (title, status, help) { return content }
        let (bars, content) = Chrome.layout(size: canvas.size, title: title, status: status, help: help)
        if canvas.size != size {
            size = canvas.size
            drawn = []
        }
        for bar in bars where !drawn.contains(bar) {
            canvas.draw(bar.text, row: bar.row, style: bar.style)
        }
        drawn = bars
        texts = (title, status, help)
        self.content = content
        return content
    }
}
