/// One column of a column table: its title, how wide it is, how its values sit in it and,
/// when it can be sorted by, its sort key.
///
/// ```swift
/// TableColumn("Size", width: .fit, maximumWidth: 12, alignment: .right)
/// TableColumn("Date", width: .fixed(10), sortKey: \Commit.date)
/// TableColumn("Note", width: .fraction(1), lineLimit: 4)   // wraps, up to 4 lines a row
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
    /// The most lines a value of this column takes. Above 1 the column wraps its values at
    /// spaces (a word wider than the column is cut, never through a wide character), and a
    /// value that needs more lines ends in `…`; a row is as tall as its tallest wrapped
    /// value, its other columns on its first line. 1 (the default): one line, cut with `…`.
    public var lineLimit: Int {
        didSet { lineLimit = max(1, lineLimit) }
    }
    /// Whether the column wraps its values: its ``lineLimit`` is above 1.
    public var wraps: Bool { lineLimit > 1 }

    public init(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left, sortKey: ColumnSortKey? = nil, lineLimit: Int = 1
    ) {
        self.title = title
        self.width = width
        let minimum = max(1, minimumWidth)
        self.minimumWidth = minimum
        self.maximumWidth = maximumWidth.map { max(minimum, $0) }
        self.alignment = alignment
        self.sortKey = sortKey
        self.lineLimit = max(1, lineLimit)
    }

    /// A column whose rows, of type `Row`, sort by `sortKey(row)`: a key path
    /// (`\Commit.date`) or a closure, read on the main actor once for each row as a sort
    /// starts.
    public init<Row, Key: Comparable & Sendable>(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left, lineLimit: Int = 1, sortKey: @escaping @MainActor @Sendable (Row) -> Key
    ) {
        self.init(
            title, width: width, minimumWidth: minimumWidth, maximumWidth: maximumWidth, alignment: alignment,
            sortKey: ColumnSortKey(sortKey), lineLimit: lineLimit)
    }

    /// A column of `title`, `width` wide, held between `minimumWidth` and `maximumWidth`, its
    /// values aligned by `alignment`: one line, no sort key. (The form before sort keys and
    /// wrapping; the call reads the same with the initialiser above.)
    @_disfavoredOverload
    public init(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left
    ) {
        self.init(
            title, width: width, minimumWidth: minimumWidth, maximumWidth: maximumWidth, alignment: alignment,
            sortKey: nil, lineLimit: 1)
    }

    /// `width` held between the minimum and the maximum.
    func clamped(_ width: Int) -> Int {
        let atLeast = max(minimumWidth, width)
        return maximumWidth.map { min($0, atLeast) } ?? atLeast
    }
}
