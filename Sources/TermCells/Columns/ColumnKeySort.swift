/// The stable sort of positions by keys read from the rows: what a ``ColumnSortKey`` made
/// from a key path or a closure runs, off the main actor for a large storage.
enum ColumnKeySort {
    /// `positions` in the order of `keys[position]` (nil first when ascending), ties in the
    /// order given. Positions outside `keys` count as nil. Cost: O(n log n) comparisons.
    static func sorted<Key: Comparable>(_ positions: [Int32], by keys: [Key?], ascending: Bool) -> [Int32] {
        func key(_ place: Int) -> Key? {
            let position = Int(positions[place])
            return position >= 0 && position < keys.count ? keys[position] : nil
        }
        var places = Array(positions.indices)
        // Ties fall back to the place given, so the sort is stable whatever algorithm sorts.
        places.sort { a, b in
            let first = key(a)
            let second = key(b)
            if first == second { return a < b }
            return ascending ? precedes(first, second) : precedes(second, first)
        }
        return places.map { positions[$0] }
    }

    /// Whether `a` orders before `b`, nil before every key.
    private static func precedes<Key: Comparable>(_ a: Key?, _ b: Key?) -> Bool {
        switch (a, b) {
        case (nil, .some): true
        case (.some(let a), .some(let b)): a < b
        default: false
        }
    }
}
