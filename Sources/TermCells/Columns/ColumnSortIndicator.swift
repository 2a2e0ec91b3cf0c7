/// The column a table is sorted by and which way, shown in its header as `▲` or `▼`.
public struct ColumnSortIndicator: Hashable, Sendable {
    public var column: Int
    public var ascending: Bool

    public init(column: Int, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }

    /// The header's mark.
    public var mark: String { ascending ? "▲" : "▼" }
}
