import TermCellsCurses

/// ``Chrome``'s frame for a screen that owns its whole window from frame to frame: a bar is
/// drawn only when its text changed, or the screen's size did; a text that changed only in its
/// plain ASCII end (the grid's title, which ends with the cursor's index path) is drawn from
/// its first changed character.
///
/// The window keeps what was drawn into it, and nothing else draws on the bars' rows (the
/// content gets a child canvas below the title and above the status), so an unchanged bar
/// is already there. Laying out an 80-column bar with non-ASCII text cost about a fifth of
/// a Down key's CPU; the status changes with the selection, the title and help almost never.
struct ChromeBars {
    /// A bar on screen: the text it shows (without the bar's leading space), its row and style.
    private struct Shown {
        var kind: Kind
        var text: String
        var row: Int
        var style: Style
        /// Where `text` is printable ASCII to its end: from UTF-8 offset `byte`, at column
        /// `column` of the text (the byte before it printable ASCII too, or the bar's leading
        /// space, so a grapheme starts there); nil when the bar was cut to the width.
        var tail: (byte: Int, column: Int)?
    }

    private enum Kind { case title, status, help }

    private var shown: [Shown] = []
    private var size = Size.zero
    private var content = Rect.zero

    /// Draws the bars that changed since the last frame and returns the rectangle left for
    /// content. Same size and texts as the last frame: nothing is laid out or drawn.
    mutating func draw(on canvas: any Canvas, title: String, status: String, help: String) -> Rect {
        guard canvas.size == size else {
            size = canvas.size
            let (bars, content) = Chrome.layout(size: canvas.size, title: title, status: status, help: help)
            self.content = content
            // Chrome.layout's bars: the title, then the help and the status when they fit.
            let kinds: [Kind] = [.title, .help, .status].filter { $0 != .help || bars.count == 3 }
            shown = zip(bars, kinds).map { bar, kind in
                canvas.draw(bar.text, row: bar.row, style: bar.style)
                let text = kind == .title ? title : kind == .help ? help : status
                return Shown(
                    kind: kind, text: text, row: bar.row, style: bar.style,
                    tail: Self.asciiTail(of: text, width: canvas.size.width - 1))
            }
            return content
        }
        for index in shown.indices {
            let kind = shown[index].kind
            let text = kind == .title ? title : kind == .help ? help : status
            guard text != shown[index].text else { continue }
            if !drawEnd(of: text, over: shown[index], on: canvas) {
                canvas.draw(" " + text, row: shown[index].row, style: shown[index].style)
                shown[index].tail = Self.asciiTail(of: text, width: canvas.size.width - 1)
            }
            shown[index].text = text
        }
        return content
    }

    /// Draws `text` over `bar` from the first byte that differs, when the two texts differ
    /// only in their printable ASCII ends and `text` fits the width; returns false, having
    /// drawn nothing, otherwise. The bar's tail stays where it was.
    private func drawEnd(of text: String, over bar: Shown, on canvas: any Canvas) -> Bool {
        guard let tail = bar.tail else { return false }
        let width = canvas.size.width
        var text = text
        return text.withUTF8 { bytes in
            var common = 0
            for old in bar.text.utf8 {
                guard common < bytes.count, bytes[common] == old else { break }
                common += 1
            }
            guard common >= tail.byte, 1 + tail.column + bytes.count - tail.byte <= width,
                bytes[common...].allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
            else { return false }
            // The bar's leading space is its first column.
            let x = 1 + tail.column + common - tail.byte
            if common < bytes.count {
                canvas.putASCII(
                    UnsafeBufferPointer(rebasing: bytes[common...]), at: Point(x: x, y: bar.row), style: bar.style)
            }
            let end = x + bytes.count - common
            canvas.fill(Rect(x: end, y: bar.row, width: width - end, height: 1), style: bar.style)
            return true
        }
    }

    /// Where `text` is printable ASCII to its end, after a printable ASCII byte (or the
    /// text's start, which follows the bar's leading space), and the column that starts at;
    /// nil when the text does not fit `width` columns.
    private static func asciiTail(of text: String, width: Int) -> (byte: Int, column: Int)? {
        let bytes = Array(text.utf8)
        var start = bytes.count
        while start > 0, bytes[start - 1] >= 0x20, bytes[start - 1] < 0x7F { start -= 1 }
        // The end starts after a printable ASCII byte, so a grapheme starts there.
        if start > 0 { start += 1 }
        guard start <= bytes.count else { return nil }
        let column = String(decoding: bytes[..<start], as: UTF8.self).displayWidth
        guard column + bytes.count - start <= width else { return nil }
        return (start, column)
    }
}
