import Foundation
import TermCells
import TermCellsCurses

/// What an ``ImageView`` asks for: an image drawn into a rectangle of a size, scaled and aligned.
struct ImageRequest: Hashable, Sendable {
    let name: String
    let size: Size
    let scaling: ImageScaling
    let alignment: ImageAlignment
    /// The colours the terminal shows: its colours for blocks (see
    /// `ImageProtocol.activeColorCount`), its colour registers for sixel.
    let colorCount: Int
    /// How the image reaches the terminal: blocks, kitty's placeholders, sixel or iTerm2's.
    let imageProtocol: ImageProtocol
    /// A cell's pixels, which an image in pixels (sixel, iTerm2) is drawn at.
    let cellPixels: Size
}

/// An image made ready for its rectangle, the way its request's protocol shows it.
enum ImageRendering: Sendable {
    case blocks(ImageCells)
    case kitty(KittyPicture)
    case pixels(PixelPicture)

    var byteCount: Int {
        switch self {
        case .blocks(let cells): cells.byteCount
        case .kitty(let picture): picture.byteCount
        case .pixels(let picture): picture.byteCount
        }
    }

    @MainActor func draw(in canvas: any Canvas) {
        switch self {
        case .blocks(let cells): cells.draw(in: canvas)
        case .kitty(let picture): picture.draw(in: canvas)
        case .pixels(let picture): picture.draw(in: canvas)
        }
    }
}

/// Where an image stands for a request.
enum ImageState {
    case ready(ImageRendering)
    case loading
    case failed
}

/// Decodes and draws the images views ask for, off the main actor and a few at a time, most
/// recently asked first, skipping those no view on screen still wants; keeps the results in
/// caches bounded by bytes and asks the views that wait to be drawn again.
@MainActor
final class ImageLoader {
    static let shared = ImageLoader()

    /// How many images are decoded at once.
    static let maximumJobs = 2
    /// Where images are decoded: threads of their own, not Swift's cooperative pool, which a
    /// decoding would hold for its whole length — and which a program's blocking work (or a
    /// test runner's) can fill, leaving no thread to decode on.
    nonisolated private static let workQueue = DispatchQueue(
        label: "TermCellsImages.decoding", qos: .userInitiated, attributes: .concurrent)

    private struct DecodedKey: Hashable {
        let name: String
        let side: Int
    }

    private final class WeakView {
        weak var view: ImageView?
        init(_ view: ImageView) { self.view = view }
    }

    private var drawn = ByteBoundedCache<ImageRequest, ImageRendering>(limit: 16 << 20)
    private var decoded = ByteBoundedCache<DecodedKey, DecodedImage>(limit: 48 << 20)
    private var failures: [String: ImageAnomaly] = [:]
    /// The last id given to an image drawn in pixels.
    private var pixelPictureIDs: UInt32 = 0
    /// Requests not started, oldest first, with their images.
    private var pending: [ImageRequest] = []
    private var pendingImages: [ImageRequest: TerminalImage] = [:]
    private var running: Set<ImageRequest> = []
    private var waiting: [ImageRequest: [WeakView]] = [:]

    /// The bytes the caches hold (for tests and benchmarks).
    var cachedBytes: Int { drawn.totalBytes + decoded.totalBytes }

    /// The state of `request` for `view`: ready, or failed, or loading — then `view` is asked
    /// to draw again when it is ready.
    func state(of request: ImageRequest, image: TerminalImage, for view: ImageView) -> ImageState {
        if let cells = drawn.value(for: request) { return .ready(cells) }
        if failures[request.name] != nil { return .failed }
        if !(waiting[request]?.contains { $0.view === view } ?? false) {
            waiting[request, default: []].append(WeakView(view))
        }
        if !running.contains(request) && pendingImages.updateValue(image, forKey: request) == nil {
            pending.append(request)
        }
        startJobs()
        return .loading
    }

