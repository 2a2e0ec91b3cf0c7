import CSVTable
import TermCellsCurses

/// A row of the csv table: a row number of the document, parsed when it is shown.
struct CSVRowModel: ColumnRow {
    let document: CSVDocument
    let row: Int
    let fields: [String]

    init(document: CSVDocument, row: Int) {
        self.document = document
        self.row = row
        fields = document.fields(ofRow: row) ?? []
    }

    func value(forColumn column: Int) -> String {
        column < fields.count ? fields[column] : ""
    }
}
