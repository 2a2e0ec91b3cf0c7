/// One column of a column table: its title, how wide it is and how its values sit in it.
///
/// ```swift
/// TableColumn("Size", width: .fit, maximumWidth: 12, alignment: .right)
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

    public init(
        _ title: String, width: ColumnWidth = .fit, minimumWidth: Int = 1, maximumWidth: Int? = nil,
        alignment: TextAlignment = .left
    ) {
        self.title = title
        self.width = width
        let minimum = max(1, minimumWidth)
        self.minimumWidth = minimum
        self.maximumWidth = maximumWidth.map { max(minimum, $0) }
        self.alignment = alignment
    }

    /// `width` held between the minimum and the maximum.
    func clamped(_ width: Int) -> Int {
        let atLeast = max(minimumWidth, width)
        return maximumWidth.map { min($0, atLeast) } ?? atLeast
    }
}
