import TermCells

/// A ready cell for a grid (or a list) of pictures: the image over its caption, the caption in
/// the theme's cursor style under the cursor and ticked when selected.
///
/// ```swift
/// let manager = GridManager()
/// manager.register(ImageCell.self)
/// manager.itemSizeForSection = { _ in Size(width: 18, height: 9) }
/// manager.memoryStorage.setItems(files.map { CaptionedImage(image: TerminalImage(contentsOf: $0)) }, forSection: 0)
/// ```
///
/// Subclass it to draw more (a border, a badge), or use ``ImageView`` in a view of your own.
@MainActor
open class ImageCell: ReusableView, ModelTransfer {
    /// The view the image is drawn by; its scaling and alignment are yours to set.
    public private(set) lazy var imageView = ImageView(container: self)
    /// The text under the image; empty, the image takes the whole cell.
    open var caption = "" { didSet { if oldValue != caption { setNeedsDisplay() } } }

    /// Shows `model`'s image and caption.
    open func update(with model: CaptionedImage) {
        imageView.image = model.image
        caption = model.caption
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        caption = ""
    }

    /// `caption` answers the template outlet of that name unless ``ReusableView/outlets`` has it.
    open override func outletValue(named name: String) -> String? {
        outlets[name] ?? (name == "caption" ? caption : nil)
    }

    /// Draws the view's template when it has one (see ``ReusableView/drawTemplate(in:)``),
    /// else the image over its caption.
    open override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        let size = canvas.size
        canvas.fill(Rect(origin: .zero, size: size), style: .plain)
        let captionRows = caption.isEmpty || size.height < 2 ? 0 : 1
        imageView.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: size.width, height: size.height - captionRows)))
        guard captionRows > 0 else { return }
        var style = Style.plain
        if isSelected { style = style.overlaid(with: theme.selection) }
        if isHighlighted { style = style.overlaid(with: theme.cursorItem) }
        canvas.draw(isSelected ? "✓ " + caption : caption, row: size.height - 1, alignment: .center, style: style)
    }
}
