import TermCellsCurses

/// The demo's colour rule: text keeps the terminal's own colours, so it reads on dark and
/// light backgrounds alike; colour marks things (a header's bar, a level, a tag) and is
/// dropped under `NO_COLOR`, where bold, dim and reverse carry the meaning.
enum Accent {
    static let color = Color.yellow

    /// A section header: a bar in the accent colour, the title bold in the terminal's colour.
    static func drawHeader(_ title: String, in canvas: any Canvas) {
        canvas.fill(style: .plain)
        canvas.draw("▌", at: .zero, style: Style(foreground: color, attributes: .bold))
        canvas.draw(title, at: Point(x: 1, y: 0), width: max(0, canvas.size.width - 1), style: .bold)
    }
}
