import TermCellsCurses

/// Even items: plain text with a dim detail. One of two conditional mappings on ``DemoItem``.
final class EvenItemCell: TableCell, ModelTransfer {
    func update(with model: DemoItem) {
        text = model.title
        detailText = "even"
    }
}

/// Odd items: coloured text. The other conditional mapping on ``DemoItem``.
final class OddItemCell: TableCell, ModelTransfer {
    func update(with model: DemoItem) {
        text = model.title
        detailText = "odd"
        textStyle = Style(foreground: .cyan)
    }
}

/// Section headers ("Section k"): template-backed by `Resources/SectionHeaderView.template`,
/// which fills the `title` outlet. The code design below is used when the template is absent.
final class SectionHeaderView: SupplementaryView, ModelTransfer {
    override class var outletNames: [String] { ["title"] }

    func update(with model: String) {
        outlets["title"] = model
        text = "▌" + model
        textStyle = Style(foreground: .yellow, attributes: .bold)
    }
}

/// Section footers ("n items").
final class SectionFooterView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = "  " + model
        textStyle = .dim
    }
}
