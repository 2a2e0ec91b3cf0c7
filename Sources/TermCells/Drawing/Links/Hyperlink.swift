/// Where a span of text leads: a URL, and an optional id that tells a terminal which cells
/// are one link when they are drawn apart (across rows, or around a column's edge).
///
/// The counterpart of `NSAttributedString`'s `.link` attribute: draw text with one
/// (``Canvas/draw(_:at:style:link:tabStops:)``) and a terminal that shows links makes it
/// clickable; elsewhere the text is drawn as it is. A link drawn without an `id` gets one of
/// the screen's own, the same wherever that link is drawn.
///
/// A URL holding a control character, or longer than ``urlLimit``, is refused: the text is
/// drawn without the link and ``anomalyHandler`` reports a ``HyperlinkAnomaly``.
public struct Hyperlink: Hashable, Sendable {
    /// The target, as the terminal receives it (`https://…`, `file://host/path`).
    public var url: String
    /// Cells with the same id and URL are one link; `nil` leaves the id to the screen.
    public var id: String?

    /// A link to `url`, known to the terminal as `id` when given.
    public init(_ url: String, id: String? = nil) {
        self.url = url
        self.id = id
    }

    /// The longest URL sent, in UTF-8 bytes: a longer one is refused rather than handed to a
    /// terminal that may cut it (VTE's limit).
    public static let urlLimit = 2_083
    /// The longest id sent, in UTF-8 bytes (VTE's limit too).
    public static let idLimit = 250

    /// Where refused links are reported.
    @MainActor public static let anomalyHandler = AnomalyHandler<HyperlinkAnomaly>()

    /// Why the terminal may not receive this link, or `nil` when it may. An escape sequence
    /// carries it, which a control character would end early or turn into another.
    package var refusal: HyperlinkAnomaly? {
        if url.utf8.count > Self.urlLimit { return .urlTooLong(length: url.utf8.count, limit: Self.urlLimit) }
        if url.isEmpty || url.unicodeScalars.contains(where: \.isControlForLinks) {
            return .urlNotAllowed(url: url)
        }
        if let id, id.isEmpty || id.utf8.count > Self.idLimit || !id.utf8.allSatisfy(Self.isIdByte) {
            return .idNotAllowed(id: id)
        }
        return nil
    }

    /// Bytes an id may hold: printable ASCII but the sequence's own separators.
    private static func isIdByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: ":") && byte != UInt8(ascii: ";")
    }
}

extension Unicode.Scalar {
    /// C0, DEL and C1 controls: what ends or alters an escape sequence.
    fileprivate var isControlForLinks: Bool {
        value < 0x20 || (value >= 0x7F && value < 0xA0)
    }
}
