extension LayoutElement {
    /// Where the element is after `change`; nil when the change removed it.
    func transformed(by change: StorageChange) -> LayoutElement? {
        switch self {
        case .item(let indexPath): return change.transform(indexPath).map { .item($0) }
        case .supplementary(let kind, let section):
            return change.transform(section: section).map { .supplementary(kind, section: $0) }
        }
    }
}

/// Replaying a `StorageUpdate`, the part every layout shares: the cursor, the selection and
/// the views on screen follow their items, not their positions.
extension LayoutHost {
    /// Moves the cursor, the selection and the views on screen with their items through one
    /// change, and adds to `dirty` the elements whose views must be dequeued again;
    /// `movesNoItem` when the caller knows that the change moves no item that was there
    /// (lines appended after the last). O(views on screen + selected items).
    func follow(_ change: StorageChange, dirty: inout Set<LayoutElement>, movesNoItem: Bool = false) {
        if let current = cursorItem {
            let moved = change.transform(current)
            if moved == nil { lastRemovedCursor = current }
            // The item under the cursor is the same: no highlight events.
            cursorItem = moved
        }
        selection.remap { change.transform($0) }
        // Lines appended below the screen move no view: the map is not rebuilt.
        if !movesNoItem, movesVisibleView(change) {
            renderer.remapShownViews(through: change)
        }
        if !dirty.isEmpty { dirty = Set(dirty.compactMap { $0.transformed(by: change) }) }
        switch change {
        case .updateItem(let indexPath):
            dirty.insert(.item(indexPath))
        case .updateSection(let section):
            // Its items off screen are forgotten by the host (``apply(_:)``), its supplementary
            // views here, on screen or not.
            for (element, _) in renderer.views.shown where element.section == section { dirty.insert(element) }
            insertSupplementaries(ofSection: section, into: &dirty)
        case .updateSupplementaries(let section):
            insertSupplementaries(ofSection: section, into: &dirty)
        default:
            break
        }
    }

    /// Adds every supplementary view of `section` to `dirty`. Counted like every index of the
    /// update: later changes move them with their section.
    private func insertSupplementaries(ofSection section: Int, into dirty: inout Set<LayoutElement>) {
        for kind in [SupplementaryKind.header, .footer] + (dataSource?.supplementaryKinds(in: self) ?? []) {
            dirty.insert(.supplementary(kind, section: section))
        }
    }

    /// Whether `change` moves or removes the element of a view on screen. Inserted items move
    /// only the items at or after their index in their section: a plain loop over the
    /// elements, with no index path made and no closure called (a stream's frame asks this
    /// for every view on screen, and the tail's lines move none of them).
    private func movesVisibleView(_ change: StorageChange) -> Bool {
        guard let (section, firstMoved) = change.insertionStart else {
            for (element, _) in renderer.views.shown where element.transformed(by: change) != element { return true }
            return false
        }
        // The item's index first: on the tail's lines it is below `firstMoved` for every view,
        // and the section (another call into IndexPath) is then never read.
        for (element, _) in renderer.views.shown {
            if case .item(let indexPath) = element, indexPath.item >= firstMoved, indexPath.section == section {
                return true
            }
        }
        return false
    }

    /// After the cursor's item was removed: the item now in its place, or the nearest one.
    func restoreCursorAfterRemoval() {
        guard let lost = lastRemovedCursor ?? cursorItem else {
            if let first = layout.firstItem { setCursor(first) }
            return
        }
        lastRemovedCursor = nil
        let section = min(max(0, lost.section), max(0, layout.sectionCount - 1))
        let count = layout.itemCount(inSection: section)
        if count > 0 {
            setCursor(IndexPath(item: min(lost.item, count - 1), section: section))
        } else {
            setCursor(
                layout.item(after: IndexPath(item: -1, section: section), step: 1)
                    ?? layout.item(after: IndexPath(item: 0, section: section), step: -1))
        }
    }
}
