/// Turns column definitions into widths in terminal columns. Pure: the host measures the
/// rows on screen and hands the widest value of each fitted column in.
///
/// Separators follow the rule of ``ColumnViewport``, which draws them: every column is
/// followed by one, the last column too (``ColumnViewport/occupiedWidth(of:separatorWidth:)``).
/// So fraction columns that add up to 1 end with the last separator on the host's last
/// column, never past it.
public enum ColumnWidths {
    /// The width of each column.
    ///
    /// - Fixed columns take their width; fitted ones the wider of their title and
    ///   `measuredWidths[i]` (the widest value on screen, nil when nothing was measured).
    /// - Fraction columns share what is left of `availableWidth` after those and the
    ///   separators (one after each column); when the fractions add up to 1 or more, the
    ///   rounding remainder goes to the first ones, so the columns fill the width exactly.
    /// - Every width is then held between the column's minimum and maximum, so columns may be
    ///   wider than `availableWidth` altogether: the table scrolls horizontally.
    public static func resolve(
        _ columns: [TableColumn], availableWidth: Int, measuredWidths: [Int?] = [], separatorWidth: Int = 1
    ) -> [Int] {
        var widths = [Int](repeating: 0, count: columns.count)
        var fractionColumns: [Int] = []
        var fractionTotal = 0.0
        for (index, column) in columns.enumerated() {
            switch column.width {
            case .fixed(let width):
                widths[index] = column.clamped(width)
            case .fit:
                let measured = index < measuredWidths.count ? measuredWidths[index] ?? 0 : 0
                widths[index] = column.clamped(max(column.title.displayWidth, measured))
            case .fraction(let fraction):
                fractionColumns.append(index)
                fractionTotal += max(0, fraction)
            }
        }
        // Fraction columns count 0 here: what is used is the others and every separator.
        let used = ColumnViewport.occupiedWidth(of: widths, separatorWidth: separatorWidth)
        let remaining = max(0, availableWidth - used)
        var shares = [Int](repeating: 0, count: columns.count)
        var given = 0
        for index in fractionColumns {
            guard case .fraction(let fraction) = columns[index].width else { continue }
            let share = Int((Double(remaining) * max(0, fraction)).rounded(.down))
            shares[index] = share
            given += share
        }
        if fractionTotal >= 1 - 1e-9 {
            var leftover = remaining - given
            var cursor = 0
            while leftover > 0 && !fractionColumns.isEmpty {
                shares[fractionColumns[cursor % fractionColumns.count]] += 1
                leftover -= 1
                cursor += 1
            }
        }
        for index in fractionColumns { widths[index] = columns[index].clamped(shares[index]) }
        return widths
    }

    /// The columns `value` takes, counted only until they exceed `limit` (a fitted column's
    /// maximum): what a fitted column measures of each value on screen. Printable ASCII is
    /// counted by its bytes, without going through its glyphs.
    static func measure(_ value: String, limit: Int) -> Int {
        guard limit >= 0 else { return value.displayWidth(exceeding: limit, tabStops: .standard) }
        let counted = value.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let looked = bytes.prefix(limit == Int.max ? limit : limit + 1)
            for byte in looked where byte < 0x20 || byte > 0x7E { return nil }
            return looked.count
        }
        if let counted = counted ?? nil { return counted }
        return value.displayWidth(exceeding: limit, tabStops: .standard)
    }
}
