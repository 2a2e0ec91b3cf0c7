import CTermCellsImaging
import Foundation
import TermCells
import TermCellsCurses

/// An image drawn in pixels the terminal lays over its cells — DEC sixel graphics or iTerm2's
/// inline images — which are marked blanks in the frame (see `GraphicsLayer`). The whole
/// image's sequence is made off the main actor; a part, for an image partly scrolled out of
/// view, when it is drawn.
struct PixelPicture: Sendable {
    /// The cells the image covers in its rectangle.
    let area: Rect
    /// The pixels of a cell the sequence is drawn for.
    let cellPixels: Size
    /// The colour registers a sixel is drawn in.
    let registers: Int
    /// The sequence the terminal takes.
    let format: Format

    /// The sequences a terminal draws pixels from.
    enum Format: Sendable {
        /// DEC sixel graphics (`DCS … q … ST`), drawn by chafa in 256 colour registers.
        case sixel
        /// iTerm2's inline images (`OSC 1337 ; File= … BEL`), a PNG sized in cells.
        case iTerm2
    }
    /// The decoded image and the part of it shown.
    let source: DecodedImage
    let crop: Rect
    /// The whole image's sequence.
    let sequence: [UInt8]
    /// The id the frame's layer knows the image by, given on the main actor.
    var id: UInt32 = 0

    /// What the cache counts it as (the decoded pixels are the decoded cache's).
    var byteCount: Int { sequence.count + 64 }

    /// `image`'s pixels of `fitting` as a `format` sequence for `fitting`'s cells of
    /// `cellPixels`, a sixel in at most `registers` colours; nil when chafa cannot draw them.
    init?(_ image: DecodedImage, fitting: ImageFitting, cellPixels: Size, registers: Int, format: Format) {
        guard
            let sequence = Self.encode(
                image, crop: fitting.pixels, cells: fitting.cells.size, cellPixels: cellPixels, registers: registers,
                format: format)
        else { return nil }
        area = fitting.cells
        self.cellPixels = cellPixels
        self.registers = registers
        self.format = format
        source = image
        crop = fitting.pixels
        self.sequence = sequence
    }

    /// The `format` sequence of the `crop` pixels of `image` drawn in `cells`.
    static func encode(
        _ image: DecodedImage, crop: Rect, cells: Size, cellPixels: Size, registers: Int, format: Format
    ) -> [UInt8]? {
        guard cells.width > 0, cells.height > 0, crop.width > 0, crop.height > 0 else { return nil }
        switch format {
        case .sixel:
            return image.encoded(crop) { first, stride, output, length in
                tc_image_sixel(
                    first, Int32(crop.width), Int32(crop.height), stride, Int32(cells.width), Int32(cells.height),
                    Int32(cellPixels.width), Int32(cellPixels.height), Int32(min(registers, 1 << 16)), &output, &length)
            }
        case .iTerm2:
            let png = image.encoded(crop) { first, stride, output, length in
                tc_image_png(
                    first, Int32(crop.width), Int32(crop.height), stride, Int32(cells.width * cellPixels.width),
                    Int32(cells.height * cellPixels.height), &output, &length)
            }
            guard let png else { return nil }
            let header =
                "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(cells.width);height=\(cells.height);"
                + "preserveAspectRatio=0:"
            return Array(header.utf8) + Array(Data(png).base64EncodedData()) + [0x07]
        }
    }

    /// Marks the image's cells in `canvas` (the rectangle it was made for) and places its
    /// sequence over the part of them on the screen: all of it, or the visible part drawn anew.
    @MainActor func draw(in canvas: any Canvas) {
        canvas.fill(area, style: GraphicsLayer.markerStyle)
        guard let (cells, visible) = GraphicsLayer.screenCells(of: area, in: canvas), !visible.isEmpty else { return }
        if visible == cells {
            GraphicsLayer.shared.place(GraphicsLayer.Placement(id: id, cells: cells), image: sequence)
            return
        }
        let part = Rect(x: visible.x - cells.x, y: visible.y - cells.y, width: visible.width, height: visible.height)
        guard let bytes = PixelParts.shared.sequence(of: self, part: part) else { return }
        GraphicsLayer.shared.place(GraphicsLayer.Placement(id: id, cells: visible), image: bytes)
    }

    /// The sequence of the cells `part` of the image (in its own cells).
    func encodePart(_ part: Rect) -> [UInt8]? {
        let x = crop.x + crop.width * part.x / area.width
        let y = crop.y + crop.height * part.y / area.height
        let width = max(1, crop.width * part.width / area.width)
        let height = max(1, crop.height * part.height / area.height)
        return Self.encode(
            source, crop: Rect(x: x, y: y, width: width, height: height), cells: part.size, cellPixels: cellPixels,
            registers: registers, format: format)
    }
}

/// The sequences of images' visible parts, made when drawn: the last few, so that a part drawn
/// again (the same scroll position) is not made again.
@MainActor
final class PixelParts {
    static let shared = PixelParts()
    private struct Key: Hashable {
        let id: UInt32
        let part: Rect
    }
    private var parts = ByteBoundedCache<Key, [UInt8]>(limit: 4 << 20)

    func sequence(of picture: PixelPicture, part: Rect) -> [UInt8]? {
        let key = Key(id: picture.id, part: part)
        if let kept = parts.value(for: key) { return kept }
        guard let bytes = picture.encodePart(part) else { return nil }
        parts.insert(bytes, bytes: bytes.count, for: key)
        return bytes
    }
}
