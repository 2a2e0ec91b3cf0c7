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
///
/// A text of the same UTF-8 length as the one shown that differs only in printable ASCII
/// bytes inside its ASCII stretches (the live log's counters, "Received 124 · Showing 124",
/// between non-ASCII separators) keeps every column where it was: only the changed bytes are
/// drawn, at columns worked out once for the text shown.
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
        /// `text`'s ASCII stretches and their columns, once a text of the same length came
        /// (see ``ChromeBars/asciiRuns(of:width:)``); nil until then and after `text`'s
        /// length changed.
        var runs: [AsciiRun]?
    }

    /// Bytes of a bar's text that are printable ASCII, as are the bytes on either side of
    /// each (or the text's ends, the start following the bar's leading space): each starts a
    /// grapheme of one column, and changing it to another printable ASCII byte moves nothing.
    struct AsciiRun: Equatable {
        var bytes: Range<Int>
        /// The column of the text (after the bar's leading space) where `bytes` starts.
        var column: Int
    }

    private enum Kind { case title, status, help }

    private var shown: [Shown] = []
    private var size = Size.zero
    private var content = Rect.zero

    /// Forgets what the bars show: the next frame lays them out and draws them whole. For the
    /// frame after something else stopped drawing over them (a panel's text field at the end
    /// of the status row), since a bar whose text did not change is not drawn again.
    mutating func forget() {
        size = .zero
    }

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
            if text.utf8.count == shown[index].text.utf8.count {
                if shown[index].runs == nil {
                    shown[index].runs = Self.asciiRuns(of: shown[index].text, width: canvas.size.width - 1)
                }
                if drawChangedBytes(of: text, over: shown[index], on: canvas) {
                    shown[index].text = text
                    continue
                }
            }
            if !drawEnd(of: text, over: shown[index], on: canvas) {
                canvas.draw(" " + text, row: shown[index].row, style: shown[index].style)
                shown[index].tail = Self.asciiTail(of: text, width: canvas.size.width - 1)
            }
            shown[index].text = text
            shown[index].runs = nil
        }
        return content
    }

    /// Draws the bytes of `text` that differ from `bar`'s text of the same length, when each
    /// lies in one of the bar's ``AsciiRun``s and is printable ASCII; returns false, having
    /// drawn nothing, otherwise. The runs stay those of the new text.
    private func drawChangedBytes(of text: String, over bar: Shown, on canvas: any Canvas) -> Bool {
        guard let runs = bar.runs, !runs.isEmpty else { return false }
        var text = text
        var old = bar.text
        return text.withUTF8 { bytes in
            old.withUTF8 { oldBytes in
                // The changed span of each run (one at most per run), found before anything is
                // drawn; kept on the stack, as this runs every frame of a stream.
                withUnsafeTemporaryAllocation(of: (first: Int, last: Int, run: Int).self, capacity: runs.count) {
                    spans in
                    var count = 0
                    var run = 0
                    for position in 0..<bytes.count where bytes[position] != oldBytes[position] {
                        while run < runs.count, runs[run].bytes.upperBound <= position { run += 1 }
                        guard run < runs.count, runs[run].bytes.contains(position),
                            bytes[position] >= 0x20, bytes[position] < 0x7F
                        else { return false }
                        if count > 0, spans[count - 1].run == run {
                            spans[count - 1].last = position
                        } else {
                            spans.initializeElement(at: count, to: (position, position, run))
                            count += 1
                        }
                    }
                    for span in spans[..<count] {
                        let run = runs[span.run]
                        // The bar's leading space is its first column.
                        let x = 1 + run.column + span.first - run.bytes.lowerBound
                        canvas.putASCII(
                            UnsafeBufferPointer(rebasing: bytes[span.first...span.last]), at: Point(x: x, y: bar.row),
                            style: bar.style)
                    }
                    return true
                }
            }
        }
    }

    /// The ``AsciiRun``s of `text`; empty when the text does not fit `width` columns or holds
    /// control characters (drawn as placeholders, wider than `displayWidth` counts them).
    static func asciiRuns(of text: String, width: Int) -> [AsciiRun] {
        let bytes = Array(text.utf8)
        guard !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return [] }
        func isPrintableASCII(_ position: Int) -> Bool {
            position < 0 || position >= bytes.count || bytes[position] < 0x7F
        }
        func isInRun(_ position: Int) -> Bool {
            isPrintableASCII(position - 1) && isPrintableASCII(position) && isPrintableASCII(position + 1)
        }
        var runs: [AsciiRun] = []
        var column = 0
        // Where the text not yet counted in `column` starts.
        var counted = 0
        var position = 0
        while position < bytes.count {
            guard isInRun(position) else {
                position += 1
                continue
            }
            let start = position
            while position < bytes.count, isInRun(position) { position += 1 }
            // Runs start and end between two ASCII characters: between graphemes.
            column += String(decoding: bytes[counted..<start], as: UTF8.self).displayWidth
            runs.append(AsciiRun(bytes: start..<position, column: column))
            column += position - start
            counted = position
        }
        column += String(decoding: bytes[counted...], as: UTF8.self).displayWidth
        return column <= width ? runs : []
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
