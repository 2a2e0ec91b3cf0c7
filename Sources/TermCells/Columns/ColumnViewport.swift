/// The horizontal geometry of a column table: frozen leading columns stay at the left, the
/// others scroll under them by ``offset`` terminal columns. Pure, so every case is a unit test.
///
/// Each column is followed by a separator of ``separatorWidth`` columns (the last one too,
/// so a column's right edge is always marked): the one rule of separators, which
/// ``ColumnWidths`` follows too (``occupiedWidth(of:separatorWidth:)``). Cost: O(columns).
struct ColumnViewport: Hashable, Sendable {
    /// The width of each column.
    var widths: [Int]
    /// How many leading columns never scroll.
    var frozenCount: Int
    /// The host's width.
    var width: Int
    /// The columns of the scrolling part hidden at its left.
    private(set) var offset: Int
    var separatorWidth: Int

    init(widths: [Int], frozenCount: Int = 0, width: Int, offset: Int = 0, separatorWidth: Int = 1) {
        self.widths = widths.map { max(0, $0) }
        self.frozenCount = min(max(0, frozenCount), widths.count)
        self.width = max(0, width)
        self.separatorWidth = max(0, separatorWidth)
        self.offset = 0
        self.offset = clampedOffset(offset)
    }

    /// The width columns `widths` take with their separators: each is followed by one.
    static func occupiedWidth(of widths: some Sequence<Int>, separatorWidth: Int) -> Int {
        widths.reduce(0) { $0 + $1 + separatorWidth }
    }

    /// The width the frozen columns and their separators take (never more than the host).
    var frozenWidth: Int {
        min(width, Self.occupiedWidth(of: widths.prefix(frozenCount), separatorWidth: separatorWidth))
    }

    /// The width of the scrolling part of the host.
    var scrollingWidth: Int { max(0, width - frozenWidth) }

    /// The width of the scrolling columns with their separators.
    var scrollingContentWidth: Int {
        Self.occupiedWidth(of: widths.dropFirst(frozenCount), separatorWidth: separatorWidth)
    }

    /// The largest useful offset: the last column's separator at the right edge.
    var maximumOffset: Int { max(0, scrollingContentWidth - scrollingWidth) }

    /// Where column `column` starts in the scrolling content (for a scrolling column).
    func contentStart(of column: Int) -> Int {
        Self.occupiedWidth(of: widths[frozenCount..<column], separatorWidth: separatorWidth)
    }

    private func clampedOffset(_ offset: Int) -> Int { min(max(0, offset), maximumOffset) }

    /// Scrolls to `offset`, held between 0 and ``maximumOffset``.
    mutating func scroll(to offset: Int) {
        self.offset = clampedOffset(offset)
    }

    /// Scrolls the scrolling part `step` columns: to the start of the `step`-th column that
    /// starts right of the offset (left of it, for a negative step), held between 0 and
    /// ``maximumOffset``. A column cut at the left edge counts as the first one left of it.
    mutating func scroll(columns step: Int) {
        guard step != 0, frozenCount < widths.count else { return }
        var starts: [Int] = []
        var start = 0
        for column in frozenCount..<widths.count {
            starts.append(start)
            start += widths[column] + separatorWidth
        }
        if step > 0 {
            let next = starts.firstIndex { $0 > offset } ?? starts.count
            scroll(to: next + step - 1 < starts.count ? starts[next + step - 1] : maximumOffset)
        } else {
            let previous = starts.lastIndex { $0 < offset } ?? -1
            scroll(to: previous + step + 1 >= 0 ? starts[previous + step + 1] : 0)
        }
    }

    /// Scrolls as little as needed to show all of `column` (its start, when it is wider
    /// than the scrolling part). Frozen columns always show.
    mutating func reveal(_ column: Int) {
        guard column >= frozenCount, column < widths.count else { return }
        let start = contentStart(of: column)
        let end = start + widths[column] + separatorWidth
        if start < offset || widths[column] + separatorWidth > scrollingWidth {
            scroll(to: start)
        } else if end > offset + scrollingWidth {
            scroll(to: end - scrollingWidth)
        }
    }

    /// The visible parts of the columns, left to right: the frozen ones, then the scrolling
    /// ones that show at the current offset.
    var spans: [ColumnSpan] {
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
}
