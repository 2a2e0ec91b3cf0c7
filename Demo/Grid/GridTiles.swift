import TermCellsCurses

/// A tile with a box-drawn border and a centred title: reversed under the cursor, bold and
/// ticked when selected.
class BoxTile: GridCell {
    var borderStyle = Style.dim

    override func draw(in canvas: any Canvas) {
        let size = canvas.size
        var style = borderStyle
        var textStyle = Style.plain
        if isSelected {
            style = .bold
            textStyle = .bold
        }
        if isHighlighted {
            style = Style.reverse.adding(.bold)
            textStyle = style
        }
        canvas.fill(Rect(origin: .zero, size: size), style: isHighlighted ? style : .plain)
        guard size.width >= 2, size.height >= 3 else {
            canvas.draw(text, row: 0, alignment: .center, style: textStyle)
            return
        }
        canvas.drawBox(canvas.bounds, style: style)
        let label = isSelected ? "✓" + text : text
        canvas.draw(
            label, at: Point(x: 1, y: size.height / 2), width: size.width - 2, alignment: .center, style: textStyle)
    }
}

/// A numbered tile.
final class NumberTileCell: BoxTile, ModelTransfer {
    func update(with model: NumberTile) { text = "#\(model.number)" }
}

/// A wide glyph on a tile.
final class GlyphTileCell: BoxTile, ModelTransfer {
    func update(with model: Glyph) { text = model.character }
}

/// A swatch of a palette colour with its number; base colours are drawn larger.
final class ColorTileCell: GridCell, ModelTransfer {
    private var index = 0

    func update(with model: PaletteColor) {
        index = model.index
        text = "\(model.index)"
    }

    override func draw(in canvas: any Canvas) {
        let color = Color.indexed(UInt8(clamping: index))
        var style = Style(foreground: isLight ? .black : .brightWhite, background: color)
        if isHighlighted {
            style = Style(foreground: color, background: .default, attributes: [.reverse, .bold]).background(
                .brightWhite
            ).foreground(.black)
        }
        if isSelected { style.attributes.insert(.bold) }
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: style)
        let label = isHighlighted ? "[\(text)]" : isSelected ? "✓\(text)" : text
        canvas.draw(label, row: (canvas.size.height - 1) / 2, alignment: .center, style: style)
    }

    /// Whether black text reads better on this colour than white.
    private var isLight: Bool {
        switch index {
        case 7, 10, 11, 14, 15: return true
        case 16..<232: return (index - 16) / 36 >= 3 || ((index - 16) % 36) / 6 >= 4
        case 244...: return true
        default: return false
        }
    }
}

/// Section headers: an accent bar and the title in bold.
final class GridHeaderView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = model
    }

    override func draw(in canvas: any Canvas) {
        Accent.drawHeader(text, in: canvas)
    }
}

/// Section footers, dim.
final class GridFooterView: SupplementaryView, ModelTransfer {
    func update(with model: String) {
        text = "  " + model
        textStyle = .dim
    }
}
