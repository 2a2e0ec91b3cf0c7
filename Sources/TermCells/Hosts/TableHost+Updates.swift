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
        let cursorBefore = cursorItem
        let wasAtEnd = contentOffset >= maximumContentOffset
        // Following the tail means: the viewport at the end and the cursor on the last item
        // (or no item yet). Moving the cursor up or scrolling away pauses it; End resumes it.
        let cursorWasLast = cursorItem == nil || cursorItem == layout.lastItem
        var dirty: Set<LayoutElement> = []
        for change in update.changes {
            let (removed, inserted) = layout.apply(change, estimatedItemHeight: estimatedItemHeight)
            adjustAnchor(removed: removed, inserted: inserted)
            follow(change, dirty: &dirty)
            if let sticky = stickyHeader, change.transform(section: sticky.section) != sticky.section {
                releaseStickyHeaderView()
            }
        }
        guard let client else { return }
        let gap = sectionGap
        let edits = layout.reconcileSupplementaries { section in
            (
                client.hasSupplementary(.header, inSection: section),
                client.hasSupplementary(.footer, inSection: section), gap
            )
        }
        for edit in edits {
            adjustAnchor(removed: edit.removed.map { $0..<$0 + 1 }, inserted: edit.inserted.map { $0..<$0 + 1 })
        }
        guard layoutMatchesClient() else {
            // The update did not describe the change exactly: start again from the data source.
            reloadData()
            return
        }
        reloadElements(dirty)
        if let sticky = stickyHeader, dirty.contains(.supplementary(.header, section: sticky.section)) {
            releaseStickyHeaderView()
        }
        if cursorItem.map({ !layout.contains($0) }) ?? true {
            restoreCursorAfterRemoval()
        }
        if followsTail && wasAtEnd && cursorWasLast {
            if let last = layout.lastItem { setCursor(last) }
            scroll(toContentOffset: maximumContentOffset)
        } else {
            scroll(toContentOffset: contentOffset)
            keepCursorInView(ifMovedFrom: cursorBefore)
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
        if let inserted,
            inserted.lowerBound < topRow || (inserted.lowerBound == topRow && (topRow > 0 || topRowOffset > 0))
        {
            topRow += inserted.count
        }
        topRow = max(0, min(topRow, max(0, layout.rowCount - 1)))
    }
}
