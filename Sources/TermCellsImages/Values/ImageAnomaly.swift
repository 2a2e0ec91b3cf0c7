import TermCells

/// An image that cannot be shown: TermCells reports it to ``TerminalImage/anomalyHandler``
/// and draws the image's alt text instead, never trapping, whatever the file holds.
public struct ImageAnomaly: Anomaly, Error {
    /// Why an image cannot be shown. A struct with static members, so that a reason added
    /// later is no new case for code that looks at these.
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        /// A word for the reason: `unreadable`, `empty`, `not an image`, `too large`, `corrupt`.
        public let name: String

        /// The file could not be read (missing, no permission, a folder).
        public static let unreadable = Reason(name: "unreadable")
        /// The file or the data holds no bytes.
        public static let empty = Reason(name: "empty")
        /// No decoder recognises the bytes (a text file, an unsupported format).
        public static let notAnImage = Reason(name: "not an image")
        /// The file, or the size its header claims, is beyond the limits (see ``ImageAnomaly``).
        public static let tooLarge = Reason(name: "too large")
        /// The header was read but the pixels could not be: truncated or corrupt data, or
        /// pixels that do not match the size given.
        public static let corrupt = Reason(name: "corrupt")

        public var description: String { name }
    }

    /// The image's name (its file's path).
    public let image: String
    /// Why it cannot be shown.
    public let reason: Reason
    /// What was found: the error, or the size the header claims.
    public let detail: String

    /// The most pixels an image may claim and be decoded: 25 million (a 6,000 × 4,000 photo, 100 MB
    /// of pixels while it is scaled down);
    /// beyond, the image is ``Reason/tooLarge`` without being decoded, so a header claiming
    /// 65,535 × 65,535 or a decompression bomb costs neither the memory nor the time.
    public static let maximumPixels = 25_000_000
    /// The largest file read: 256 MiB.
    public static let maximumFileBytes = 256 << 20

    public init(image: String, reason: Reason, detail: String) {
        self.image = image
        self.reason = reason
        self.detail = detail
    }

    public var description: String {
        detail.isEmpty
            ? "Image '\(image)' cannot be shown: \(reason)" : "Image '\(image)' cannot be shown: \(reason) (\(detail))"
    }
}
