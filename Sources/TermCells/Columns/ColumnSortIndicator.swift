/// A column a table is sorted by and which way, shown in its header as `▲` or `▼` (with
/// its rank, `▲1` `▲2`, when the table sorts by more than one column).
public struct ColumnSortIndicator: Hashable, Sendable {
    public var column: Int
    public var ascending: Bool

    public init(column: Int, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }

    /// The header's mark.
    public var mark: String { ascending ? "▲" : "▼" }

    /// The header's mark for the `rank`-th of `count` sort columns: numbered from 1 when
    /// there are several.
    func mark(rank: Int, of count: Int) -> String {
        count > 1 ? mark + String(rank + 1) : mark
    }
}
