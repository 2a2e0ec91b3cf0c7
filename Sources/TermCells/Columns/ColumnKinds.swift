/// The supplementary kinds of a column table's views: they are registered, dequeued and
/// reused as any supplementary view is, under kinds no storage section uses.
extension SupplementaryKind {
    /// The header line of a column table: a pinned view whose model is the ``TableColumnModel``.
    public static let columnHeader: SupplementaryKind = "column header"

    /// The cells of column `column`, for a column with a view of its own: each column has
    /// its own mappings and its own reuse queue.
    public static func columnCell(_ column: Int) -> SupplementaryKind { SupplementaryKind("column \(column)") }
}
