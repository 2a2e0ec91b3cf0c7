extension Template {
    /// Draws the layout into `canvas`, each outlet showing `value(name)` (missing values are blank).
    ///
    /// Values are sanitised and truncated by the canvas's text drawing, so model text can be
    /// passed as it is. Highlighted and selected views lay ``highlightStyle`` and
    /// ``selectedStyle`` over every cell, blanks included, so the whole view shows its state.
    ///
    /// Hot path: allocation-free apart from truncating values that do not fit.
    public func draw(
        in canvas: any Canvas, isHighlighted: Bool = false, isSelected: Bool = false,
        value: (String) -> String?
    ) {
        var state = Style.plain
        if isSelected { state = state.overlaid(with: selectedStyle) }
        if isHighlighted { state = state.overlaid(with: highlightStyle) }
        canvas.fill(style: style.overlaid(with: state))
        for (y, line) in lines.enumerated() where y < canvas.size.height {
            draw(line, row: y, in: canvas, state: state, value: value)
        }
    }

    private func draw(_ line: TemplateLine, row y: Int, in canvas: any Canvas, state: Style, value: (String) -> String?)
    {
        var fixed = 0
        for element in line.elements {
            switch element {
            case .text(let text, _): fixed += text.displayWidth
            case .outlet(let outlet): if case .fixed(let width) = outlet.width { fixed += width }
            }
        }
        let rest = max(0, canvas.size.width - fixed)
        var x = 0
        for element in line.elements {
            if x >= canvas.size.width { break }
            switch element {
            case .text(let text, let textStyle):
                let width = text.displayWidth
                canvas.draw(
                    text, at: Point(x: x, y: y), width: width,
                    style: style.overlaid(with: textStyle).overlaid(with: state))
                x += width
            case .outlet(let outlet):
                let width: Int
                switch outlet.width {
                case .fixed(let columns): width = columns
                case .rest: width = rest
                }
                canvas.draw(
                    value(outlet.name) ?? "", at: Point(x: x, y: y), width: width, alignment: outlet.alignment,
                    style: style.overlaid(with: outlet.style).overlaid(with: state))
                x += width
            }
        }
    }
}
