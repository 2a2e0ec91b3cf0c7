extension TableHost {
    /// Answers a key or mouse event in the host's own coordinates; returns whether the host used it.
    ///
    /// Keys: Up/Down and k/j move the cursor, PgUp/PgDn a page, Ctrl-U/Ctrl-D half a page,
    /// Home/End and g/G to the first and last item, Enter selects, Space toggles (with
    /// multiple selection). A click moves the cursor and selects; the wheel scrolls.
    /// Other keys go to the delegate (per-mapping key actions).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return handle(key)
        case .mouse(let mouse): return handle(mouse)
        case .resize, .paste: return false
        }
    }

    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        reloadIfNeeded()
        let page = max(1, viewportSize.height - 1)
        if event.modifiers == .shift, event.key == .up || event.key == .down {
            moveCursorItem(by: event.key == .down ? 1 : -1)
            return true
        }
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.down, []), (.character("j"), []):
            moveCursor(by: 1)
        case (.up, []), (.character("k"), []):
            moveCursor(by: -1)
        case (.pageDown, []):
            moveCursor(byRows: page)
        case (.pageUp, []):
            moveCursor(byRows: -page)
        case (.control("d"), []):
            moveCursor(byRows: max(1, viewportSize.height / 2))
        case (.control("u"), []):
            moveCursor(byRows: -max(1, viewportSize.height / 2))
        case (.home, []), (.character("g"), []):
            moveCursor(to: layout.firstItem)
            scroll(toContentOffset: 0)
        case (.end, []), (.character("G"), []):
            moveCursor(to: layout.lastItem)
            // Show what follows the last item too (its section's footer).
            scroll(toContentOffset: maximumContentOffset)
        case (.enter, []):
            if let cursor { selectItem(at: cursor) }
        case (.character(" "), []) where allowsMultipleSelection:
            if let cursor {
                if isSelected(cursor) { deselectItem(at: cursor) } else { selectItem(at: cursor) }
            }
        default:
            return delegate?.tableHost(self, didReceive: event, at: cursor) ?? false
        }
        return true
    }

    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool {
        reloadIfNeeded()
        guard event.location.x >= 0, event.location.y >= 0,
              event.location.x < viewportSize.width, event.location.y < viewportSize.height else { return false }
        switch event.kind {
        case .wheelUp:
            scroll(toContentOffset: contentOffset - 3)
        case .wheelDown:
            scroll(toContentOffset: contentOffset + 3)
        case .press(button: 1):
            guard let indexPath = itemAt(viewportRow: event.location.y) else { return false }
            moveCursor(to: indexPath)
            if cursor == indexPath {
                if allowsMultipleSelection && isSelected(indexPath) { deselectItem(at: indexPath) } else { selectItem(at: indexPath) }
            }
        default:
            return false
        }
        return true
    }

    /// Reorders the item under the cursor one place up or down (into the neighbouring
    /// section at a section's edge), if the delegate allows.
    func moveCursorItem(by step: Int) {
        guard let source = cursor, delegate?.tableHost(self, canMoveItemAt: source) ?? false else { return }
        let destination: IndexPath
        let target = source.item + step
        if target >= 0 && target < layout.itemCount(inSection: source.section) {
            destination = IndexPath(item: target, section: source.section)
        } else if step > 0 && source.section + 1 < layout.sectionCount {
            destination = IndexPath(item: 0, section: source.section + 1)
        } else if step < 0 && source.section > 0 {
            destination = IndexPath(item: layout.itemCount(inSection: source.section - 1), section: source.section - 1)
        } else {
            return
        }
        delegate?.tableHost(self, moveItemAt: source, to: destination)
        if let cursor { scrollToItem(cursor) }
    }

    /// The item drawn on row `y` of the viewport, if any (a sticky header covers row 0).
    public func itemAt(viewportRow y: Int) -> IndexPath? {
        if y == 0, let sticky = stickyHeader, stickyHeaders, sticky.view.frame.height > 0 { return nil }
        guard let index = layout.heights.index(containing: contentOffset + y),
              case .item(let indexPath)? = layout.row(at: index) else { return nil }
        return indexPath
    }

    /// Moves the cursor `step` items (across sections); starts at the first item if none.
    func moveCursor(by step: Int) {
        guard let current = cursor else {
            moveCursor(to: layout.firstItem)
            return
        }
        var candidate = layout.item(after: current, step: step)
        // Skip items the delegate will not highlight, looking a bounded distance.
        var attempts = 0
        while let next = candidate, !(delegate?.tableHost(self, shouldHighlightItemAt: next) ?? true), attempts < 1_000 {
            candidate = layout.item(after: next, step: step)
            attempts += 1
        }
        if let candidate { moveCursor(to: candidate) }
    }

    /// Moves the cursor by about `rows` rows of content (a page), to the nearest item there.
    func moveCursor(byRows rows: Int) {
        guard let current = cursor, let index = layout.flatIndex(of: .item(current)) else {
            moveCursor(to: rows > 0 ? layout.firstItem : layout.lastItem)
            return
        }
        let target = layout.heights.offset(of: index) + rows
        let clamped = min(max(0, target), max(0, layout.contentHeight - 1))
        guard let targetIndex = layout.heights.index(containing: clamped) else { return }
        var destination = layout.nearestItem(toFlatIndex: targetIndex)
        if rows > 0, target >= layout.contentHeight { destination = layout.lastItem }
        if rows < 0, target <= 0 { destination = layout.firstItem }
        if let destination, destination == current, let step = layout.item(after: current, step: rows > 0 ? 1 : -1) {
            moveCursor(to: step)
        } else {
            moveCursor(to: destination)
        }
    }
}
