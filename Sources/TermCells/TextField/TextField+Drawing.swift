extension TextField {
    /// The cursor after the last character, drawn in ``style``.
    static let endCursor = "▏"

    /// Draws the field across the first row of `canvas`: the text from the first character in
    /// view (or the placeholder while the text is empty), the cursor when the field is focused
    /// (``isFocused``, ``drawsCursor``), and the rest of the row blank in ``style``. A focused
    /// field reports its cursor's cell as the focus. The placeholder and the cursor take the
    /// canvas's theme (``Canvas/theme``) unless the field has styles of its own.
    public func draw(in canvas: any Canvas) {
        theme = canvas.theme
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else {
            cursorColumn = nil
            return
        }
        let showsCursor = isFocused && drawsCursor
        let column: Int
        if line.isEmpty {
            scrollOrigin = line.text.startIndex
            column = 0
            canvas.draw(placeholder, at: .zero, width: width, style: placeholderStyle)
            if showsCursor {
                // The cursor stands on the placeholder's first character, as it will on the text.
                if let first = placeholder.sanitizedForDisplay().first {
                    canvas.draw(String(first), at: .zero, style: cursorStyle)
                } else {
                    canvas.draw(Self.endCursor, at: .zero, style: style)
                }
            }
        } else {
            column = scrollToCursor(width: width)
            drawText(on: canvas, width: width, showsCursor: showsCursor)
            if showsCursor, line.isCursorAtEnd, column < width {
                canvas.draw(Self.endCursor, at: Point(x: column, y: 0), style: style)
            }
        }
        cursorColumn = column
        if isFocused { canvas.reportFocus(at: Point(x: column, y: 0)) }
    }

    /// Draws the characters in view from ``scrollOrigin``, each whole: one that does not fit
    /// at the right edge leaves its columns blank. The character under the cursor is drawn in
    /// ``cursorStyle`` when `showsCursor`.
    private func drawText(on canvas: any Canvas, width: Int, showsCursor: Bool) {
        let text = line.text
        var index = scrollOrigin
        var x = 0
        while index < text.endIndex, x < width {
            let character = text[index]
            let characterWidth = character.displayWidth
            guard x + characterWidth <= width else { break }
            if characterWidth > 0 {
                let style = showsCursor && index == line.cursor ? cursorStyle : style
                canvas.draw(String(character), at: Point(x: x, y: 0), style: style)
            }
            x += characterWidth
            index = text.index(after: index)
        }
        canvas.fill(Rect(x: x, y: 0, width: width - x, height: 1), style: style)
    }

    /// Moves ``scrollOrigin`` so that the cursor's cell (its character, or the column after the
    /// text) is in a field `width` columns wide, moving it as little as it can, and no further
    /// right than leaves columns empty that earlier characters could fill (a Backspace at the
    /// end of a long text brings the text before it back into view). Returns the cursor's
    /// column. Walks only the characters that fit in the field, however long the text.
    func scrollToCursor(width: Int) -> Int {
        let text = line.text
        let cursor = line.cursor
        if scrollOrigin > cursor { scrollOrigin = cursor }
        let cursorWidth = cursor < text.endIndex ? max(1, text[cursor].displayWidth) : 1
        // Back from the cursor towards the origin, as far as the field holds.
        var origin = cursor
        var column = 0
        while origin > scrollOrigin {
            let previous = text.index(before: origin)
            let previousWidth = text[previous].displayWidth
            if column + previousWidth + cursorWidth > width { break }
            column += previousWidth
            origin = previous
        }
        // The columns taken from the origin on, as far as the field reaches: the text, and the
        // column after it where the cursor stands at the end (kept, so that ← from the end
        // moves the cursor, not the text).
        var filled = column + cursorWidth
        if cursor < text.endIndex {
            var index = text.index(after: cursor)
            while index < text.endIndex, filled < width {
                filled += text[index].displayWidth
                index = text.index(after: index)
            }
            if index == text.endIndex { filled += 1 }
        }
        // Earlier characters fill the columns left empty on the right.
        while origin > text.startIndex {
            let previous = text.index(before: origin)
            let previousWidth = text[previous].displayWidth
            if filled + previousWidth > width { break }
            filled += previousWidth
            column += previousWidth
            origin = previous
        }
        scrollOrigin = origin
        return column
    }
}
