import CTermCellsImaging
import TermCells
import TermCellsCurses

/// An image drawn by kitty's Unicode placeholders: a PNG of its place in the rectangle,
/// uploaded to the terminal once under an id of its own, and the cells its placeholders take.
struct KittyPicture: Sendable {
    /// The cells the image covers in its rectangle.
    let area: Rect
    let png: [UInt8]
    /// The terminal's id of the image, given on the main actor when the picture is cached.
    var id: UInt32 = 0

    /// The pixels a cell is taken to have, to size the PNG: the terminal scales it into the
    /// placement's cells, so this decides only how sharp it is.
    static let cellPixels = (width: 10, height: 20)

    /// What the cache counts it as.
    var byteCount: Int { png.count + 64 }

    /// `image`'s pixels of `fitting` as a PNG for `fitting`'s cells; nil when they cannot be
    /// encoded or take more cells than placeholders can number.
    init?(_ image: DecodedImage, fitting: ImageFitting) {
        let area = fitting.cells
        let crop = fitting.pixels
        guard area.width > 0, area.height > 0, area.width <= KittyPlaceholder.maximumSide,
            area.height <= KittyPlaceholder.maximumSide, crop.width > 0, crop.height > 0
        else { return nil }
        // No larger than the pixels there are, the shape of the cells.
        let scale = min(
            1, Double(crop.width) / Double(area.width * Self.cellPixels.width),
            Double(crop.height) / Double(area.height * Self.cellPixels.height))
        let width = max(1, Int((Double(area.width * Self.cellPixels.width) * scale).rounded()))
        let height = max(1, Int((Double(area.height * Self.cellPixels.height) * scale).rounded()))
        let encoded = image.encoded(crop) { first, stride, output, length in
            tc_image_png(
                first, Int32(crop.width), Int32(crop.height), stride, Int32(width), Int32(height), &output, &length)
        }
        guard let encoded else { return nil }
        self.area = area
        png = encoded
    }

    /// Has the terminal show the image, then draws its placeholders at their place in
    /// `canvas`, which is the rectangle they were made for: each cell U+10EEEE with its row and
    /// column, in the image's id as the foreground colour.
    @MainActor func draw(in canvas: any Canvas) {
        KittyImageStore.shared.show(id: id, png: png, columns: area.width, rows: area.height)
        let style = Style(foreground: KittyPlaceholder.color(forID: id))
        for row in 0..<area.height {
            for column in 0..<area.width {
                guard let glyph = KittyPlaceholder.glyph(row: row, column: column) else { continue }
                canvas.put(glyph, width: 1, at: Point(x: area.x + column, y: area.y + row), style: style)
            }
        }
    }
}
