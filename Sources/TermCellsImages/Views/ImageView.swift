import TermCells
import TermCellsCurses

/// Draws an image into a rectangle of a cell — the terminal's `UIImageView`: a part of your
/// own view, drawn from its `draw(in:)`.
///
/// ```swift
/// final class PhotoCell: GridCell, ModelTransfer {
///     lazy var photo = ImageView(container: self)
///     func update(with model: Photo) { photo.image = model.image }
///     override func draw(in canvas: any Canvas) {
///         photo.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height - 1)))
///         canvas.draw(text, row: canvas.size.height - 1, alignment: .center)
///     }
/// }
/// ```
///
/// The first draw of an image at a size starts its decoding off the main actor and draws a
/// placeholder; when the image is ready the container is drawn again. An image that cannot
/// be shown, or a terminal that shows none (see ``ImageProtocol``), draws the alt text.
@MainActor
public final class ImageView {
    /// The image drawn; nil draws nothing.
    public var image: TerminalImage? { didSet { if oldValue != image { container?.setNeedsDisplay() } } }
    /// How the image fills the rectangle: ``ImageScaling/fit`` by default.
    public var scaling = ImageScaling.fit { didSet { if oldValue != scaling { container?.setNeedsDisplay() } } }
    /// Where the image sits in the rectangle, and what is kept when it fills it: centred by default.
    public var alignment = ImageAlignment.center {
        didSet { if oldValue != alignment { container?.setNeedsDisplay() } }
    }
    /// The style of the alt text and of the placeholder drawn while the image decodes.
    public var placeholderStyle = Style.dim
    /// The view drawn again when the image is ready; without one, the application draws a frame.
    public weak var container: ReusableView?

    /// What the view asked for last.
    private(set) var request: ImageRequest?

    /// An image view inside `container`, which is drawn again when an image is ready.
    public init(container: ReusableView? = nil, image: TerminalImage? = nil) {
        self.container = container
        self.image = image
    }

    /// Whether the image is drawn: decoded and ready for the size last drawn at.
    public var isLoaded: Bool {
        guard let request, let image, request.name == image.name else { return false }
        return ImageLoader.shared.isReady(request)
    }

    /// Draws the image into the whole of `canvas`: the image when it is ready, a placeholder
    /// while it decodes, the alt text when it cannot be shown.
    public func draw(in canvas: any Canvas) {
        let size = canvas.size
        guard let image, size.width > 0, size.height > 0 else {
            request = nil
            return
        }
        let imageProtocol = Self.drawnProtocol()
        guard imageProtocol != .altText else {
            request = nil
            drawAltText(of: image, in: canvas)
            return
        }
        let request = ImageRequest(
            name: image.name, size: size, scaling: scaling, alignment: alignment,
            colorCount: imageProtocol == .sixel ? ImageProtocol.activeSixelRegisters : ImageProtocol.activeColorCount,
            imageProtocol: imageProtocol,
            cellPixels: Self.drawnCellPixels(for: size, imageProtocol: imageProtocol))
        self.request = request
        switch ImageLoader.shared.state(of: request, image: image, for: self) {
        case .ready(let rendering): rendering.draw(in: canvas)
        case .loading: drawPlaceholder(in: canvas)
        case .failed: drawAltText(of: image, in: canvas)
        }
    }

    /// How images are drawn on the running terminal: its protocol where this view draws it —
    /// kitty's placeholders where the terminal takes 24-bit colour, the colour naming each
    /// image; kitty's direct placements, sixel and iTerm2's images on the full screen — and
    /// colour blocks in place of the others.
    private static func drawnProtocol() -> ImageProtocol {
        switch ImageProtocol.active {
        case .altText: .altText
        case .sixel: .sixel
        case .iTerm2: .iTerm2
        case .kittyPlaceholders where ImageProtocol.activeColorCount >= 1 << 24: .kittyPlaceholders
        case .kittyPlacements: .kittyPlacements
        default: .blocks
        }
    }

    /// The pixels of a cell an image in pixels (sixel, iTerm2) is drawn at: the terminal's,
    /// fewer where a sixel of `size` cells would pass the largest the terminal draws (which it
    /// would cut), so that it is drawn whole; none for the other protocols.
    private static func drawnCellPixels(for size: Size, imageProtocol: ImageProtocol) -> Size {
        guard imageProtocol == .sixel || imageProtocol == .iTerm2 else { return Size(width: 0, height: 0) }
        return cellPixels(
            for: size, cell: ImageProtocol.activeCellPixels,
            largest: imageProtocol == .sixel ? ImageProtocol.activeSixelGeometry : nil)
    }

    /// `cell`, or fewer pixels where `size` cells of it would pass `largest`.
    nonisolated static func cellPixels(for size: Size, cell: Size, largest: Size?) -> Size {
        guard let largest, size.width * cell.width > largest.width || size.height * cell.height > largest.height
        else { return cell }
        let scale = min(
            Double(largest.width) / Double(size.width * cell.width),
            Double(largest.height) / Double(size.height * cell.height))
        return Size(
            width: max(1, Int(Double(cell.width) * scale)), height: max(1, Int(Double(cell.height) * scale)))
    }

    /// Called by the loader when the image asked for last is ready or failed.
    func imageDidLoad() {
        if let container { container.setNeedsDisplay() } else { FrameRequests.request() }
    }

    /// A dotted middle row: the image is on its way.
    private func drawPlaceholder(in canvas: any Canvas) {
        canvas.draw("⋯", row: (canvas.size.height - 1) / 2, alignment: .center, style: placeholderStyle)
    }

    /// The alt text, centred, wrapped at spaces on as many rows as the rectangle has (the last
    /// ending in `…` when it goes on).
    private func drawAltText(of image: TerminalImage, in canvas: any Canvas) {
        let lines = image.altText.wordWrapped(toWidth: canvas.size.width, maximumLines: canvas.size.height)
        let top = (canvas.size.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            canvas.draw(line, row: top + index, alignment: .center, style: placeholderStyle)
        }
    }
}
