/// Replaying storage updates, for every layout.
extension LayoutHost {
    /// Applies a storage update in place: each change is replayed onto the layout (or, when
    /// it cannot be, the content is laid out again); the cursor, the selection and the views
    /// on screen follow their items, and only items the update changed are dequeued again.
    /// The element on top of the viewport stays on top (a host at the very top shows what is
    /// inserted there), except that a reorder (a sort) keeps the cursor's item, if on screen,
    /// on its row. See ``followsTail`` and ``keepsCursorInView``. The running application
    /// draws the frame that shows the update without being asked, whoever made it.
    ///
    /// Items inserted one after another (a feed's batch appended at the tail) are replayed
    /// as one ranged insert.
    ///
    /// Cost: O(changes × (log n + sections + views on screen + selected items)), a run of
    /// inserts at consecutive indexes counting as one change.
    public func apply(_ update: StorageUpdate) {
        noteStorageChange()
        guard !needsReload else { return }
        reloadIfNeeded()
        // Index paths of prefetched items change with the update: start the window afresh.
        prefetch.restart()
        // A scroll to an item is measured against the layout it was made in (see `settle(_:)`).
        let revealed = pendingReveal != nil
        pendingReveal = nil
        let cursorBefore = cursorItem
        let wasFollowingTail = isFollowingTail
        // Away from the tail, what arrives below is counted for the `↓ N new` mark.
        let countsArrivals = followsTail && !wasFollowingTail
        if countsArrivals { tailArrivals.start(lastItem: layout.lastItem) } else { tailArrivals.reset() }
        let cursorRow = update.reordersItems ? cursorAnchor() : nil
        let wasAtTop = offset.y == 0 && cursorRow == nil
        // Following the tail ends at the bottom whatever was on top: no anchor to look up.
        var anchor = wasFollowingTail ? nil : cursorRow ?? topAnchor()
        // Where the anchor's element started, for when the update removes it.
        let fallback = anchor.map { offset.y - $0.delta } ?? offset.y
        content.invalidate()
        var dirty: Set<LayoutElement> = []
        // Sections whose models were replaced (`updateSection`), at their indexes after the update.
        var updatedSections: [Int] = []
        var replayed = true
        for change in update.consecutiveInsertsJoined {
            // Known while the layout still counts the items before the change.
            let appends = replayed && appendsAfterLastItem(change)
            if countsArrivals, replayed { tailArrivals.count(change, lastItem: layout.lastItem) }
            if replayed { replayed = layout.apply(change, content: content) }
            follow(change, dirty: &dirty, movesNoItem: appends)
            if !updatedSections.isEmpty {
                updatedSections = updatedSections.compactMap { change.transform(section: $0) }
            }
            if case .updateSection(let section) = change { updatedSections.append(section) }
            if let current = anchor {
                anchor = current.element.transformed(by: change).map { ($0, current.delta) }
            }
            renderer.releasePinnedViews { $0.transformed(by: change) != $0 }
        }
        if !replayed || !layout.finishUpdate(content) || !content.matches(layout) {
            layout.prepare(content, viewport: laidOutSize)
        }
        // Before the views on screen are reloaded: they tell which items keep their heights.
        forgetMeasuredItemHeights(inSections: Set(updatedSections))
        reloadElements(Array(dirty))
        renderer.releasePinnedViews { dirty.contains($0) }
        if let cursorItem, !layout.contains(cursorItem) { self.cursorItem = nil }
        if cursorItem == nil { restoreCursorAfterRemoval() }
        if wasFollowingTail {
            if let last = layout.lastItem { setCursor(last) }
            // An item on screen was changed (a growing row): the next frame measures it again
            // before it draws, and scrolls by what it measured, so the newest line is on the
            // last line (see `settle(_:)`). Lines appended only keep the plain scroll, which
            // costs a stream's frame nothing more: the frame's walk measures them, and one
            // taller than its estimate is followed by a second render (see `draw(in:)`). After
            // a scroll not yet drawn (End), the rows above the end are not measured either: the
            // next frame measures from the end up too.
            if renderer.viewsLeftSinceFrame || revealed {
                scrollToEnd()
            } else {
                scroll(toContentOffset: maximumContentOffset)
            }
            return
        }
        if wasAtTop {
            scroll(toContentOffset: 0)
        } else if let anchor, let frame = layout.frame(of: anchor.element) {
            scroll(toContentOffset: frame.y + anchor.delta)
        } else {
            scroll(toContentOffset: fallback)
        }
        if keepsCursorInView, let cursorItem, cursorItem != cursorBefore { scrollToItem(cursorItem) }
    }

    /// Whether `change` inserts items after the last item of their section, as the layout
    /// counts them: no item, so no view on screen, moves.
    private func appendsAfterLastItem(_ change: StorageChange) -> Bool {
        guard let (section, first) = change.insertionStart else { return false }
        return section >= 0 && section < layout.sectionCount && first >= layout.itemCount(inSection: section)
    }

    /// The cursor's item and how far below the viewport's top it starts, when it is on screen.
    private func cursorAnchor() -> (element: LayoutElement, delta: Int)? {
        guard let cursorItem, let frame = layout.frame(of: .item(cursorItem)),
            frame.y >= offset.y, frame.y < offset.y + laidOutSize.height
        else { return nil }
        return (.item(cursorItem), offset.y - frame.y)
    }
}

extension StorageUpdate {
    /// Whether some change puts items in a new order.
    var reordersItems: Bool {
        changes.contains { if case .reorderItems = $0 { true } else { false } }
    }

    /// ``changes`` with each run of single inserts at consecutive indexes of one section
    /// (items appended one by one: `insertItem` at i, then at i + 1, …) as one
    /// `insertItems(i..<i + k)`, which leaves the same structure and moves the same indexes.
    var consecutiveInsertsJoined: [StorageChange] {
        guard changes.count > 1 else { return changes }
        var joined: [StorageChange] = []
        var run: (start: IndexPath, count: Int)?
        func endRun() {
            guard let current = run else { return }
            joined.append(
                current.count == 1
                    ? .insertItem(current.start)
                    : .insertItems(
                        current.start.item..<current.start.item + current.count, inSection: current.start.section))
            run = nil
        }
        for change in changes {
            if case .insertItem(let indexPath) = change, indexPath.count == 2 {
                if let current = run, indexPath.section == current.start.section,
                    indexPath.item == current.start.item + current.count
                {
                    run = (current.start, current.count + 1)
                    continue
                }
                endRun()
                run = (indexPath, 1)
            } else {
                endRun()
                joined.append(change)
            }
        }
        endRun()
        return joined
    }
}
