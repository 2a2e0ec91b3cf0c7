/// Where one column shows in a row of the host: the part of it that is visible.
struct ColumnSpan: Hashable, Sendable {
    /// The column's index.
    var column: Int
    /// The screen column (in the host) where the visible part starts.
    var x: Int
    /// The visible columns of it.
    var visibleWidth: Int
    /// Columns of it cut off at its left by horizontal scrolling (0 when its start shows).
    var hiddenLeading: Int
    /// Its whole width.
    var width: Int
    /// Whether it is one of the frozen leading columns.
    var isFrozen: Bool
}
