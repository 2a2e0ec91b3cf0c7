import CSVTable
import TermCellsCurses

/// What the csv table's storage reads: how many rows it was told about, and which document
/// row each position shows (file order until a sort). The table sorts it through its columns'
/// sort keys (``sortKey(column:)``) and its section's `reorder` (``reorder(_:)``).
@MainActor
final class CSVRowOrder {
    let document: CSVDocument
    /// The rows the storage was told about.
    var count = 0
    /// Row numbers in display order once sorted; nil: file order.
    private(set) var sorted: [Int32]?

    init(document: CSVDocument) {
        self.document = document
    }

    /// The document row at `position`.
    func row(at position: Int) -> Int {
        guard let sorted, position < sorted.count else { return position }
        return Int(sorted[position])
    }

    /// Puts the rows in a sort's order: the row now at `i` is the one that was at
    /// `permutation.oldIndex(ofNewIndex: i)`. O(n).
    func reorder(_ permutation: ItemPermutation) {
        let current = sorted
        let count = permutation.count
        sorted = [Int32](unsafeUninitializedCapacity: count) { rows, initialized in
            for index in 0..<count {
                let old = permutation.oldIndex(ofNewIndex: index)
                if let current {
                    rows[index] = old < current.count ? current[old] : 0
                } else {
                    rows[index] = Int32(truncatingIfNeeded: old)
                }
            }
            initialized = count
        }
    }

    /// Column `column`'s sort key: the document's own sort (a radix sort over keys extracted
    /// once from its bytes, numeric when every field is a number), run off the main actor on
    /// the rows in their order as the sort starts. Nothing is read row by row on the main
    /// actor: a million rows cost it the copy of one array.
    func sortKey(column: Int) -> ColumnSortKey {
        ColumnSortKey(sortingPositions: { [unowned self] _ in
            let shown = sorted
            let document = document
            return { positions, ascending in
                // The first key sorts the positions as they are (0, 1, 2, …): then the sort's
                // own positions are the answer, with no gather through them, which reads a
                // million rows out of order.
                let asGiven = Self.isAscendingFromZero(positions)
                let rows = shown.map { Self.gather($0, at: positions) } ?? positions
                guard
                    let sorted = document.sortedPositions(
                        rows, byColumn: column, direction: ascending ? .ascending : .descending)
                else { return nil }
                return asGiven ? sorted : Self.gather(positions, at: sorted)
            }
        })
    }

    /// Whether `positions` is 0, 1, 2, …: one pass in order.
    nonisolated private static func isAscendingFromZero(_ positions: [Int32]) -> Bool {
        positions.withUnsafeBufferPointer { positions in
            for index in positions.indices where positions[index] != Int32(truncatingIfNeeded: index) {
                return false
            }
            return true
        }
    }

    /// `values[indexes[i]]` for every `i` (0 for an index outside `values`). O(n).
    nonisolated private static func gather(_ values: [Int32], at indexes: [Int32]) -> [Int32] {
        values.withUnsafeBufferPointer { values in
            indexes.withUnsafeBufferPointer { indexes in
                [Int32](unsafeUninitializedCapacity: indexes.count) { gathered, initialized in
                    for place in indexes.indices {
                        let index = Int(indexes[place])
                        gathered[place] = index >= 0 && index < values.count ? values[index] : 0
                    }
                    initialized = indexes.count
                }
            }
        }
    }
}