    /// Whether `request` is drawn and cached.
    func isReady(_ request: ImageRequest) -> Bool {
        drawn.value(for: request) != nil
    }

    /// Forgets every decoded and drawn image and every failure (for tests).
    func removeAll() {
        drawn.removeAll()
        decoded.removeAll()
        failures.removeAll()
    }

    private func isWanted(_ request: ImageRequest) -> Bool {
        waiting[request]?.contains { $0.view?.request == request } ?? false
    }

    private func startJobs() {
        while running.count < Self.maximumJobs, let request = pending.popLast() {
            guard let image = pendingImages.removeValue(forKey: request) else { continue }
            guard isWanted(request) else {
                waiting[request] = nil
                continue
            }
            running.insert(request)
            let side = ImageFitting.decodingSide(for: request.size)
            let key = DecodedKey(name: request.name, side: side)
            let source = decoded.value(for: key)
            Self.workQueue.async {
                let result = Self.work(image, request: request, side: side, decoded: source)
                Task { @MainActor in self.finish(request, key: key, result: result) }
            }
        }
    }

    /// Decodes (unless `decoded` is given) and draws, on any thread.
    nonisolated private static func work(
        _ image: TerminalImage, request: ImageRequest, side: Int, decoded: DecodedImage?
    ) -> Result<(DecodedImage, ImageRendering?), ImageAnomaly> {
        let source: DecodedImage
        if let decoded {
            source = decoded
        } else {
            switch ImageDecoding.decode(image, maximumSide: side) {
            case .success(let image): source = image
            case .failure(let anomaly): return .failure(anomaly)
            }
        }
        let fitting = ImageFitting(
            width: source.width, height: source.height, in: request.size, scaling: request.scaling,
            alignment: request.alignment)
        switch request.imageProtocol {
        case .kittyPlaceholders, .kittyPlacements:
            let picture = KittyPicture(
                source, fitting: fitting, placesDirectly: request.imageProtocol == .kittyPlacements)
            return .success((source, picture.map(ImageRendering.kitty)))
        case .sixel, .iTerm2:
            let format: PixelPicture.Format = request.imageProtocol == .iTerm2 ? .iTerm2 : .sixel
            let picture = PixelPicture(
                source, fitting: fitting, cellPixels: request.cellPixels, registers: request.colorCount, format: format)
            return .success((source, picture.map(ImageRendering.pixels)))
        default:
            break
        }
        return .success(
            (source, ImageCells(source, fitting: fitting, colorCount: request.colorCount).map(ImageRendering.blocks)))
    }

    private func finish(
        _ request: ImageRequest, key: DecodedKey, result: Result<(DecodedImage, ImageRendering?), ImageAnomaly>
    ) {
        running.remove(request)
        switch result {
        case .success(let (source, cells)):
            decoded.insert(source, bytes: source.byteCount, for: key)
            if var rendering = cells {
                if case .kitty(var picture) = rendering {
                    picture.id = KittyImageStore.shared.newID()
                    rendering = .kitty(picture)
                } else if case .pixels(var picture) = rendering {
                    pixelPictureIDs &+= 1
                    picture.id = pixelPictureIDs
                    rendering = .pixels(picture)
                }
                drawn.insert(rendering, bytes: rendering.byteCount, for: request)
            } else {
                fail(
                    ImageAnomaly(
                        image: request.name, reason: .corrupt,
                        detail: "cannot be drawn in \(request.size.width) × \(request.size.height) cells"))
            }
        case .failure(let anomaly):
            fail(anomaly)
        }
        for waiter in waiting.removeValue(forKey: request) ?? [] where waiter.view?.request == request {
            waiter.view?.imageDidLoad()
        }
        startJobs()
    }

    private func fail(_ anomaly: ImageAnomaly) {
        guard failures[anomaly.image] == nil else { return }
        if failures.count >= 10_000 { failures.removeAll() }
        failures[anomaly.image] = anomaly
        TerminalImage.anomalyHandler.reportAnomaly(anomaly)
    }
}
