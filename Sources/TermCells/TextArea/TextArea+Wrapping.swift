extension TextArea {
    /// One row on screen: the characters of a line that fit the area's width.
    struct WrappedRow: Equatable {
        /// The line's index in ``TextArea/lines``.
        var line: Int
        /// Its characters in the line's text.
        var range: Range<String.Index>
        /// Whether it is the line's last row, where the cursor after the last character stands.
        var isLast: Bool
    }

    /// The rows the text takes at `width` columns (at least 1), each line on a row of its own
    /// and wrapped onto the next after the last space that fits, as a prompt's words read; a
    /// word longer than the row is cut at the first character that does not fit. Every line
    /// keeps a column after its last character for the cursor there, so a line exactly as wide
    /// as the area takes one more row, whether the cursor is in it or not (the height does not
    /// change as the cursor moves). Walks the whole text: a prompt's text, not a document's.
    func wrappedRows(width: Int) -> [WrappedRow] {
        var rows: [WrappedRow] = []
        for (index, line) in editedLines.enumerated() {
            let text = line.text
            var start = text.startIndex
            var x = 0
            // Where the row can end: after its last space, and the columns up to there.
            var lastBreak: (index: String.Index, x: Int)?
            var position = text.startIndex
            while position < text.endIndex {
                let character = text[position]
                let characterWidth = character.displayWidth
                // A character wider than the whole area has a row to itself (drawn as blanks).
                while x + characterWidth > width, position > start {
                    if let breaking = lastBreak, breaking.index > start, character != " " {
                        rows.append(WrappedRow(line: index, range: start..<breaking.index, isLast: false))
                        (start, x) = (breaking.index, x - breaking.x)
                    } else {
                        rows.append(WrappedRow(line: index, range: start..<position, isLast: false))
                        (start, x) = (position, 0)
                    }
                    lastBreak = nil
                }
                x += characterWidth
                position = text.index(after: position)
                if character == " " { lastBreak = (position, x) }
            }
            if x + 1 > width, start < text.endIndex {
                rows.append(WrappedRow(line: index, range: start..<text.endIndex, isLast: false))
                start = text.endIndex
            }
            rows.append(WrappedRow(line: index, range: start..<text.endIndex, isLast: true))
        }
        return rows
    }

    /// The rows the area asks for at `width` columns: its text's wrapped rows, at least one (for
    /// the placeholder or the cursor) and at most ``maximumVisibleLines``. Give it as the height
    /// of the rect you draw it in; it changes as the text does, so ask each frame.
    public func height(forWidth width: Int) -> Int {
        guard width > 0 else { return 1 }
        return min(max(1, maximumVisibleLines), wrappedRows(width: width).count)
    }

    /// The index in `rows` of the row the cursor is in.
    func cursorRow(in rows: [WrappedRow]) -> Int {
        let cursor = editedLines[cursorLine].cursor
        let row = rows.firstIndex { row in
            row.line == cursorLine && row.range.lowerBound <= cursor && (cursor < row.range.upperBound || row.isLast)
        }
        return row ?? 0
    }
}
