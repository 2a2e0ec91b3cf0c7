/// A row of a ``TableHost``, with a default look: one line of text, in ``highlightStyle``
/// under the cursor and in the theme's ``Theme/selection`` when selected — enough for cells registered with a handler only.
///
/// ```swift
/// manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
/// ```
@MainActor
open class TableCell: ReusableView {
    /// The text the default `draw(in:)` shows.
    open var text = "" { didSet { needsDisplay = true } }
    /// Secondary text the default `draw(in:)` shows right-aligned, when there is room.
    open var detailText = "" { didSet { needsDisplay = true } }
    /// The style of `text` when the cell is neither highlighted nor selected.
    open var textStyle = Style.plain { didSet { needsDisplay = true } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
        detailText = ""
        textStyle = .plain
    }

    /// The colours of the row under the cursor: the theme's ``Theme/cursorRow`` unless set.
    ///
    /// The themes give a background colour rather than reverse video: a terminal with
    /// back-colour-erase can then paint the rest of the row with one erase-characters
    /// sequence, so moving the cursor sends a few dozen bytes instead of a whole row of
    /// spaces. Without colours (`NO_COLOR`) the curses backend shows any coloured background
    /// reversed, so the cursor stays visible.
    open var highlightStyle: Style {
        get { ownHighlightStyle ?? theme.cursorRow }
        set {
            ownHighlightStyle = newValue
            needsDisplay = true
        }
    }
    /// The ``highlightStyle`` set on this cell, which wins over the theme's.
    private var ownHighlightStyle: Style?

    /// The style the whole row takes: ``highlightStyle`` under the cursor, the theme's
    /// ``Theme/selection`` laid over it when selected.
    open var rowStyle: Style { rowStyle(from: textStyle) }

    /// `style` as the row shows it: in ``highlightStyle``'s colours under the cursor, the
    /// theme's selection laid over it when selected.
    func rowStyle(from style: Style) -> Style {
        var style = style
        if isHighlighted { style = style.highlighted(by: highlightStyle) }
        if isSelected { style = style.overlaid(with: theme.selection) }
        return style
    }

    /// `text` and `detailText` answer the template outlets of those names unless ``ReusableView/outlets`` has them.
    open override func outletValue(named name: String) -> String? {
        if let value = outlets[name] { return value }
        switch name {
        case "text": return text
        case "detailText": return detailText
        default: return nil
        }
    }

    /// Draws the template when the cell has one; otherwise the code design above.
    open override func draw(in canvas: any Canvas) {
        if drawTemplate(in: canvas) { return }
        let style = rowStyle
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        let marker = isSelected ? "✓ " : "  "
        canvas.draw(marker, at: .zero, style: style)
        let detailWidth = detailText.isEmpty ? 0 : min(detailText.displayWidth, max(0, canvas.size.width / 2))
        let textWidth = max(0, canvas.size.width - 2 - (detailWidth > 0 ? detailWidth + 1 : 0))
        canvas.draw(text, at: Point(x: 2, y: 0), width: textWidth, style: style)
        if detailWidth > 0 {
            canvas.draw(
                detailText, at: Point(x: canvas.size.width - detailWidth, y: 0), width: detailWidth, alignment: .right,
                style: style)
        }
    }
}
