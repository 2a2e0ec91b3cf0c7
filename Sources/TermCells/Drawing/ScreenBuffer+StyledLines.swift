extension ScreenBuffer {
    /// Each row as a ``StyledLine``: its glyphs in runs of one style, up to its last cell that
    /// shows something (a blank that shows nothing, in no background colour, without reverse
    /// or underline, is left out at the end; a block's background is kept).
    /// What a view drawn into a buffer prints into an inline application's scrollback.
    ///
    /// ```swift
    /// let buffer = ScreenBuffer(width: 40, height: 2)
    /// buffer.draw("ok", at: Point(x: 0, y: 0), style: .bold)
    /// application.insertAbove(buffer.styledLines)
    /// ```
    public var styledLines: [StyledLine] {
        (0..<size.height).map(styledLine)
    }

    /// Row `y` as a ``StyledLine`` (see ``styledLines``).
    private func styledLine(_ y: Int) -> StyledLine {
        var end = size.width
        while end > 0, let cell = cell(at: Point(x: end - 1, y: y)), Self.showsNothing(cell) { end -= 1 }
        var runs: [StyledLine.Run] = []
        for x in 0..<end {
            guard let cell = cell(at: Point(x: x, y: y)), !cell.isContinuation else { continue }
            if let last = runs.indices.last, runs[last].style == cell.style {
                runs[last].text.append(cell.glyph)
            } else {
                runs.append(StyledLine.Run(String(cell.glyph), style: cell.style))
            }
        }
        return StyledLine(runs)
    }

    /// Whether `cell` looks as the terminal's default blank does.
    private static func showsNothing(_ cell: Cell) -> Bool {
        cell.glyph == " " && cell.width == 1 && cell.style.background == .default
            && cell.style.attributes.isDisjoint(with: [.reverse, .underline])
    }
}
