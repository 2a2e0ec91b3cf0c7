extension TextArea {
    /// Draws the area across `canvas` (its size is the area's: give it a rect as tall as
    /// ``height(forWidth:)``): the wrapped rows in view (or the placeholder while the text is
    /// empty), the cursor when the area is focused (``isFocused``, ``drawsCursor``), and the
    /// rest of each row blank in ``style``. When the text takes more rows than the canvas has,
    /// the rows in view move only as far as the cursor's row needs to be shown. A focused area
    /// reports its cursor's cell as the focus. The placeholder and the cursor take the
    /// canvas's theme (``Canvas/theme``) unless the area has styles of its own.
    public func draw(in canvas: any Canvas) {
        theme = canvas.theme
        let width = canvas.size.width
        let height = canvas.size.height
        guard width > 0, height > 0 else { return }
        let showsCursor = isFocused && drawsCursor
        if editedLines.count == 1, editedLines[0].isEmpty {
            firstVisibleRow = 0
            drawPlaceholder(on: canvas, showsCursor: showsCursor)
            if isFocused { canvas.reportFocus(at: .zero) }
            return
        }
        let rows = wrappedRows(width: width)
        let cursorRow = cursorRow(in: rows)
        scroll(toShow: cursorRow, rows: rows.count, height: height)
        var focus = Point.zero
        for y in 0..<height {
            let index = firstVisibleRow + y
            guard index < rows.count else {
                canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
                continue
            }
            let cursorX = draw(rows[index], at: y, on: canvas, width: width, showsCursor: showsCursor)
            if index == cursorRow, let cursorX { focus = Point(x: cursorX, y: y) }
        }
        if isFocused { canvas.reportFocus(at: focus) }
    }

    /// Draws the placeholder on the first row, the cursor on its first character (as it will
    /// stand on the text), and the other rows blank.
    private func drawPlaceholder(on canvas: any Canvas, showsCursor: Bool) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: canvas.size.height), style: style)
        canvas.draw(placeholder, at: .zero, width: width, style: placeholderStyle)
        guard showsCursor else { return }
        if let first = placeholder.sanitizedForDisplay().first {
            canvas.draw(String(first), at: .zero, style: cursorStyle)
        } else {
            canvas.draw(TextField.endCursor, at: .zero, style: style)
        }
    }

    /// Draws `row` on row `y`, the rest of the row blank; the character under the cursor in
    /// ``cursorStyle`` when `showsCursor`, and the `▏` after the line's last character when the
    /// cursor is there. Returns the cursor's column when it is in this row.
    private func draw(_ row: WrappedRow, at y: Int, on canvas: any Canvas, width: Int, showsCursor: Bool) -> Int? {
        let line = editedLines[row.line]
        let cursor = row.line == cursorLine ? line.cursor : nil
        var cursorX: Int?
        var x = 0
        var index = row.range.lowerBound
        while index < row.range.upperBound {
            let character = line.text[index]
            let characterWidth = character.displayWidth
            if index == cursor { cursorX = x }
            if characterWidth > 0, x + characterWidth <= width {
                let style = showsCursor && index == cursor ? cursorStyle : style
                canvas.draw(String(character), at: Point(x: x, y: y), style: style)
            }
            x = min(width, x + characterWidth)
            index = line.text.index(after: index)
        }
        if row.isLast, cursor == line.text.endIndex, x < width {
            cursorX = x
            if showsCursor {
                canvas.draw(TextField.endCursor, at: Point(x: x, y: y), style: style)
                x += 1
            }
        }
        canvas.fill(Rect(x: x, y: y, width: width - x, height: 1), style: style)
        return cursorX
    }

    /// Moves ``firstVisibleRow`` as little as shows row `cursorRow` of `rows` rows in `height`,
    /// and no further down than leaves rows empty at the bottom that earlier rows could fill.
    private func scroll(toShow cursorRow: Int, rows: Int, height: Int) {
        if cursorRow < firstVisibleRow {
            firstVisibleRow = cursorRow
        } else if cursorRow >= firstVisibleRow + height {
            firstVisibleRow = cursorRow - height + 1
        }
        firstVisibleRow = max(0, min(firstVisibleRow, rows - height))
    }
}
