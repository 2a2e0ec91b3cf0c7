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

    /// The rows in display order (file order made explicit before the first sort).
    var positions: [Int32] { sorted ?? (0..<Int32(count)).map { $0 } }
}
