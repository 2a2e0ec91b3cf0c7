import TermCellsCurses

/// One input line: a cursor bar, a mark when chosen, a blank, then the text with the query's
/// matched characters in green, cut with "…" when it is wider than the row. The canvas shows control characters and escapes as placeholders.
final class PickLineCell: TableCell, ModelTransfer {
    private var isChosen = false
    private var highlights: [Int] = []
    private var styles: [Style]?

    func update(with model: PickRow) {
        text = model.text
        highlights = model.highlights
        styles = model.styles
        isChosen = model.isChosen
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isChosen = false
        highlights = []
        styles = nil
    }

    override func draw(in canvas: any Canvas) {
        let style = isHighlighted ? Style(attributes: [.reverse, .bold]) : Style.plain
        canvas.fill(style: style)
        canvas.draw(
            isHighlighted ? "▌" : " ", at: .zero,
            style: isHighlighted ? Style(foreground: .cyan, attributes: .reverse) : style)
        if isChosen {
            canvas.draw(
                "●", at: Point(x: 1, y: 0),
                style: Style(foreground: .green, attributes: isHighlighted ? [.reverse, .bold] : .bold))
        }
        if let styles, !isHighlighted {
            drawStyled(styles, in: canvas)
            return
        }
        // The query's matched characters in green, as fzf shows them.
        canvas.draw(
            text, at: Point(x: 3, y: 0), width: max(0, canvas.size.width - 3), style: style,
            highlighting: highlights, highlightStyle: style.foreground(.green).adding(.bold))
    }

    /// `--ansi`: each character in its input style (the query's matches bold green over it),
    /// cut at the row's end.
    private func drawStyled(_ styles: [Style], in canvas: any Canvas) {
        let marked = Set(highlights)
        var x = 3
        for (index, character) in text.enumerated() {
            var style = index < styles.count ? styles[index] : .plain
            if marked.contains(index) { style = style.foreground(.green).adding(.bold) }
            let width = String(character).displayWidth
            guard x + width <= canvas.size.width else { break }
            x += canvas.draw(String(character), at: Point(x: x, y: 0), style: style)
        }
    }
}
