import TermCellsCurses

/// The demo's frame: a title bar on the top row, a status line and a key help line at the bottom.
enum Chrome {
    static let titleStyle = Style(foreground: .black, background: .cyan, attributes: .bold)
    static let statusStyle = Style(attributes: .reverse)
    static let helpStyle = Style.dim

    /// Draws the frame and returns the rectangle left for content.
    static func draw(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
        let size = canvas.size
        guard size.height > 0 else { return .zero }
        canvas.draw(" " + title, row: 0, style: titleStyle)
        var bottom = size.height
        if size.height >= 3 {
            canvas.draw(" " + help, row: size.height - 1, style: helpStyle)
            bottom -= 1
        }
        if size.height >= 2 {
            canvas.draw(" " + status, row: bottom - 1, style: statusStyle)
            bottom -= 1
        }
        return Rect(x: 0, y: 1, width: size.width, height: max(0, bottom - 1))
    }

    /// While a panel takes typed text on its status line (which then ends with the text
    /// cursor, "▏"), the focus is there: on that last cell of `status` drawn on `row`.
    static func reportTypingFocus(on canvas: any Canvas, status: String, row: Int) {
        let x = min(max(0, (" " + status).displayWidth - 1), max(0, canvas.size.width - 1))
        canvas.reportFocus(at: Point(x: x, y: row))
    }
}
