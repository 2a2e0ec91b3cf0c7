import TermCellsCurses

/// The demo's frame: a title bar on the top row, a status line and a key help line at the bottom.
enum Chrome {
    /// Ctrl-L: sends every cell of the screen again at the next frame, for a screen something
    /// else wrote over.
    @MainActor
    static func repaint(_ application: Application) {
        application.terminal.invalidate()
        application.setNeedsDisplay()
    }

    static let titleStyle = Style(foreground: .black, background: .cyan, attributes: .bold)
    static let statusStyle = Style(attributes: .reverse)
    static let helpStyle = Style.dim

    /// One bar of the frame: its text (with its leading space), row and style.
    struct Bar: Equatable {
        var text: String
        var row: Int
        var style: Style
    }

    /// The bars of a frame on a screen `size` high, and the rectangle left for content.
    static func layout(size: Size, title: String, status: String, help: String) -> (bars: [Bar], content: Rect) {
        guard size.height > 0 else { return ([], .zero) }
        var bars = [Bar(text: " " + title, row: 0, style: titleStyle)]
        var bottom = size.height
        if size.height >= 3 {
            bars.append(Bar(text: " " + help, row: size.height - 1, style: helpStyle))
            bottom -= 1
        }
        if size.height >= 2 {
            bars.append(Bar(text: " " + status, row: bottom - 1, style: statusStyle))
            bottom -= 1
        }
        return (bars, Rect(x: 0, y: 1, width: size.width, height: max(0, bottom - 1)))
    }

    /// Draws the frame and returns the rectangle left for content.
    static func draw(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
        let (bars, content) = layout(size: canvas.size, title: title, status: status, help: help)
        for bar in bars { canvas.draw(bar.text, row: bar.row, style: bar.style) }
        return content
    }

    /// Draws `field` on the status row `row`, after `status` (its bar's text, drawn with a
    /// leading space), in the rest of the row; the field reports its cursor as the focus.
    @MainActor
    static func draw(_ field: TextField, after status: String, row: Int, on canvas: any Canvas) {
        let x = min((" " + status).displayWidth, canvas.size.width)
        field.draw(in: canvas.child(in: Rect(x: x, y: row, width: canvas.size.width - x, height: 1)))
    }
}
