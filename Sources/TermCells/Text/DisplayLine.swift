/// A line of text sanitised and measured once, for views that draw the same text every frame.
///
/// Measuring walks the text; a host that lays out thousands of rows keeps the width here
/// instead of measuring again on every draw.
public struct DisplayLine: Hashable, Sendable {
    /// The sanitised text: no controls, tabs expanded, ready for any canvas.
    public let text: String
    /// Its width in columns.
    public let width: Int

    /// Sanitises and measures `text`.
    public init(_ text: some StringProtocol, tabStops: TabStops = .standard) {
        let sanitized = text.sanitizedForDisplay(tabStops: tabStops)
        self.init(sanitized: sanitized, width: sanitized.displayWidth)
    }

    private init(sanitized: String, width: Int) {
        self.text = sanitized
        self.width = width
    }

    /// The line cut to at most `width` columns (see `truncated(toWidth:ellipsis:padded:tabStops:)`).
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> DisplayLine {
        if self.width <= width { return self }
        let cut = text.truncated(toWidth: width, ellipsis: ellipsis)
        return DisplayLine(sanitized: cut, width: cut.displayWidth)
    }

    /// The line truncated or padded to exactly `width` columns.
    public func aligned(_ alignment: TextAlignment, toWidth width: Int, ellipsis: String = "…") -> DisplayLine {
        let limit = max(0, width)
        return DisplayLine(sanitized: text.aligned(alignment, toWidth: limit, ellipsis: ellipsis), width: limit)
    }
}
