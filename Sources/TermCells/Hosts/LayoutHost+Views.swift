/// The visible-view table of every host: dequeuing views as elements come into view,
/// parking them as they leave, telling the delegate both.
extension LayoutHost {
    /// The view on screen for the item at `indexPath`, if it is visible.
    func visibleView(forItemAt indexPath: IndexPath) -> ReusableView? { visibleViews[.item(indexPath)] }

    /// Calls `body` with every item view on screen.
    func forEachVisibleItemView(_ body: (IndexPath, ReusableView) -> Void) {
        for (element, view) in visibleViews {
            if case .item(let indexPath) = element { body(indexPath, view) }
        }
    }

    /// The view for `element` in the frame being drawn: the one already on screen, or a new
    /// dequeue (with its highlight and selection set, and willDisplay). `taken` says which:
    /// `.new` for a dequeue, `.kept` for a view on screen in the last frame, `.again` for one
    /// this frame already has (an element drawn again after a re-measure). Hot path: two
    /// table operations for a view on screen, no allocation.
    func view(for element: LayoutElement, taken: inout ViewTaking) -> ReusableView? {
        if taken == .again, let view = nextVisibleViews[element] { return view }
        if let view = visibleViews[element] {
            nextVisibleViews[element] = view
            taken = .kept
            return view
        }
        guard let dataSource else { return nil }
        let view: ReusableView?
        switch element {
        case .item(let indexPath):
            let cell = dataSource.host(self, cellForItemAt: indexPath)
            cell.isHighlighted = isFocused && cursorItem == indexPath
            cell.isSelected = selection.contains(indexPath)
            view = cell
        case .supplementary(let kind, let section):
            view = dataSource.host(self, supplementaryViewOfKind: kind, inSection: section)
        }
        taken = .new
        if let view {
            delegate?.host(self, willDisplay: view, for: element)
            nextVisibleViews[element] = view
        }
        return view
    }

    /// Before a frame: parks the views of elements `keeps` says have left the viewport, so a
    /// jump (a page, End) reuses them instead of making new ones. O(views on screen); only
    /// the views that leave are taken out of the table.
    func releaseViews(keeping keeps: (LayoutElement) -> Bool) {
        leavingElements.removeAll(keepingCapacity: true)
        for (element, _) in visibleViews where !keeps(element) { leavingElements.append(element) }
        for element in leavingElements {
            if let view = visibleViews.removeValue(forKey: element) { endDisplaying(view, element: element) }
        }
        nextVisibleViews.removeAll(keepingCapacity: true)
    }

    /// After a frame: views not drawn in it go back to their queues; the frame's views are
    /// the views on screen. `kept` is how many views of the last frame this one took: when it
    /// took them all, there is nothing to look up.
    func finishFrame(kept: Int) {
        if kept < visibleViews.count {
            for (element, view) in visibleViews where nextVisibleViews[element] == nil {
                endDisplaying(view, element: element)
            }
        }
        swap(&visibleViews, &nextVisibleViews)
        nextVisibleViews.removeAll(keepingCapacity: true)
    }

    /// Re-dequeues the views of `elements` before the next draw, if they are on screen.
    func reloadElements(_ elements: [LayoutElement]) {
        for element in elements {
            if let view = visibleViews.removeValue(forKey: element) { endDisplaying(view, element: element) }
        }
    }

    func endDisplayingAll() {
        for (element, view) in visibleViews { endDisplaying(view, element: element) }
        visibleViews.removeAll(keepingCapacity: true)
    }

    func endDisplaying(_ view: ReusableView, element: LayoutElement) {
        reuseQueues.enqueue(view, kind: element.viewKind)
        delegate?.host(self, didEndDisplaying: view, for: element)
    }
}

/// Where ``LayoutHost/view(for:taken:)`` found a view.
enum ViewTaking {
    /// Dequeued for this frame.
    case new
    /// On screen in the last frame.
    case kept
    /// Already taken in this frame; pass it to look in this frame's views first.
    case again
}
