/// How wide a column is, before its ``TableColumn/minimumWidth`` and ``TableColumn/maximumWidth``.
public enum ColumnWidth: Hashable, Sendable {
    /// Exactly this many terminal columns.
    case fixed(Int)
    /// This part (0…1) of the width left after the fixed and fitted columns and the separators.
    case fraction(Double)
    /// As wide as the title and the widest value of the rows on screen (never the whole
    /// storage: cost follows what is visible).
    case fit
}
