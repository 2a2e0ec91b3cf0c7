/// Where text sits in a span wider than itself.
public enum TextAlignment: Hashable, Sendable {
    case left
    /// Centred; an odd leftover column goes to the right, as most terminal UIs do.
    case center
    case right

    /// The blank columns to put before text when `gap` columns are left over.
    public func leadingPadding(forGap gap: Int) -> Int {
        let gap = max(0, gap)
        switch self {
        case .left: return 0
        case .center: return gap / 2
        case .right: return gap
        }
    }
}

extension StringProtocol {
    /// This text sanitised, truncated if needed (see ``truncated(toWidth:ellipsis:padded:tabStops:)``)
    /// and padded with spaces so that it takes exactly `width` columns.
    public func aligned(
        _ alignment: TextAlignment, toWidth width: Int, ellipsis: String = "…", tabStops: TabStops = .standard
    ) -> String {
        let limit = Swift.max(0, width)
        let fitted = truncated(toWidth: limit, ellipsis: ellipsis, tabStops: tabStops)
        let gap = limit - fitted.displayWidth
        let leading = alignment.leadingPadding(forGap: gap)
        return String(repeating: " ", count: leading) + fitted + String(repeating: " ", count: gap - leading)
    }
}
