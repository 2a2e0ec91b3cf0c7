extension GridHost {
    /// Applies a storage update in place, as the table does.
    ///
    /// Each item change is replayed onto the layout (only the changed section's rows are
    /// rewritten); the cursor, the selection and the views on screen follow their items, and
    /// the element on top of the viewport stays on top. Only items the update changed are
    /// dequeued again. Section changes, or an update that does not describe the change
    /// exactly, lay the grid out again from the data source (O(sections)), still keeping
    /// cursor, selection and top element on their items.
    ///
    /// Cost: O(changes × (log r + sections + views on screen + selected items)).
    public func apply(_ update: StorageUpdate) {
        guard !needsReload else { return }
        reloadIfNeeded()
        let cursorBefore = cursorItem
        var anchor = topAnchor()
        var dirty: Set<LayoutElement> = []
        var replayed = true
        for change in update.changes {
            if replayed { replayed = layout.apply(change) }
            follow(change, dirty: &dirty)
            if let current = anchor { anchor = current.element.transformed(by: change).map { ($0, current.delta) } }
        }
        if !replayed || !layoutMatchesClient() || !supplementariesMatchClient() {
            measuredSupplementaries.removeAll(keepingCapacity: true)
            layout.rebuild(width: contentWidth, sections: sectionInputs())
        }
        reloadElements(dirty)
        if let cursorItem, !layout.contains(cursorItem) { self.cursorItem = nil }
        if cursorItem == nil { restoreCursorAfterRemoval() }
        if let anchor, let top = top(of: anchor.element) {
            scroll(toContentOffset: top + anchor.delta)
        } else {
            scroll(toContentOffset: contentOffset)
        }
        keepCursorInView(ifMovedFrom: cursorBefore)
    }

    /// The element on top of the viewport and how far into it the viewport starts.
    private func topAnchor() -> (element: LayoutElement, delta: Int)? {
        guard let band = layout.heights.index(containing: contentOffset), let kind = layout.band(at: band) else {
            return nil
        }
        let element: LayoutElement
        switch kind {
        case .supplementary(let kind, let section):
            element = .supplementary(kind, section: section)
        case .items(let section, let row):
            element = .item(IndexPath(item: layout.items(inRow: row, section: section).lowerBound, section: section))
        case .topInset, .bottomInset:
            return nil
        }
        return top(of: element).map { (element, contentOffset - $0) }
    }

    /// The content offset where the element's band starts.
    private func top(of element: LayoutElement) -> Int? {
        switch element {
        case .item(let indexPath):
            return layout.bandIndex(ofItem: indexPath).map { layout.heights.offset(of: $0) }
        case .supplementary(let kind, let section):
            return layout.bandIndex(of: .supplementary(kind, section: section)).map { layout.heights.offset(of: $0) }
        }
    }

    /// Whether every section shows the supplementary views and the sizing its client gives
    /// now. O(sections × kinds).
    private func supplementariesMatchClient() -> Bool {
        guard let client else { return true }
        let extraKinds = client.supplementaryKinds().filter { $0 != .header && $0 != .footer }
        for section in 0..<layout.sectionCount {
            let leading = ([SupplementaryKind.header] + extraKinds).filter {
                client.hasSupplementary($0, inSection: section)
            }
            guard
                layout.showsSupplementaries(
                    ofSection: section, leading: leading,
                    footer: client.hasSupplementary(.footer, inSection: section)),
                layout.sizesItemsIndividually(section: section) == client.sizesItemsIndividually(inSection: section)
            else { return false }
        }
        return true
    }
}
