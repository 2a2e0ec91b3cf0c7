/// One row of a table's layout: a section's header, one of its items, its footer, or the
/// gap after it.
public enum TableRow: Hashable, Sendable {
    case header(section: Int)
    case item(IndexPath)
    case footer(section: Int)
    case gap(section: Int)

    /// The section the row belongs to.
    public var section: Int {
        switch self {
        case .header(let section), .footer(let section), .gap(let section): return section
        case .item(let indexPath): return indexPath.section
        }
    }
}
