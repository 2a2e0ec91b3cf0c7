extension CSVDocument {
    /// `order` (data-row numbers, as shown now) sorted by `column`: numerically when every
    /// non-empty field of the column is a number (empty ones first), else by the fields' bytes
    /// (code point order). Stable: rows with equal keys keep their order in `order`, so sorting
    /// by one column and then another sorts by both. Nil until every row is indexed.
    ///
    /// Keys are extracted on the column's first sort and kept. Cost: O(n) radix passes over
    /// 64-bit keys; text with a longer common prefix than 8 bytes then compares those runs.
    public func sorted(_ order: [Int32], byColumn column: Int, direction: CSVSortDirection) -> [Int32]? {
        sortedPositions(order, byColumn: column, direction: direction).map { positions in
            positions.map { order[Int($0)] }
        }
    }

    /// The sort of ``sorted(_:byColumn:direction:)`` as positions into `order`: the row that
    /// goes to place `i` is `order[result[i]]`. This is the permutation a storage announces
    /// (the item now at `i` was at `result[i]`). Safe to call from any thread; nil until every
    /// row is indexed.
    public func sortedPositions(_ order: [Int32], byColumn column: Int, direction: CSVSortDirection) -> [Int32]? {
        guard let keys = sortKeys(column: column), keys.prefixes.count >= order.count else { return nil }
        let descending = direction == .descending
        var sortKeys = [UInt64](repeating: 0, count: order.count)
        var positions = [Int32](repeating: 0, count: order.count)
        keys.prefixes.withUnsafeBufferPointer { prefixes in
            order.withUnsafeBufferPointer { order in
                sortKeys.withUnsafeMutableBufferPointer { sortKeys in
                    positions.withUnsafeMutableBufferPointer { positions in
                        let flip: UInt64 = descending ? ~0 : 0
                        for position in 0..<order.count {
                            sortKeys[position] = prefixes[Int(order[position])] ^ flip
                            positions[position] = Int32(position)
                        }
                    }
                }
            }
        }
        RadixSort.sort(keys: &sortKeys, payloads: &positions)
        if keys.kind == .text {
            refineTextRuns(keys, order, sortKeys, &positions, descending: descending)
        }
        return positions
    }

    /// Sorts each run of equal 8-byte prefixes by the whole text, where the prefix did not decide.
    private func refineTextRuns(
        _ keys: CSVSortKeys, _ order: [Int32], _ sortKeys: [UInt64], _ positions: inout [Int32], descending: Bool
    ) {
        var start = 0
        while start < sortKeys.count {
            var end = start + 1
            while end < sortKeys.count && sortKeys[end] == sortKeys[start] { end += 1 }
            if end - start > 1 {
                let rows = positions[start..<end].map { Int(order[Int($0)]) }
                let needsBytes =
                    rows.contains { keys.textStarts[$0 + 1] - keys.textStarts[$0] >= 8 }
                    || Set(rows.map { keys.textStarts[$0 + 1] - keys.textStarts[$0] }).count > 1
                if needsBytes {
                    positions[start..<end].sort { a, b in
                        let rowA = Int(order[Int(a)])
                        let rowB = Int(order[Int(b)])
                        if keys.textEqual(rowA, rowB) { return a < b }
                        return descending ? keys.textPrecedes(rowB, rowA) : keys.textPrecedes(rowA, rowB)
                    }
                }
            }
            start = end
        }
    }

    /// Whether `column` sorts as numbers; nil until every row is indexed.
    public func sortsNumerically(column: Int) -> Bool? {
        sortKeys(column: column).map { $0.kind == .numeric }
    }
}
