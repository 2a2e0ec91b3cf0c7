/// Where one column shows in a row of the host: the part of it that is visible.
public struct ColumnSpan: Hashable, Sendable {
    /// The column's index.
    public var column: Int
    /// The screen column (in the host) where the visible part starts.
    public var x: Int
    /// The visible columns of it.
    public var visibleWidth: Int
    /// Columns of it cut off at its left by horizontal scrolling (0 when its start shows).
    public var hiddenLeading: Int
    /// Its whole width.
    public var width: Int
    /// Whether it is one of the frozen leading columns.
    public var isFrozen: Bool

    /// A span of `column` at screen column `x`, `visibleWidth` of its `width` columns showing,
    /// `hiddenLeading` of them cut off at its left.
    public init(column: Int, x: Int, visibleWidth: Int, hiddenLeading: Int, width: Int, isFrozen: Bool) {
        self.column = column
        self.x = x
        self.visibleWidth = visibleWidth
        self.hiddenLeading = hiddenLeading
        self.width = width
        self.isFrozen = isFrozen
    }
}
