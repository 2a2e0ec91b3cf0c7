import TermCellsCurses

/// ``Chrome``'s frame for a screen that owns its whole window from frame to frame: a bar is
/// drawn only when its text, row or style changed, or the screen's size did.
///
/// The window keeps what was drawn into it, and nothing else draws on the bars' rows (the
/// content gets a child canvas below the title and above the status), so an unchanged bar
/// is already there. Laying out an 80-column bar with non-ASCII text cost about a fifth of
/// a Down key's CPU; the status changes with the selection, the title and help almost never.
/// When only the status changed, only its changed tail is drawn (``ChangedTail``): the row
/// number at its end, say, not the whole line with its `·` separators.
struct ChromeBars {
    private var drawn: [Chrome.Bar] = []
    private var size = Size.zero
    /// The texts the bars were laid out from, and the content rectangle they left.
    private var texts = (title: "", status: "", help: "")
    private var content = Rect.zero
    /// The status bar's row and the columns its text took, when it fitted the row whole.
    private var status: (row: Int, width: Int)?

    /// Draws the bars that changed since the last frame and returns the rectangle left for
    /// content. Same size and texts as the last frame: nothing is laid out or drawn.
    mutating func draw(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
        let size = canvas.size
        guard size == self.size, title == texts.title, help == texts.help else {
            return drawAll(on: canvas, title: title, status: status, help: help)
        }
        if status != texts.status && !drawTail(of: status, on: canvas) {
            return drawAll(on: canvas, title: title, status: status, help: help)
        }
        return content
    }

    /// Draws the part of the status line that changed, on a status bar that showed its last
    /// text whole; returns false, having drawn nothing, when that cannot be done.
    private mutating func drawTail(of text: String, on canvas: any Canvas) -> Bool {
        guard let shown = status, let tail = ChangedTail(from: texts.status, to: text) else { return false }
        // The bar's text has a leading space before the status.
        let start = shown.width - tail.oldWidth
        let width = start + tail.newWidth
        guard width <= canvas.size.width else { return false }
        // The new tail, then the style's blanks over what is left of the old one. ASCII goes
        // to the canvas's own run (the text drawing of `any Canvas` is generic, unspecialized).
        let style = Chrome.statusStyle
        var tailText = tail.text
        if tail.isASCII {
            if !tailText.isEmpty {
                tailText.withUTF8 { canvas.putASCII($0, at: Point(x: start, y: shown.row), style: style) }
            }
            canvas.fill(Rect(x: width, y: shown.row, width: max(0, shown.width - width), height: 1), style: style)
        } else {
            canvas.draw(
                tailText, at: Point(x: start, y: shown.row), width: max(width, shown.width) - start, style: style)
        }
        status = (shown.row, width)
        texts.status = text
        // Not the bar laid out last: the next layout draws it whole.
        drawn.removeAll { $0.row == shown.row }
        return true
    }

    private mutating func drawAll(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
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
        self.status = bars.last { $0.style == Chrome.statusStyle && $0.row > 0 }.flatMap { bar in
            let width = bar.text.displayWidth
            return width <= canvas.size.width ? (bar.row, width) : nil
        }
        return content
    }
}
