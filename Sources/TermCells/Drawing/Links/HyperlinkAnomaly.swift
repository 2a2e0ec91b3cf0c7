/// A link refused because a terminal could not receive it as it is; the text is drawn
/// without it.
public enum HyperlinkAnomaly: Anomaly {
    /// The URL is empty, or holds a control character.
    case urlNotAllowed(url: String)
    /// The URL is longer than ``Hyperlink/urlLimit`` UTF-8 bytes.
    case urlTooLong(length: Int, limit: Int)
    /// The id is empty, longer than ``Hyperlink/idLimit`` bytes, or holds something but
    /// printable ASCII other than `:` and `;`.
    case idNotAllowed(id: String)

    public var description: String {
        switch self {
        case .urlNotAllowed(let url):
            url.isEmpty
                ? "Link refused: its URL is empty; the text is drawn without it"
                : "Link refused: its URL \"\(url.sanitizedForTerminal())\" holds a control character; the text is drawn without it"
        case .urlTooLong(let length, let limit):
            "Link refused: its URL is \(length) bytes long, more than \(limit); the text is drawn without it"
        case .idNotAllowed(let id):
            "Link refused: its id \"\(id.sanitizedForTerminal())\" is empty, too long or holds a character ids may not; the text is drawn without it"
        }
    }
}
