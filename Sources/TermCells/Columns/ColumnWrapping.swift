/// The columns of a table that wrap their values, with the width and line limit each wraps
/// at. A row's height follows from them: rows measured for other ones are measured again.
struct ColumnWrapping: Equatable {
    struct WrappedColumn: Equatable {
        var column: Int
        var width: Int
        var lineLimit: Int
    }

    var columns: [WrappedColumn] = []

    init() {}

    /// The wrapping columns of `columns`, at the `widths` they are laid out at (0 where none is yet).
    init(columns: [TableColumn], widths: [Int]) {
        for (index, column) in columns.enumerated() where column.wraps {
            self.columns.append(
                WrappedColumn(
                    column: index, width: index < widths.count ? widths[index] : 0, lineLimit: column.lineLimit))
        }
    }

    var isEmpty: Bool { columns.isEmpty }
}

/// A row's values of the wrapping columns, broken into lines, and the row's height.
struct WrappedValues {
    /// For what widths the values were wrapped.
    var wrapping: ColumnWrapping
    /// The lines of each wrapping column, by column.
    var lines: [Int: [String]]
    /// The most lines a column takes (at least 1).
    var height: Int

    /// `text(column)` of each of `wrapping`'s columns, wrapped at its width and line limit.
    init(_ wrapping: ColumnWrapping, text: (Int) -> String) {
        self.wrapping = wrapping
        lines = [:]
        height = 1
        for wrapped in wrapping.columns where wrapped.width > 0 {
            let columnLines = text(wrapped.column).wordWrapped(toWidth: wrapped.width, maximumLines: wrapped.lineLimit)
            lines[wrapped.column] = columnLines
            height = max(height, columnLines.count)
        }
    }
}
