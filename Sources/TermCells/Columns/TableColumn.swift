/// One column of a column table: its title, how wide it is, how its values sit in it and,
/// when it can be sorted by, its sort key.
///
/// ```swift
/// TableColumn("Size", width: .fit, maximumWidth: 12, alignment: .right)
/// TableColumn("Date", width: .fixed(10), sortKey: \Commit.date)
/// ```
public struct TableColumn: Hashable, Sendable {
    /// The header's text.
    public var title: String
    public var width: ColumnWidth
    /// The narrowest the column gets, whatever its width says (at least 1).
    public var minimumWidth: Int
    /// The widest the column gets (nil: no limit).
    public var maximumWidth: Int?
    /// Where values (and the title) sit when narrower than the column; longer ones end in `…`.
    public var alignment: TextAlignment
    /// What ``ColumnTableManager`` sorts the rows by when asked to sort by this column
    /// (nil: the column does not sort).
    public var sortKey: ColumnSortKey?

    public init(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left, sortKey: ColumnSortKey? = nil
    ) {
        self.title = title
        self.width = width
        let minimum = max(1, minimumWidth)
        self.minimumWidth = minimum
        self.maximumWidth = maximumWidth.map { max(minimum, $0) }
        self.alignment = alignment
        self.sortKey = sortKey
    }

    /// A column whose rows, of type `Row`, sort by `sortKey(row)`: a key path
    /// (`\Commit.date`) or a closure, read on the main actor once for each row as a sort
    /// starts.
    public init<Row, Key: Comparable & Sendable>(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left, sortKey: @escaping @MainActor @Sendable (Row) -> Key
    ) {
        self.init(
            title, width: width, minimumWidth: minimumWidth, maximumWidth: maximumWidth, alignment: alignment,
            sortKey: ColumnSortKey(sortKey))
    }

    /// `width` held between the minimum and the maximum.
    func clamped(_ width: Int) -> Int {
        let atLeast = max(minimumWidth, width)
        return maximumWidth.map { min($0, atLeast) } ?? atLeast
    }
}
