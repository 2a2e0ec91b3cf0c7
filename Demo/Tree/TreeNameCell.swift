import TermCells

/// The Name column of the `tree` demo: the entry's name under its indentation and mark
/// (an ``OutlineCell`` drawn in the column), directories in bold blue, and every other entry
/// leading to its file (`file://`) on a terminal that shows links.
final class TreeNameCell: OutlineCell, ModelTransfer {
    private var link: Hyperlink?

    func update(with model: FileEntry) {
        text = model.label
        if case .directory = model.kind { textStyle = Style(foreground: .blue, attributes: .bold) }
        link = model.fileLink
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        link = nil
    }

    /// The name alone (the column has no detail text), leading to the file.
    override func drawContent(in canvas: any Canvas) {
        guard let link else { return super.drawContent(in: canvas) }
        canvas.draw(text, at: .zero, width: canvas.size.width, style: rowStyle, link: link)
    }
}
