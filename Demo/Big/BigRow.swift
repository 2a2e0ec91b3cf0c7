import TermCellsCurses

/// A row of the Big tab: computed from its number when the host asks for it, never stored.
struct BigRow: Equatable {
    let number: Int
    /// A made-up checksum, so each row has something of its own to show.
    var checksum: String {
        let mixed = UInt32(truncatingIfNeeded: number &* 2_654_435_761)
        return "0x" + String(mixed, radix: 16, uppercase: true)
    }
}

/// A row of the Big tab: the row number and its checksum.
final class BigRowCell: TableCell, ModelTransfer {
    func update(with model: BigRow) {
        text = "Row \(model.number)"
        detailText = model.checksum
    }
}
