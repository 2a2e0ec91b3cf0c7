import TermCellsCurses

/// The `?` overlay: a box over the tab's content with what the tab shows, its keys and the
/// tour's keys. It scrolls when the terminal is too small to show it all.
struct HelpOverlay {
    var tabTitle: String
    var about: String
    var tabKeys: [KeyHelp]
    var tourKeys: [KeyHelp]
    /// The first line shown.
    var offset = 0

    /// Moves the first line shown by `rows`, within what a canvas of `size` leaves hidden.
    mutating func scroll(by rows: Int, in size: Size) {
        let width = min(size.width, Self.maximumWidth)
        let lineCount = lines(width: width - 4).count
        let visible = min(size.height, lineCount + 2) - 2
        offset = min(max(0, offset + rows), max(0, lineCount - visible))
    }

    static let maximumWidth = 76

    /// Draws the box centred in `canvas`, which it covers only where the box is.
    func draw(on canvas: any Canvas) {
        let width = min(canvas.size.width, Self.maximumWidth)
        guard width >= 12, canvas.size.height >= 3 else { return }
        let inner = width - 4
        let lines = self.lines(width: inner)
        let height = min(canvas.size.height, lines.count + 2)
        let box = canvas.child(
            in: Rect(
                x: (canvas.size.width - width) / 2, y: (canvas.size.height - height) / 2,
                width: width, height: height))
        box.fill(style: .plain)
        let border = Style.bold
        box.drawBox(box.bounds, style: border)
        box.draw(" \(tabTitle) — keys ".truncated(toWidth: width - 4), at: Point(x: 2, y: 0), style: border)
        let visible = height - 2
        let first = min(max(0, offset), max(0, lines.count - visible))
        for row in 0..<visible {
            let index = first + row
            guard index < lines.count else { continue }
            box.draw(lines[index].text, at: Point(x: 2, y: row + 1), width: inner, style: lines[index].style)
        }
        if first + visible < lines.count { box.draw(" ↓ more ", at: Point(x: 1, y: height - 1), style: border) }
        let closing = " ? or Esc closes "
        box.draw(closing, at: Point(x: max(1, width - 1 - closing.displayWidth), y: height - 1), style: border)
    }

    /// The box's lines for a text width of `width`.
    func lines(width: Int) -> [(text: String, style: Style)] {
        var lines: [(text: String, style: Style)] = about.wordWrapped(toWidth: width).map { ($0, .plain) }
        lines.append(("", .plain))
        lines.append(("This tab", .bold))
        lines += keyLines(tabKeys, width: width)
        lines.append(("", .plain))
        lines.append(("Everywhere", .bold))
        lines += keyLines(tourKeys, width: width)
        return lines
    }

    private func keyLines(_ keys: [KeyHelp], width: Int) -> [(text: String, style: Style)] {
        let column = min(max(keys.map { $0.keys.displayWidth }.max() ?? 0, 8) + 2, width / 2)
        return keys.map { key in
            let padding = String(repeating: " ", count: max(1, column - key.keys.displayWidth))
            return ("  " + key.keys + padding + key.action, .plain)
        }
    }
}
