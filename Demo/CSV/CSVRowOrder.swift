import CSVTable
import TermCellsCurses

/// What the csv table's storage reads: how many rows it was told about, and which document
/// row each position shows (file order until a sort).
@MainActor
final class CSVRowOrder {
    let document: CSVDocument
    /// The rows the storage was told about.
    var count = 0
    /// Row numbers in display order once sorted; nil: file order.
    var sorted: [Int32]?

    init(document: CSVDocument) {
        self.document = document
    }

    /// The document row at `position`.
    func row(at position: Int) -> Int {
        guard let sorted, position < sorted.count else { return position }
        return Int(sorted[position])
    }

    /// Rows `0..<count`: the file order made explicit. O(n), off the main actor.
    nonisolated static func fileOrder(_ count: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: max(0, count)) { rows, initialized in
            for index in rows.indices { rows[index] = Int32(truncatingIfNeeded: index) }
            initialized = rows.count
        }
    }

    /// `order[positions[i]]` for every `i`: the rows a sort's positions put in order. O(n).
    nonisolated static func rows(_ order: [Int32], at positions: [Int32]) -> [Int32] {
        order.withUnsafeBufferPointer { order in
            positions.withUnsafeBufferPointer { positions in
                [Int32](unsafeUninitializedCapacity: positions.count) { rows, initialized in
                    for index in positions.indices {
                        let position = Int(positions[index])
                        rows[index] = position < order.count ? order[position] : 0
                    }
                    initialized = positions.count
                }
            }
        }
    }
}
