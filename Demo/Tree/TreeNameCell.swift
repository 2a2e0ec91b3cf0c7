import TermCells

/// The Name column of the `tree` demo: the entry's name under its indentation and mark
/// (an ``OutlineCell`` drawn in the column), directories in bold blue.
final class TreeNameCell: OutlineCell, ModelTransfer {
    func update(with model: FileEntry) {
        text = model.label
        if case .directory = model.kind { textStyle = Style(foreground: .blue, attributes: .bold) }
    }
}
