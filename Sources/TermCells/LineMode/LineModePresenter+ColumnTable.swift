extension LineModePresenter {
    /// A presenter of a column table's rows as plain lines: each row's line holds the values
    /// of its columns that do not wrap, separated by ` │ `; each wrapping column
    /// (``TableColumn/lineLimit`` above 1) follows on its own lines, indented under the row's
    /// text, its title first, wrapped to `width` columns and its line limit.
    ///
    /// ```
    /// 1. 7 │ Crash
    ///    Description: The app quits when the file shrinks while
    ///    it is open
    /// ```
    public convenience init(columnTable: ColumnTableManager, width: Int = 80, pageSize: Int = 20) {
        self.init(storage: columnTable.manager.storage, pageSize: pageSize)
        let columnModel = columnTable.columnModel
        itemText = { model, _ in
            guard let row = model as? any ColumnRow else { return String(describing: model) }
            return columnModel.columns.indices.filter { !columnModel.columns[$0].wraps }
                .map { row.value(forColumn: $0) }.joined(separator: " │ ")
        }
        itemDetailLines = { model, indexPath in
            guard let row = model as? any ColumnRow else { return [] }
            // Indented under the row's text, after its number.
            let room = max(10, width - "\(indexPath.item + 1). ".count)
            var lines: [String] = []
            for (index, column) in columnModel.columns.enumerated() where column.wraps {
                let value = row.value(forColumn: index)
                guard !value.isEmpty else { continue }
                let labelled = column.title.isEmpty ? value : column.title + ": " + value
                lines += labelled.wordWrapped(toWidth: room, maximumLines: column.lineLimit)
            }
            return lines
        }
    }
}
