/// Which slot of a host a view fills: a cell, or a supplementary view of some kind.
public enum ViewKind: Hashable, Sendable, CustomStringConvertible {
    case cell
    case supplementary(SupplementaryKind)

    /// Section headers.
    public static let header = ViewKind.supplementary(.header)
    /// Section footers.
    public static let footer = ViewKind.supplementary(.footer)

    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementary(let kind): return kind.rawValue
        }
    }
}
