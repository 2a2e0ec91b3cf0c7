import CSVTable
import TermCellsCurses

/// A row of the csv table: a row number of the document, parsed the first time a column's
/// value is asked for. Making one is free, so the questions that only need the row's type
/// (which mapping, which events: the cursor's highlight asks them on every key) parse nothing.
final class CSVRowModel: ColumnRow {
    let document: CSVDocument
    let row: Int
    private var parsed: [String]?

    init(document: CSVDocument, row: Int) {
        self.document = document
        self.row = row
    }

    /// The row's fields, parsed once.
    var fields: [String] {
        if let parsed { return parsed }
        let fields = document.fields(ofRow: row) ?? []
        parsed = fields
        return fields
    }

    func value(forColumn column: Int) -> String {
        let fields = fields
        return column < fields.count ? fields[column] : ""
    }
}
