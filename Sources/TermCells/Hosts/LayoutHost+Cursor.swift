/// Cursor and selection rules of every host, written once.
extension LayoutHost {
    /// The first item from `start` (included) the delegate lets the cursor rest on, taking
    /// `next` from an item it refuses. Looks at most 1,000 items, so a delegate that refuses
    /// everything costs a bounded time per key.
    func firstHighlightable(from start: IndexPath?, next: (IndexPath) -> IndexPath?) -> IndexPath? {
        var candidate = start
        var attempts = 0
        while let item = candidate {
            if delegate?.host(self, shouldHighlightItemAt: item) ?? true { return item }
            attempts += 1
            guard attempts <= 1_000 else { return nil }
            candidate = next(item)
        }
        return nil
    }

    /// After a reload: without a cursor, it starts on the first item the delegate allows.
    func placeCursorIfNone() {
        guard cursorItem == nil, let first = layout.firstItem else { return }
        // As before: after 1,000 refusals the cursor rests where the search stopped.
        setCursor(firstHighlightable(from: first) { layout.item(after: $0, step: 1) } ?? first)
    }

    public func moveCursor(to indexPath: IndexPath?) {
        reloadIfNeeded()
        guard let indexPath else {
            setCursor(nil)
            return
        }
        guard layout.contains(indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "moveCursor", indexPath: indexPath))
            return
        }
        guard delegate?.host(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        setCursor(indexPath)
        scrollToItem(indexPath)
    }

    /// Moves the cursor, updating the highlight of the views on screen and telling the delegate.
    func setCursor(_ indexPath: IndexPath?) {
        guard indexPath != cursorItem else { return }
        let previous = cursorItem
        cursorItem = indexPath
        if let previous {
            visibleView(forItemAt: previous)?.isHighlighted = false
            delegate?.host(self, didUnhighlightItemAt: previous)
        }
        if let indexPath {
            visibleView(forItemAt: indexPath)?.isHighlighted = isFocused
            delegate?.host(self, didHighlightItemAt: indexPath)
        }
    }

    public func selectItem(at indexPath: IndexPath) {
        reloadIfNeeded()
        guard layout.contains(indexPath) else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: "selectItem", indexPath: indexPath))
            return
        }
        guard !selection.contains(indexPath) || !allowsMultipleSelection else { return }
        guard delegate?.host(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selection.paths where previous != indexPath { deselectItem(at: previous) }
        }
        selection.insert(indexPath)
        visibleView(forItemAt: indexPath)?.isSelected = true
        delegate?.host(self, didSelectItemAt: indexPath)
    }

    public func deselectItem(at indexPath: IndexPath) {
        guard selection.remove(indexPath) else { return }
        visibleView(forItemAt: indexPath)?.isSelected = false
        delegate?.host(self, didDeselectItemAt: indexPath)
    }

    /// Enter, Space and a click: selects; with multiple selection, toggles.
    func toggleOrSelect(_ indexPath: IndexPath) {
        if allowsMultipleSelection && selection.contains(indexPath) {
            deselectItem(at: indexPath)
        } else {
            selectItem(at: indexPath)
        }
    }

    /// Multiple selection was turned off: keeps the most recent selection only.
    func trimSelectionToOne() {
        for indexPath in selection.paths.dropLast() { deselectItem(at: indexPath) }
    }

    /// Focus changed: the views on screen show the cursor and the selection again.
    func refreshVisibleStates() {
        forEachVisibleItemView { indexPath, view in
            view.isHighlighted = isFocused && indexPath == cursorItem
            view.isSelected = selection.contains(indexPath)
        }
    }
}
