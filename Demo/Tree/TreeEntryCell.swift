import TermCells

/// A row of the `tree` demo: the entry's name under its indentation and mark, its size
/// right-aligned.
final class TreeEntryCell: OutlineCell, ModelTransfer {
    func update(with model: FileEntry) {
        text = model.label
        detailText = model.formattedSize
        if case .directory = model.kind { textStyle = Style(foreground: .blue, attributes: .bold) }
    }
}
