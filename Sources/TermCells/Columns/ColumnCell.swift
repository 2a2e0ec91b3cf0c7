/// A view of its own for one column's cells: text in a style of the view's choosing (a
/// size in red past a gigabyte, a status in green), aligned as its column says, in the
/// colours of the row under the cursor and of the cell cursor like the columns drawn as text.
///
/// Register a subclass for the column's model type, as any view:
///
/// ```swift
/// final class SizeCell: ColumnCell, ModelTransfer {
///     func update(with model: ByteCount) {
///         text = model.formatted
///         textStyle = model.bytes > 1 << 30 ? Style(foreground: .red) : .plain
///     }
/// }
/// table.register(SizeCell.self, inColumn: 2)
/// ```
///
/// Any ``ReusableView`` can show a column; this one is told where it sits before it draws.
@MainActor
open class ColumnCell: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = "" { didSet { needsDisplay = true } }
    /// The style of `text` outside the cursor's row.
    open var textStyle = Style.plain { didSet { needsDisplay = true } }
    /// Where `text` leads, on a terminal that shows links: a file's `file://` URL, a page.
    /// A link cut by the column's edge, or drawn on several rows, stays one link.
    open var link: Hyperlink? { didSet { needsDisplay = true } }
    /// Where the text sits in the column: the column's alignment (set before each draw).
    public internal(set) var alignment = TextAlignment.left { didSet { needsDisplay = true } }
    /// Whether the view is the cell cursor's: the cursor's column in the cursor's row.
    public internal(set) var isCursorCell = false { didSet { needsDisplay = true } }
    /// The look of the row under the cursor (the row cell's highlight).
    public internal(set) var highlightStyle = Theme.dark.cursorRow {
        didSet { needsDisplay = true }
    }
    /// The look of the cell cursor (the table's ``TableColumnModel/cursorCellStyle``).
    public internal(set) var cursorCellStyle = Style.reverse { didSet { needsDisplay = true } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
        textStyle = .plain
        link = nil
        isCursorCell = false
    }

    /// The style the cell is drawn in: ``textStyle``, with the colours of the cell cursor or
    /// of the highlighted row over it, the theme's ``Theme/selection`` laid over it when the
    /// row is selected.
    open var cellStyle: Style {
        var style = textStyle
        if let cursor = isCursorCell ? cursorCellStyle : isHighlighted ? highlightStyle : nil {
            style = style.highlighted(by: cursor)
        }
        if isSelected { style = style.overlaid(with: theme.selection) }
        return style
    }

    /// The text's width: what a fitted column measures.
    open override var preferredSize: Size? { Size(width: text.displayWidth, height: 1) }

    /// Fills the cell and draws the text aligned, ending in `…` when it is longer, leading to
    /// ``link`` when there is one.
    open override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        let style = cellStyle
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        canvas.draw(text, at: .zero, width: canvas.size.width, alignment: alignment, style: style, link: link)
    }
}
