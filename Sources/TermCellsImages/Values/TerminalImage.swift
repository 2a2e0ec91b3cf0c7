import Foundation
import TermCells

/// A picture to show in a cell — the terminal's `UIImage`: read from a file, from a file's
/// bytes, or from pixels a program made.
///
/// Making one reads nothing: the file is read and decoded off the main actor the first time an
/// ``ImageView`` draws it, and kept (scaled to what the screen needs) in a cache bounded by
/// bytes. PNG, JPEG, GIF (its first frame), BMP and WebP are read. An image is known by its
/// ``name``: two values with the same name are one image to the cache, so give different
/// pictures different names.
///
/// ```swift
/// let photo = TerminalImage(contentsOf: URL(fileURLWithPath: "beach.jpg"), altText: "The beach at noon")
/// ```
///
/// A file that cannot be shown (missing, truncated, not an image, too large) is reported to
/// ``anomalyHandler`` as an ``ImageAnomaly`` and its ``altText`` is drawn in its place.
public struct TerminalImage: Hashable, Sendable {
    /// Where the pixels come from.
    enum Source: Sendable {
        case file(URL)
        case encoded(Data)
        case pixels(Data, width: Int, height: Int)
        case made(width: Int, height: Int, make: @Sendable () -> Data)
    }

    /// What the image is known by: the file's path, or the name it was given.
    public let name: String
    /// What is drawn where the image cannot be: a terminal without colour, the accessible
    /// mode, a file that cannot be read. The file's name by default.
    public var altText: String
    let source: Source

    /// An image read from the file at `url` (PNG, JPEG, GIF, BMP or WebP).
    public init(contentsOf url: URL, altText: String? = nil) {
        name = url.standardizedFileURL.path
        self.altText = altText ?? url.lastPathComponent
        source = .file(url)
    }

    /// An image decoded from a file's bytes (PNG, JPEG, GIF, BMP or WebP), known by `name`.
    public init(data: Data, name: String, altText: String? = nil) {
        self.name = name
        self.altText = altText ?? name
        source = .encoded(data)
    }

    /// An image of `width` × `height` pixels, row by row from the top, 4 bytes a pixel (red,
    /// green, blue, alpha), known by `name`. Pixels of another count are an anomaly, drawn as
    /// the alt text.
    public init(rgbaPixels pixels: Data, width: Int, height: Int, name: String, altText: String? = nil) {
        self.name = name
        self.altText = altText ?? name
        source = .pixels(pixels, width: width, height: height)
    }

    /// An image of `width` × `height` pixels that `pixels` makes, as ``init(rgbaPixels:width:height:name:altText:)``
    /// takes them, when the image is first drawn, off the main actor: thumbnails computed
    /// on demand, a chart, a generated set of any size that costs nothing until it is shown.
    public init(
        name: String, width: Int, height: Int, altText: String? = nil, pixels: @escaping @Sendable () -> Data
    ) {
        self.name = name
        self.altText = altText ?? name
        source = .made(width: width, height: height, make: pixels)
    }

    public static func == (lhs: TerminalImage, rhs: TerminalImage) -> Bool {
        lhs.name == rhs.name && lhs.altText == rhs.altText
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    /// Where images that cannot be shown are reported (see ``ImageAnomaly``); by default to the
    /// anomaly log, as a manager's anomalies are. Each image is reported once.
    @MainActor public static let anomalyHandler = AnomalyHandler<ImageAnomaly>()
}
