extension Canvas {
    /// The whole canvas as a rectangle in its own coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Blanks the whole canvas in `style` — the usual first step of drawing a view.
    public func fill(style: Style = .plain) {
        fill(bounds, style: style)
    }

    /// Blanks row `row` across the canvas's width, e.g. behind a highlighted cell.
    public func fill(row: Int, style: Style = .plain) {
        fill(Rect(x: 0, y: row, width: size.width, height: 1), style: style)
    }
}
