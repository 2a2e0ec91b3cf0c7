/// A ``TableCell`` for an outline's rows: indentation and a disclosure mark, then the cell's
/// text, and its detail text right-aligned.
///
/// The manager sets ``placement`` from the ``OutlineStorage`` each time it dequeues the cell,
/// so a subclass only fills `text` (and `detailText`) in `update(with:)`, as for any cell:
///
/// ```swift
/// final class FolderCell: OutlineCell, ModelTransfer {
///     func update(with model: Folder) { text = model.name; detailText = model.size }
/// }
/// ```
///
/// Override ``drawContent(in:)`` to draw the part right of the mark yourself.
@MainActor
open class OutlineCell: TableCell {
    /// The glyphs every outline cell draws unless its ``marks`` says otherwise.
    public static var defaultMarks = OutlineMarks.unicode

    /// Where the row sits: its depth and its mark. Set by the manager.
    open var placement = OutlineRowPlacement() { didSet { needsDisplay = true } }
    /// The glyphs of the mark.
    open var marks = OutlineCell.defaultMarks { didSet { needsDisplay = true } }
    /// Columns of indentation per level.
    open var indentWidth = 2 { didSet { needsDisplay = true } }

    /// Takes the row's depth and mark from the storage (none from a storage that is not an
    /// outline).
    override func prepare(forRowAt indexPath: IndexPath, of storage: any Storage) {
        placement = storage.outlinePlacement(at: indexPath) ?? OutlineRowPlacement()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        placement = OutlineRowPlacement()
    }

    /// The column where the content starts, right of the indentation and the mark.
    public var contentColumn: Int { 1 + placement.depth * indentWidth + 2 }

    /// Draws the row's background, indentation and mark (in the theme's ``Theme/outlineMark``),
    /// then ``drawContent(in:)``.
    open override func draw(in canvas: any Canvas) {
        let style = rowStyle
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        let markColumn = 1 + placement.depth * indentWidth
        canvas.draw(
            marks.mark(for: placement.disclosure), at: Point(x: markColumn, y: 0),
            style: style.overlaid(with: theme.outlineMark))
        let x = min(contentColumn, canvas.size.width)
        drawContent(in: canvas.child(in: Rect(x: x, y: 0, width: canvas.size.width - x, height: canvas.size.height)))
    }

    /// Draws `text`, and `detailText` right-aligned when there is room, in ``TableCell/rowStyle``;
    /// section headers with the theme's ``Theme/sectionHeader`` laid over it.
    open func drawContent(in canvas: any Canvas) {
        var style = rowStyle
        if placement.isSectionHeader { style = style.overlaid(with: theme.sectionHeader) }
        let width = canvas.size.width
        let detailWidth = detailText.isEmpty ? 0 : min(detailText.displayWidth, max(0, width / 2))
        let textWidth = max(0, width - (detailWidth > 0 ? detailWidth + 2 : 0))
        canvas.draw(text, at: .zero, width: textWidth, style: style)
        if detailWidth > 0 {
            canvas.draw(
                detailText, at: Point(x: width - detailWidth - 1, y: 0), width: detailWidth, alignment: .right,
                style: style)
        }
    }
}
