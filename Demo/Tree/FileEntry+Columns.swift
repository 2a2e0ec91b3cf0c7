import TermCells

/// A row of the `tree` demo's column table: the entry itself in the Name column (drawn by
/// ``TreeNameCell``), its size and its kind as text.
extension FileEntry: ColumnRow {
    enum Column: Int, CaseIterable {
        case name, size, kind
    }

    func value(forColumn column: Int) -> String {
        switch Column(rawValue: column) {
        case .name: label
        case .size: formattedSize
        case .kind: kindName
        case nil: ""
        }
    }

    func model(forColumn column: Int) -> Any { column == Column.name.rawValue ? self : value(forColumn: column) }

    /// What the Kind column says.
    var kindName: String {
        switch kind {
        case .directory: "dir"
        case .file: "file"
        case .link: "link"
        case .other: "other"
        }
    }
}
