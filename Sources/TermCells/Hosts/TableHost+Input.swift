extension TableHost {
    /// Answers a key or mouse event in the host's own coordinates; returns whether the host
    /// used it. The keys and the mouse do what they do in every host (see the Keys and mouse
    /// table in the Grid article); Shift-Up/Down reorder items the delegate lets move.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool { handleEvent(event) }

    @discardableResult
    public func handle(_ event: KeyEvent) -> Bool { handleKey(event) }

    @discardableResult
    public func handle(_ event: MouseEvent) -> Bool { handleMouse(event) }

    /// Reorders the item under the cursor one place up or down (into the neighbouring
    /// section at a section's edge), if the delegate allows.
    func moveCursorItem(by step: Int) {
        guard let source = cursor, client?.canMoveItem(at: source) ?? false else { return }
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
        client?.moveItem(at: source, to: destination)
        if let cursor { scrollToItem(cursor) }
    }

    /// The item drawn on row `y` of the viewport, if any (a sticky header covers row 0).
    public func itemAt(viewportRow y: Int) -> IndexPath? {
        if y == 0, let sticky = stickyHeader, stickyHeaders, sticky.view.frame.height > 0 { return nil }
        guard let index = layout.heights.index(containing: contentOffset + y),
              case .item(let indexPath)? = layout.row(at: index) else { return nil }
        return indexPath
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
