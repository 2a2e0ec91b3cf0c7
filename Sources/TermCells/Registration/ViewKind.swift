/// Which slot of a host a view fills: a cell, or a supplementary view of some kind.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    case cell
    case supplementary(String)

    /// Section headers.
    public static let header = ViewKind.supplementary(SupplementaryKind.header)
    /// Section footers.
    public static let footer = ViewKind.supplementary(SupplementaryKind.footer)

    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementary(let kind): return kind
        }
    }
}

/// Names of supplementary kinds; any other string names a kind of your own.
public enum SupplementaryKind {
    /// The kind of section headers (`registerHeader`).
    public static let header = "header"
    /// The kind of section footers (`registerFooter`).
    public static let footer = "footer"
}
