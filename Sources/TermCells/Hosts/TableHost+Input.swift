/// The list's answers to the key and mouse map of the host core (see ``CollectionHost``).
extension TableHost {
    /// Reorders the item under the cursor one place up or down (into the neighbouring
    /// section at a section's edge), if the delegate allows.
    func moveCursorItem(by step: Int) {
        guard let source = cursorItem, client?.canMoveItem(at: source) ?? false else { return }
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
        if let cursorItem { scrollToItem(cursorItem) }
    }

    /// The item drawn on row `y` of the viewport, if any (a sticky header covers row 0).
    public func itemAt(viewportRow y: Int) -> IndexPath? {
        if y == 0, let sticky = stickyHeader, stickyHeaders, sticky.view.frame.height > 0 { return nil }
        guard let index = layout.heights.index(containing: contentOffset + y),
            case .item(let indexPath)? = layout.row(at: index)
        else { return nil }
        return indexPath
    }

    /// Moves the cursor by about `rows` rows of content (a page), to the nearest item there.
    func moveCursor(byRows rows: Int) {
        guard let current = cursorItem, let index = layout.flatIndex(of: .item(current)) else {
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
