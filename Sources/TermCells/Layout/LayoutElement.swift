/// A view slot of a host: an item, or a supplementary view (header, footer, any other
/// kind) of a section. Views on screen are keyed by it.
public enum LayoutElement: Hashable, Sendable {
    case item(IndexPath)
    case supplementary(SupplementaryKind, section: Int)

    /// Hashes an item by its section and item, without `IndexPath`'s generic hashing: hosts
    /// look elements up in their tables of views on screen several times a row per frame.
    /// Equal elements hash alike: equal index paths have the same count and indexes.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .item(let indexPath):
            if indexPath.count == 2 {
                hasher.combine(indexPath[0] &<< 32 ^ indexPath[1])
            } else {
                hasher.combine(indexPath)
            }
        case .supplementary(let kind, let section):
            hasher.combine(~section)
            hasher.combine(kind)
        }
    }

    /// The section the element belongs to.
    public var section: Int {
        switch self {
        case .item(let indexPath): return indexPath.section
        case .supplementary(_, let section): return section
        }
    }

    /// The reuse queue the element's view goes back to.
    var viewKind: ViewKind {
        switch self {
        case .item: return .cell
        case .supplementary(let kind, _): return .supplementary(kind)
        }
    }
}
