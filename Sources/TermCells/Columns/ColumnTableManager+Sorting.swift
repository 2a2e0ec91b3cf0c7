/// Sorting the rows by the columns' sort keys (``TableColumn/sortKey``).
extension ColumnTableManager {
    /// Sorts the rows by `sorts`: by the first column's sort key, rows it leaves equal by the
    /// next one's, and so on; rows every key leaves equal keep their order. Columns without
    /// a sort key are left out. Empty: the rows stay as they are and the header marks none.
    ///
    /// Each section is sorted on its own and reordered as one update, so the cursor, the
    /// selection and the rows on screen stay on their rows. The keys are read on the main
    /// actor; a storage of many rows is sorted off it, the first column's title saying
    /// "sorting…" meanwhile (``TableColumnModel/pendingSorts``), and a newer sort replaces one
    /// under way. Rows later inserted, updated or replaced (a filter) are sorted again
    /// before the next frame. The storage must be able to reorder its items — a
    /// ``MemoryStorage``, a ``SingleSectionStorage``, a ``ProviderStorage`` whose sections
    /// have ``ProviderSection/reorder`` — or the rows keep their order and
    /// ``ManagerAnomaly/storageCannotReorder(storageType:section:)`` is reported.
    ///
    /// `s` and a click on a title call it with that column (again: the other way); `S` and
    /// a click with a modifier add the column after those sorted by, or turn it the other
    /// way. ``TableColumnModel/sorts`` is what was applied.
    public func sort(by sorts: [ColumnSortIndicator]) {
        sorter.sort(by: sorts)
    }

    /// Whether sorts wait: while true, a sort asked for is shown ("sorting…") and starts when
    /// this turns false. Set it while the storage is still loading its rows, to sort them
    /// once, when they are all in.
    public var defersSorting: Bool {
        get { sorter.defers }
        set { sorter.defers = newValue }
    }

    /// Sorts by `column` as `s` (`adding`: `S`) does: by it alone, ascending, or, when it is
    /// the first sort column, the other way; adding, after the columns sorted by, or turned
    /// the other way when it is one of them. Returns false (nothing done) when the column
    /// has no sort key.
    @discardableResult
    func sort(byColumn column: Int, adding: Bool) -> Bool {
        guard columnModel.columns.indices.contains(column), columnModel.columns[column].sortKey != nil else {
            return false
        }
        var sorts = columnModel.sortState.shown
        if let rank = sorts.firstIndex(where: { $0.column == column }), adding || rank == 0 {
            sorts[rank].ascending.toggle()
        } else if adding {
            sorts.append(ColumnSortIndicator(column: column, ascending: true))
        } else {
            sorts = [ColumnSortIndicator(column: column, ascending: true)]
        }
        sort(by: sorts)
        return true
    }
}
