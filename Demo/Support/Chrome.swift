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
}
