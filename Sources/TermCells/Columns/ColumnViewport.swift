/// The horizontal geometry of a column table: frozen leading columns stay at the left, the
/// others scroll under them a whole column at a time. Pure, so every case is a unit test.
///
/// The scrolling part always starts at a column's first cell (`firstColumn`): a column is
/// never cut at its left, where its title and the start of its values would go missing. The
/// right edge may cut the last column that shows.
///
/// Each column is followed by a separator of ``separatorWidth`` columns (the last one too,
/// so a column's right edge is always marked): the one rule of separators, which
/// ``ColumnWidths`` follows too (``occupiedWidth(of:separatorWidth:)``). Cost: O(columns).
public struct ColumnViewport: Hashable, Sendable {
    /// The width of each column.
    public var widths: [Int]
    /// How many leading columns never scroll.
    public var frozenCount: Int
    /// The host's width.
    public var width: Int
    /// The first scrolling column shown, right of the frozen ones (``frozenCount`` when
    /// nothing is scrolled away).
    private(set) var firstColumn: Int
    public var separatorWidth: Int

    init(widths: [Int], frozenCount: Int = 0, width: Int, firstColumn: Int = 0, separatorWidth: Int = 1) {
        self.widths = widths.map { max(0, $0) }
        self.frozenCount = min(max(0, frozenCount), widths.count)
        self.width = max(0, width)
        self.separatorWidth = max(0, separatorWidth)
        self.firstColumn = 0
        self.firstColumn = clampedFirstColumn(firstColumn)
    }

    /// The width columns `widths` take with their separators: each is followed by one.
    public static func occupiedWidth(of widths: some Sequence<Int>, separatorWidth: Int) -> Int {
        widths.reduce(0) { $0 + $1 + separatorWidth }
    }

    /// The width the frozen columns and their separators take (never more than the host).
    public var frozenWidth: Int {
        min(width, Self.occupiedWidth(of: widths.prefix(frozenCount), separatorWidth: separatorWidth))
    }

    /// The width of the scrolling part of the host.
    public var scrollingWidth: Int { max(0, width - frozenWidth) }

    /// The width of the scrolling columns with their separators.
    public var scrollingContentWidth: Int {
        Self.occupiedWidth(of: widths.dropFirst(frozenCount), separatorWidth: separatorWidth)
    }

    /// The scrolling columns hidden at the left of the scrolling part, in terminal columns.
    public var offset: Int { contentStart(of: firstColumn) }

    /// The last useful ``firstColumn``: the first column from which every column to the
    /// right fits, separators included (the last column, when even it alone does not fit).
    var lastFirstColumn: Int {
        guard frozenCount < widths.count else { return frozenCount }
        var rest = 0
        var column = widths.count
        while column > frozenCount {
            let next = rest + widths[column - 1] + separatorWidth
            if next > scrollingWidth { break }
            rest = next
            column -= 1
        }
        return min(column, widths.count - 1)
    }

    /// The largest ``offset``: that of the last useful first column.
    public var maximumOffset: Int { contentStart(of: lastFirstColumn) }

    /// Where column `column` starts in the scrolling content (for a scrolling column).
    func contentStart(of column: Int) -> Int {
        guard column > frozenCount else { return 0 }
        return Self.occupiedWidth(of: widths[frozenCount..<min(column, widths.count)], separatorWidth: separatorWidth)
    }

    private func clampedFirstColumn(_ column: Int) -> Int { min(max(frozenCount, column), lastFirstColumn) }

    /// Scrolls so that `column` is the first scrolling column shown, held between the first
    /// scrolling column and ``lastFirstColumn``.
    mutating func scroll(toColumn column: Int) {
        firstColumn = clampedFirstColumn(column)
    }

    /// Scrolls the scrolling part `step` whole columns (negative: back towards the first),
    /// no further than the last useful first column.
    public mutating func scroll(columns step: Int) {
        scroll(toColumn: firstColumn + step)
    }

    /// Scrolls as little as needed, in whole columns, to show all of `column` (from its
    /// first cell, when it is wider than the scrolling part). Frozen columns always show.
    public mutating func reveal(_ column: Int) {
        guard column >= frozenCount, column < widths.count else { return }
        if column <= firstColumn {
            scroll(toColumn: column)
            return
        }
        let end = contentStart(of: column) + widths[column] + separatorWidth
        var first = firstColumn
        var start = contentStart(of: first)
        while first < column && end - start > scrollingWidth {
            start += widths[first] + separatorWidth
            first += 1
        }
        scroll(toColumn: first)
    }

    /// The visible parts of the columns, left to right: the frozen ones, then the scrolling
    /// ones that show at the current offset.
    public var spans: [ColumnSpan] {
        var spans: [ColumnSpan] = []
        var x = 0
        for column in 0..<frozenCount {
            let visible = min(widths[column], width - x)
            if visible <= 0 { break }
            spans.append(
                ColumnSpan(
                    column: column, x: x, visibleWidth: visible, hiddenLeading: 0, width: widths[column],
                    isFrozen: true))
            x += widths[column] + separatorWidth
        }
        let left = frozenWidth
        let offset = self.offset
        var start = 0
        for column in frozenCount..<widths.count {
            let end = start + widths[column]
            defer { start = end + separatorWidth }
            if end <= offset { continue }
            if start >= offset + scrollingWidth { break }
            let visibleStart = max(start, offset)
            let visibleEnd = min(end, offset + scrollingWidth)
            guard visibleEnd > visibleStart else { continue }
            spans.append(
                ColumnSpan(
                    column: column, x: left + visibleStart - offset, visibleWidth: visibleEnd - visibleStart,
                    hiddenLeading: visibleStart - start, width: widths[column], isFrozen: false))
        }
        return spans
    }

    /// A viewport scrolled to show the scrolling column that holds `offset` (in terminal
    /// columns of the scrolling content) from its first cell.
    @available(
        *, deprecated,
        message: "column tables scroll by whole columns: the offset is rounded down to the start of its column"
    )
    @_disfavoredOverload
    public init(widths: [Int], frozenCount: Int = 0, width: Int, offset: Int = 0, separatorWidth: Int = 1) {
        self.init(widths: widths, frozenCount: frozenCount, width: width, separatorWidth: separatorWidth)
        scroll(toColumn: column(holding: offset))
    }

    /// Scrolls to the scrolling column that holds `offset`, shown from its first cell.
    @available(*, deprecated, message: "column tables scroll by whole columns: use scroll(columns:) or reveal(_:)")
    public mutating func scroll(to offset: Int) {
        scroll(toColumn: column(holding: offset))
    }

    /// The scrolling column whose cells or trailing separator cover `offset`.
    private func column(holding offset: Int) -> Int {
        var column = frozenCount
        while column + 1 < widths.count && contentStart(of: column + 1) <= offset { column += 1 }
        return column
    }
}
