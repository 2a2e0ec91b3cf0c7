import TermCellsCurses

/// The tour's top row: the name, then a label per tab, the current one reversed.
enum TabBar {
    static let brand = "TermCells "

    /// The labels' columns, so a click can find its tab. Labels are " n Title ", or " Title "
    /// when the numbered ones do not fit, or " n " when nothing else does.
    static func labels(for titles: [String], width: Int) -> (brand: Bool, labels: [(text: String, x: Int)]) {
        for style in 0..<3 {
            let texts = titles.enumerated().map { index, title in
                style == 0 ? " \(index + 1) \(title) " : style == 1 ? " \(title) " : " \(index + 1) "
            }
            let total = texts.reduce(0) { $0 + $1.displayWidth } + texts.count - 1
            let withBrand = total + brand.displayWidth + 1 <= width
            if withBrand || total <= width || style == 2 {
                var x = withBrand ? brand.displayWidth + 1 : 0
                let placed = texts.map { text -> (text: String, x: Int) in
                    defer { x += text.displayWidth + 1 }
                    return (text, x)
                }
                return (withBrand, placed)
            }
        }
        return (false, [])
    }

    static func draw(titles: [String], current: Int, on canvas: any Canvas) {
        canvas.fill(row: 0)
        let (showsBrand, labels) = labels(for: titles, width: canvas.size.width)
        if showsBrand { canvas.draw(brand, at: .zero, style: .bold) }
        for (index, label) in labels.enumerated() {
            let style = index == current ? Style(attributes: [.reverse, .bold]) : Style.plain
            canvas.draw(label.text, at: Point(x: label.x, y: 0), style: style)
        }
    }

    /// The tab whose label covers column `x`.
    static func tab(at x: Int, titles: [String], width: Int) -> Int? {
        labels(for: titles, width: width).labels.firstIndex { x >= $0.x && x < $0.x + $0.text.displayWidth }
    }
}
