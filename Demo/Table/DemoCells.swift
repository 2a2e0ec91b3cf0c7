import TermCellsCurses

/// Even items: plain text with a dim detail. One of two conditional mappings on ``DemoItem``.
final class EvenItemCell: TableCell, ModelTransfer {
    func update(with model: DemoItem) {
        text = model.title
        detailText = "even"
    }
}

/// Odd items: a coloured tag. The other conditional mapping on ``DemoItem``.
final class OddItemCell: TableCell, ModelTransfer {
    func update(with model: DemoItem) {
        text = model.title
        detailText = "odd"
    }

    /// The default row, then the tag again in the accent colour (the text keeps the terminal's);
    /// under the cursor the row keeps the cursor's colours.
    override func draw(in canvas: any Canvas) {
        super.draw(in: canvas)
        let width = detailText.displayWidth
        guard !isHighlighted, width <= canvas.size.width / 2 else { return }
        canvas.draw(detailText, at: Point(x: canvas.size.width - width, y: 0), style: rowStyle.foreground(.cyan))
    }
}

/// Section headers ("Section k"): template-backed by `Resources/SectionHeaderView.template`,
/// which fills the `title` outlet. The code design below is used when the template is absent.
final class SectionHeaderView: SupplementaryView, ModelTransfer {
    override class var outletNames: [String] { ["title"] }

    func update(with model: String) {
        outlets["title"] = model
        text = model
    }

    override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        Accent.drawHeader(text, in: canvas)
    }
}

/// Section footers ("n items").
final class SectionFooterView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = "  " + model
        textStyle = .dim
    }
}
