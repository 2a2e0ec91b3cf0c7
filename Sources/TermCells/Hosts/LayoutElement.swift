/// A view slot of a host: an item, or a supplementary view (header, footer, any other
/// kind) of a section. Views on screen are keyed by it.
public enum LayoutElement: Hashable, Sendable {
    case item(IndexPath)
    case supplementary(SupplementaryKind, section: Int)

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
