/// One row of a table's layout: a section's header, one of its items, its footer, or the
/// gap after it.
enum ListRow: Hashable, Sendable {
    case header(section: Int)
    case item(IndexPath)
    case footer(section: Int)
    case gap(section: Int)

    /// The section the row belongs to.
    var section: Int {
        switch self {
        case .header(let section), .footer(let section), .gap(let section): return section
        case .item(let indexPath): return indexPath.section
        }
    }
}

extension ListRow {
    /// The element whose view the row shows; nil for a gap.
    var element: LayoutElement? {
        switch self {
        case .header(let section): return .supplementary(.header, section: section)
        case .item(let indexPath): return .item(indexPath)
        case .footer(let section): return .supplementary(.footer, section: section)
        case .gap: return nil
        }
    }

    /// The row that shows `element`; nil for kinds a list does not show.
    init?(_ element: LayoutElement) {
        switch element {
        case .item(let indexPath): self = .item(indexPath)
        case .supplementary(.header, let section): self = .header(section: section)
        case .supplementary(.footer, let section): self = .footer(section: section)
        case .supplementary: return nil
        }
    }
}
