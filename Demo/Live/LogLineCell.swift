import TermCellsCurses

/// A log line: its level in colour, then the message; reversed under the cursor.
final class LogLineCell: TableCell, ModelTransfer {
    private var level = LogLine.Level.info

    func update(with model: LogLine) {
        level = model.level
        text = model.message
    }

    override func draw(in canvas: any Canvas) {
        var base = Style.plain
        if isHighlighted { base.attributes.insert(.reverse) }
        canvas.fill(style: base)
        var levelStyle = level.style
        if isHighlighted { levelStyle.attributes.insert(.reverse) }
        canvas.draw(level.rawValue, at: Point(x: 1, y: 0), width: 6, style: levelStyle)
        canvas.draw(text, at: Point(x: 7, y: 0), width: max(0, canvas.size.width - 7), style: base)
    }
}
