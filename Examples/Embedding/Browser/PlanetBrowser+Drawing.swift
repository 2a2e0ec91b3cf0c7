import TermCells

extension PlanetBrowser {
    /// Draws the whole browser into `canvas`, laying it out again when the canvas's size
    /// changed. Each host gets a child canvas of its rectangle, so it cannot draw outside it.
    public func draw(in canvas: any Canvas) {
        if canvas.size != laidOutSize { layout(in: canvas.size) }
        drawTitle("Planets", focused: focus == .list, in: canvas.child(in: frames.listTitle))
        list.host.draw(in: canvas.child(in: frames.list))
        let divider = canvas.child(in: frames.divider)
        for row in 0..<divider.size.height { divider.draw("│", at: Point(x: 0, y: row), style: .dim) }
        drawDetails(in: canvas.child(in: frames.details))
        drawTitle("Elements", focused: focus == .grid, in: canvas.child(in: frames.gridTitle), rule: true)
        grid.host.draw(in: canvas.child(in: frames.grid))
    }

    /// A pane's title: `▶` and bold when it has the keyboard.
    private func drawTitle(_ title: String, focused: Bool, in canvas: ChildCanvas, rule: Bool = false) {
        let text = (focused ? "▶ " : "  ") + title + " "
        let style: Style = focused ? .bold : .dim
        canvas.draw(text, row: 0, style: style)
        if rule {
            let used = text.displayWidth
            let line = String(repeating: "─", count: max(0, canvas.size.width - used))
            canvas.draw(line, at: Point(x: used, y: 0), style: .dim)
        }
    }

    /// The program's own content: plain text about the highlighted planet, one column in
    /// from the divider. It fills its whole rectangle, so nothing drawn before stays.
    private func drawDetails(in canvas: ChildCanvas) {
        canvas.fill(style: .plain)
        let width = max(0, canvas.size.width - 1)
        guard let planet = highlightedPlanet else {
            canvas.draw("No planet", at: Point(x: 1, y: 0), width: width, style: .dim)
            return
        }
        var lines: [(String, Style)] = [
            (planet.name, .bold),
            ("Kind: \(planet.kind)", .plain),
            ("Moons: \(planet.moons)", .plain),
            ("Distance: \(planet.distance) AU", .plain),
            ("", .plain),
        ]
        lines += planet.summary.wordWrapped(toWidth: width).map { ($0, .plain) }
        for (row, line) in lines.enumerated() where row < canvas.size.height {
            canvas.draw(line.0, at: Point(x: 1, y: row), width: width, style: line.1)
        }
    }
}
