/// One horizontal band of a ``FlowLayout``: a supplementary view spanning the width, a
/// section's top or bottom inset, or one row of items. Bands of all sections form one flat
/// sequence whose heights live in an ``OffsetIndex``.
///
/// Per section, top to bottom: `header`, the other supplementary kinds in the order the data
/// source declares them, the top inset, the item rows, the bottom inset, the `footer`.
enum FlowBand: Hashable, Sendable {
    /// A header, footer or other supplementary view of `section`.
    case supplementary(SupplementaryKind, section: Int)
    /// The blank rows above a section's items.
    case topInset(section: Int)
    /// Row `row` of the items of `section`.
    case items(section: Int, row: Int)
    /// The blank rows below a section's items.
    case bottomInset(section: Int)

    /// The section the band belongs to.
    var section: Int {
        switch self {
        case .supplementary(_, let section), .topInset(let section), .items(let section, _), .bottomInset(let section):
            return section
        }
    }
}
