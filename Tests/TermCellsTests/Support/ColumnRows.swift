@testable import TermCells

/// A column table row of texts, one per column (empty past the last): the rows of the column
/// tests that only need text.
struct TextRow: ColumnRow, Hashable {
    let values: [String]

    init(_ values: String...) { self.values = values }
    init(values: [String]) { self.values = values }

    func value(forColumn column: Int) -> String { column < values.count ? values[column] : "" }
}

/// A file's size: the model of a size column with a view of its own.
struct ByteCount: Hashable {
    let bytes: Int
}

/// A file of a column table: its name (column 0), its size (column 1: the number as text, a
/// ``ByteCount`` as a column view's model) and a kind made from the size (column 2).
struct FileRow: ColumnRow, Hashable {
    let name: String
    let size: Int

    func value(forColumn column: Int) -> String {
        switch column {
        case 0: return name
        case 1: return "\(size)"
        default: return "f\(size % 7)"
        }
    }

    func model(forColumn column: Int) -> Any { column == 1 ? ByteCount(bytes: size) : value(forColumn: column) }
}

extension ColumnTableManager {
    /// A table of `columns` (the first `frozen` of them frozen) showing `rows`, their type
    /// registered, with or without the scroll indicator.
    static func showing<Row: ColumnRow>(
        _ rows: [Row], columns: [TableColumn], frozen: Int = 0, showsScrollIndicator: Bool = true
    ) -> ColumnTableManager {
        let table = ColumnTableManager(columns: columns, frozenColumnCount: frozen)
        table.host.showsScrollIndicator = showsScrollIndicator
        table.register(rows: Row.self)
        table.manager.memoryStorage.setItems(rows)
        return table
    }
}
