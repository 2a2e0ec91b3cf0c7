/// The key and mouse map of every host, written once; see the Keys and mouse table in the
/// Layouts article.
extension LayoutHost {
    /// On an outline's section header or node, Enter, Space, Left and Right open and close it
    /// first (see ``OutlineStorage``).
    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool {
        reloadIfNeeded()
        let page = max(1, viewportSize.height - 1)
        let halfPage = max(1, viewportSize.height / 2)
        if event.modifiers.isEmpty, let cursor = cursorItem,
            let response = dataSource?.host(self, responseTo: event.key, at: cursor)
        {
            if case .moveCursor(let target) = response { moveCursor(to: target) }
            return true
        }
        if event.modifiers == .shift, event.key == .up || event.key == .down,
            moveCursorItem(by: event.key == .down ? 1 : -1)
        {
            return true
        }
        switch (event.key, event.modifiers.subtracting(.shift)) {
        case (.down, []), (.character("j"), []): moveCursor(.down)
        case (.up, []), (.character("k"), []): moveCursor(.up)
        case (.right, []) where layout.movesHorizontally, (.character("l"), []) where layout.movesHorizontally:
            moveCursor(.right)
        case (.left, []) where layout.movesHorizontally, (.character("h"), []) where layout.movesHorizontally:
            moveCursor(.left)
        case (.pageDown, []): moveCursor(.pageDown, pageHeight: page)
        case (.pageUp, []): moveCursor(.pageUp, pageHeight: page)
        case (.control("d"), []): moveCursor(.pageDown, pageHeight: halfPage)
        case (.control("u"), []): moveCursor(.pageUp, pageHeight: halfPage)
        case (.home, []), (.character("g"), []):
            preferredColumn = nil
            moveCursor(to: layout.firstItem)
            scroll(toContentOffset: 0)
        case (.end, []), (.character("G"), []):
            preferredColumn = nil
            moveCursor(to: layout.lastItem)
            scrollToEnd()
        case (.enter, []):
            if let cursorItem { selectItem(at: cursorItem) }
        case (.character(" "), []):
            if let cursorItem { toggleOrSelect(cursorItem) }
        default:
            return delegate?.host(self, didReceive: event, at: cursorItem) ?? false
        }
        return true
    }

    /// The wheel scrolls three rows; a click moves the cursor to the item and selects it
    /// (toggles, with multiple selection). Events outside the viewport are not the host's.
    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool {
        reloadIfNeeded()
        guard event.location.x >= 0, event.location.y >= 0,
            event.location.x < viewportSize.width, event.location.y < viewportSize.height
        else { return false }
        switch event.kind {
        case .wheelUp:
            scroll(toContentOffset: contentOffset - 3)
        case .wheelDown:
            scroll(toContentOffset: contentOffset + 3)
        case .press(button: 1):
            guard let indexPath = itemAt(viewportPoint: event.location) else { return false }
            preferredColumn = nil
            moveCursor(to: indexPath)
            if cursorItem == indexPath { toggleOrSelect(indexPath) }
        default:
            return false
        }
        return true
    }
}

/// Moving the cursor through the layout.
extension LayoutHost {
    /// Moves the cursor one step in `direction`, skipping items the delegate will not
    /// highlight; starts at the first item (the last, paging up) when there is no cursor.
    /// Up, down and pages aim for the column the cursor started from; left and right forget it.
    func moveCursor(_ direction: CursorDirection, pageHeight: Int = 1) {
        let vertical = direction != .left && direction != .right
        let paging = direction == .pageUp || direction == .pageDown
        if !vertical { preferredColumn = nil }
        guard let current = cursorItem else {
            moveCursor(to: direction == .pageUp ? layout.lastItem : layout.firstItem)
            return
        }
        layout.resolveItem(at: current, content: content)
        guard let frame = layout.frame(of: .item(current)) else { return }
        if vertical, scrollsThroughTallItem(current, direction, lines: paging ? pageHeight : 1) { return }
        let column = preferredColumn ?? (frame.x + frame.width / 2)
        let context = NavigationContext(
            preferredX: column, pageHeight: pageHeight, visibleRect: visibleRect, content: content)
        let step = direction == .pageUp ? -1 : 1
        var target = layout.item(direction, from: current, in: context)
        // A page that lands on the cursor's own item moves one row.
        if paging, target == current { target = layout.item(step > 0 ? .down : .up, from: current, in: context) }
        target = firstHighlightable(from: target) {
            paging ? layout.item(after: $0, step: step) : layout.item(direction, from: $0, in: context)
        }
        guard let target else { return }
        moveCursor(to: target)
        if direction == .up || direction == .pageUp, cursorItem == target { showBottomIfTall(target) }
        if vertical { preferredColumn = column }
    }

    /// Reorders the item under the cursor one place up or down (into the neighbouring
    /// section at a section's edge); returns false when the data source does not allow it.
    func moveCursorItem(by step: Int) -> Bool {
        guard let source = cursorItem, delegate?.host(self, canMoveItemAt: source) ?? false else { return false }
        let destination: IndexPath
        let target = source.item + step
        if target >= 0 && target < layout.itemCount(inSection: source.section) {
            destination = IndexPath(item: target, section: source.section)
        } else if step > 0 && source.section + 1 < layout.sectionCount {
            destination = IndexPath(item: 0, section: source.section + 1)
        } else if step < 0 && source.section > 0 {
            destination = IndexPath(item: layout.itemCount(inSection: source.section - 1), section: source.section - 1)
        } else {
            return true
        }
        delegate?.host(self, moveItemAt: source, to: destination)
        if let cursorItem { scrollToItem(cursorItem) }
        return true
    }

    /// The item drawn at `point` of the viewport, if any: a pinned element (a sticky header)
    /// covers what is under it; spacing and insets hit nothing. O(log n + elements on that row).
    public func itemAt(viewportPoint point: Point) -> IndexPath? {
        let target = Point(x: point.x + offset.x, y: point.y + offset.y)
        for (element, frame) in layout.pinnedElements(in: visibleRect) where frame.contains(target) {
            if case .item(let indexPath) = element { return indexPath }
            return nil
        }
        var found: IndexPath?
        layout.forEachElement(in: Rect(x: target.x, y: target.y, width: 1, height: 1)) { element, frame in
            if found == nil, case .item(let indexPath) = element, frame.contains(target) { found = indexPath }
        }
        return found
    }
}
