import CTermCellsImaging
import TermCells
import TermCellsCurses

/// An image drawn by kitty's graphics protocol: a PNG of its place in the rectangle, uploaded
/// to the terminal once under an id of its own, and shown over the cells it takes by Unicode
/// placeholders (text cells) or by a direct placement (laid over marked cells, see `GraphicsLayer`).
struct KittyPicture: Sendable {
    /// The cells the image covers in its rectangle.
    let area: Rect
    let png: [UInt8]
    /// The PNG's size in pixels.
    let pixels: Size
    /// Whether it is shown by a direct placement rather than placeholders.
    let placesDirectly: Bool
    /// The terminal's id of the image, given on the main actor when the picture is cached.
    var id: UInt32 = 0

    /// The pixels a cell is taken to have, to size the PNG: the terminal scales it into the
    /// placement's cells, so this decides only how sharp it is.
    static let cellPixels = (width: 10, height: 20)

    /// What the cache counts it as.
    var byteCount: Int { png.count + 64 }

    /// `image`'s pixels of `fitting` as a PNG for `fitting`'s cells, shown by a direct placement
    /// when `placesDirectly`; nil when they cannot be encoded or take more cells than
    /// placeholders can number.
    init?(_ image: DecodedImage, fitting: ImageFitting, placesDirectly: Bool) {
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
        pixels = Size(width: width, height: height)
        self.placesDirectly = placesDirectly
    }

    /// Draws the image at its place in `canvas`, which is the rectangle it was made for.
    @MainActor func draw(in canvas: any Canvas) {
        if placesDirectly { drawPlacement(in: canvas) } else { drawPlaceholders(in: canvas) }
    }

    /// Marks the image's cells and places it over the part of them on the screen, cropped to
    /// that part. Its placement is numbered by its top-left cell, so that each place on the
    /// screen has one (the layer deletes the one it replaces first).
    @MainActor private func drawPlacement(in canvas: any Canvas) {
        canvas.fill(area, style: GraphicsLayer.markerStyle)
        guard let (cells, visible) = GraphicsLayer.screenCells(of: area, in: canvas), !visible.isEmpty else { return }
        let upload = KittyImageStore.shared.upload(id: id, png: png)
        var source: Rect?
        if visible != cells {
            source = Rect(
                x: pixels.width * (visible.x - cells.x) / area.width,
                y: pixels.height * (visible.y - cells.y) / area.height,
                width: max(1, pixels.width * visible.width / area.width),
                height: max(1, pixels.height * visible.height / area.height))
        }
        let number = (UInt32(visible.y) << 16 | UInt32(visible.x)) + 1
        GraphicsLayer.shared.place(
            GraphicsLayer.Placement(id: id, cells: visible),
            image: KittyImageStore.placeCommand(
                id: id, placement: number, columns: visible.width, rows: visible.height, source: source),
            erase: KittyImageStore.deletePlacementCommand(id: id, placement: number), upload: upload)
    }

    /// Has the terminal show the image, then draws its placeholders: each cell U+10EEEE with
    /// its row and column, in the image's id as the foreground colour.
    @MainActor private func drawPlaceholders(in canvas: any Canvas) {
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
