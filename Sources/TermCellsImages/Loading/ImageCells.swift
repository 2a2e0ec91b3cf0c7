import CTermCellsImaging
import TermCells

/// An image drawn as colour blocks: a glyph and a style for each cell of its place in a
/// rectangle, made off the main actor and drawn as text.
struct ImageCells: Sendable {
    /// The cells the image covers in its rectangle.
    let area: Rect
    let glyphs: [Character]
    let styles: [Style]

    /// What the cache counts it as.
    var byteCount: Int { glyphs.count * (MemoryLayout<Character>.stride + MemoryLayout<Style>.stride) + 64 }

    /// `image` drawn into `fitting`'s cells by chafa, in half and quarter blocks; nil when
    /// chafa could not.
    init?(_ image: DecodedImage, fitting: ImageFitting, colorCount: Int) {
        let columns = fitting.cells.width
        let rows = fitting.cells.height
        let count = columns * rows
        guard count > 0 else { return nil }
        var characters = [UInt32](repeating: 0x20, count: count)
        var foregrounds = [UInt32](repeating: 0, count: count)
        var backgrounds = [UInt32](repeating: 0, count: count)
        let crop = fitting.pixels
        let drawn = image.withPixels(of: crop) { first, stride in
            tc_image_symbols(
                first, Int32(crop.width), Int32(crop.height), stride, Int32(columns), Int32(rows),
                Self.palette(for: colorCount), &characters, &foregrounds, &backgrounds)
        }
        guard drawn == 0 else { return nil }
        area = fitting.cells
        glyphs = characters.map { Unicode.Scalar($0).map(Character.init) ?? " " }
        let trueColor = colorCount >= 1 << 24
        styles = (0..<count).map {
            Style(
                foreground: Self.color(foregrounds[$0], trueColor: trueColor),
                background: Self.color(backgrounds[$0], trueColor: trueColor))
        }
    }

    /// The palette chafa draws in for a terminal of `colorCount` colours: it then chooses each
    /// cell's symbol knowing which colours the terminal can show.
    private static func palette(for colorCount: Int) -> tc_image_palette {
        switch colorCount {
        case (1 << 24)...: return tc_image_true_color
        case 256...: return tc_image_palette_240
        case 16...: return tc_image_palette_16
        default: return tc_image_palette_8
        }
    }

    private static func color(_ value: UInt32, trueColor: Bool) -> Color {
        guard trueColor else { return value < 16 ? .ansi(UInt8(value)) : .indexed(UInt8(truncatingIfNeeded: value)) }
        return .rgb(
            red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
            blue: UInt8(truncatingIfNeeded: value))
    }

    /// Draws the cells at their place in `canvas`, which is the rectangle they were made for.
    func draw(in canvas: any Canvas) {
        for row in 0..<area.height {
            for column in 0..<area.width {
                let index = row * area.width + column
                canvas.put(
                    glyphs[index], width: 1, at: Point(x: area.x + column, y: area.y + row), style: styles[index])
            }
        }
    }
}
