/// Replaying storage updates, for every layout.
extension LayoutHost {
    /// Applies a storage update in place.
    ///
    /// Each change is replayed onto the layout; the cursor, the selection and the views on
    /// screen follow their items, not their positions, and the element on top of the
    /// viewport stays on top (a host scrolled to the very top shows what is inserted there).
    /// Only items the update changed are dequeued again. A change the layout cannot replay,
    /// or an update that does not describe the change exactly, lays the content out again
    /// from the data source, still keeping cursor, selection and top element on their items.
    /// With ``followsTail`` on, the viewport at the end and the cursor on the last item,
    /// appended items scroll into view and the cursor moves to the new last item.
    ///
    /// An update that reorders items (``StorageChange/reorderItems(_:inSection:)``, a sort)
    /// keeps the cursor's item on the screen row it was on, when it was on screen: the rows
    /// around it are its new neighbours. Otherwise the element on top stays on top.
    ///
    /// Cost: O(changes × (log n + sections + views on screen + selected items)).
    public func apply(_ update: StorageUpdate) {
        guard !needsReload else { return }
        reloadIfNeeded()
        // Index paths of prefetched items change with the update: start the window afresh.
        prefetched.removeAll()
        prefetchedAround = nil
        let cursorBefore = cursorItem
        let wasAtEnd = offset.y >= maximumContentOffset
        // Following the tail means: the viewport at the end and the cursor on the last item
        // (or no item yet). Moving the cursor up or scrolling away pauses it; End resumes it.
        let cursorWasLast = cursorItem == nil || cursorItem == layout.lastItem
        let cursorRow = update.reordersItems ? cursorAnchor() : nil
        let wasAtTop = offset.y == 0 && cursorRow == nil
        var anchor = cursorRow ?? topAnchor()
        // Where the anchor's element started, for when the update removes it.
        let fallback = anchor.map { offset.y - $0.delta } ?? offset.y
        content.invalidate()
        var dirty: Set<LayoutElement> = []
        var replayed = true
        for change in update.changes {
            if replayed { replayed = layout.apply(change, content: content) }
            follow(change, dirty: &dirty)
            if let current = anchor {
                anchor = current.element.transformed(by: change).map { ($0, current.delta) }
            }
            releasePinnedViews { $0.transformed(by: change) != $0 }
        }
        if !replayed || !layout.finishUpdate(content) || !content.matches(layout) {
            layout.prepare(content, viewport: laidOutSize)
        }
        reloadElements(Array(dirty))
        releasePinnedViews { dirty.contains($0) }
        if let cursorItem, !layout.contains(cursorItem) { self.cursorItem = nil }
        if cursorItem == nil { restoreCursorAfterRemoval() }
        if followsTail && wasAtEnd && cursorWasLast {
            if let last = layout.lastItem { setCursor(last) }
            scroll(toContentOffset: maximumContentOffset)
            return
        }
        if wasAtTop {
            scroll(toContentOffset: 0)
        } else if let anchor, let frame = layout.frame(of: anchor.element) {
            scroll(toContentOffset: frame.y + anchor.delta)
        } else {
            scroll(toContentOffset: fallback)
        }
        keepCursorInView(ifMovedFrom: cursorBefore)
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
}
