/// A view slot of a ``GridHost``: an item, or a supplementary view of a section.
public enum GridElement: Hashable, Sendable {
    case item(IndexPath)
    case supplementary(SupplementaryKind, section: Int)

    /// The section the element belongs to.
    public var section: Int {
        switch self {
        case .item(let indexPath): return indexPath.section
        case .supplementary(_, let section): return section
        }
    }
}
