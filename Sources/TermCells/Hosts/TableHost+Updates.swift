extension TableHost {
    /// Applies a storage update in place.
    ///
    /// Each change is replayed onto the layout (measured heights kept), and the cursor, the
    /// selection and the views on screen follow their items, not their positions. The row on
    /// top of the viewport stays on top: rows inserted or deleted above it do not move what
    /// the person is looking at. Only items the update changed are dequeued again. With
    /// ``followsTail`` on, the viewport at the end and the cursor on the last item, appended
    /// rows scroll into view and the cursor moves to the new last item.
    ///
    /// Cost: O(changes × (log n + sections + rows on screen + selected items)).
    public func apply(_ update: StorageUpdate) {
        guard !needsReload else { return }
        // Index paths of prefetched items change with the update: start the window afresh.
        prefetched.removeAll()
        prefetchedAround = 0..<0
        let wasAtEnd = contentOffset >= maximumContentOffset
        // Following the tail means: the viewport at the end and the cursor on the last item
        // (or no item yet). Moving the cursor up or scrolling away pauses it; End resumes it.
        let cursorWasLast = cursor == nil || cursor == layout.lastItem
        var dirty: Set<TableRow> = []
        for change in update.changes {
            let (removed, inserted) = layout.apply(change, estimatedItemHeight: estimatedItemHeight)
            adjustAnchor(removed: removed, inserted: inserted)
            follow(change, dirty: &dirty)
        }
        guard let dataSource else { return }
        let gap = sectionGap
        let edits = layout.reconcileSupplementaries { section in
            (dataSource.tableHost(self, hasSupplementaryOfKind: .header, inSection: section),
             dataSource.tableHost(self, hasSupplementaryOfKind: .footer, inSection: section), gap)
        }
        for edit in edits {
            adjustAnchor(removed: edit.removed.map { $0..<$0 + 1 }, inserted: edit.inserted.map { $0..<$0 + 1 })
        }
        guard layout.matches(sectionCount: dataSource.numberOfSections(in: self),
                             itemCount: { dataSource.tableHost(self, numberOfItemsInSection: $0) }) else {
            // The update did not describe the change exactly: start again from the data source.
            reloadData()
            return
        }
        for row in dirty {
            if let view = visibleViews.removeValue(forKey: row) { endDisplaying(view, row: row) }
            if case .header(let section) = row, stickyHeader?.section == section { releaseStickyHeaderView() }
        }
        if cursor.map({ layout.flatIndex(of: .item($0)) == nil }) ?? true {
            restoreCursorAfterRemoval()
        }
        if followsTail && wasAtEnd && cursorWasLast {
            if let last = layout.lastItem { setCursor(last) }
            scroll(toContentOffset: maximumContentOffset)
        } else {
            scroll(toContentOffset: contentOffset)
        }
    }

    /// Keeps the top row on top when rows are removed or inserted before it.
    private func adjustAnchor(removed: Range<Int>?, inserted: Range<Int>?) {
        if let removed {
            if removed.upperBound <= topRow {
                topRow -= removed.count
            } else if removed.lowerBound <= topRow {
                // The top row itself went away: the row that follows takes its place.
                topRow = removed.lowerBound
                topRowOffset = 0
            }
        }
        // Rows inserted above the top row push it down by as much, so it stays on top. At the
        // very top of the content, rows inserted there are shown (a list that is not scrolled
        // shows its new head).
        if let inserted, inserted.lowerBound < topRow || (inserted.lowerBound == topRow && (topRow > 0 || topRowOffset > 0)) {
            topRow += inserted.count
        }
        topRow = max(0, min(topRow, max(0, layout.rowCount - 1)))
    }

    /// Moves the cursor, the selection, visible views and the sticky header with their items.
    private func follow(_ change: StorageChange, dirty: inout Set<TableRow>) {
        if let current = cursor {
            let moved = change.transform(current)
            if moved == nil { lastRemovedCursor = current }
            setCursorQuietly(moved)
        }
        remapSelection { change.transform($0) }
        var remapped: [TableRow: ReusableView] = [:]
        remapped.reserveCapacity(visibleViews.count)
        for (row, view) in visibleViews {
            if let newRow = Self.transform(row, change) {
                remapped[newRow] = view
            } else {
                endDisplaying(view, row: row)
            }
        }
        visibleViews = remapped
        dirty = Set(dirty.compactMap { Self.transform($0, change) })
        switch change {
        case .updateItem(let indexPath):
            dirty.insert(.item(indexPath))
        case .updateSection(let section):
            for row in visibleViews.keys where row.section == section { dirty.insert(row) }
        case .updateSupplementaries(let section):
            // Counted like every index of the update: later changes move it with its section.
            dirty.insert(.header(section: section))
            dirty.insert(.footer(section: section))
        default:
            break
        }
        if let sticky = stickyHeader, Self.transform(.header(section: sticky.section), change) != .header(section: sticky.section) {
            releaseStickyHeaderView()
        }
    }

    static func transform(_ row: TableRow, _ change: StorageChange) -> TableRow? {
        switch row {
        case .item(let indexPath): return change.transform(indexPath).map { .item($0) }
        case .header(let section): return change.transform(section: section).map { .header(section: $0) }
        case .footer(let section): return change.transform(section: section).map { .footer(section: $0) }
        case .gap(let section): return change.transform(section: section).map { .gap(section: $0) }
        }
    }

    /// After the cursor's item was removed: the item now in its place, or the nearest one.
    private func restoreCursorAfterRemoval() {
        guard let lost = lastRemovedCursor ?? cursor else {
            if let first = layout.firstItem { setCursor(first) }
            return
        }
        lastRemovedCursor = nil
        let section = min(max(0, lost.section), max(0, layout.sectionCount - 1))
        let count = layout.itemCount(inSection: section)
        if count > 0 {
            setCursor(IndexPath(item: min(lost.item, count - 1), section: section))
        } else {
            setCursor(layout.item(after: IndexPath(item: -1, section: section), step: 1)
                ?? layout.item(after: IndexPath(item: 0, section: section), step: -1))
        }
    }
}
