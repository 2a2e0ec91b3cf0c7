/// The visible-view table of every host: dequeuing views as elements come into view,
/// parking them as they leave, telling the delegate both.
///
/// A frame parks the views of elements its layout places out of the viewport before it
/// draws, so a jump reuses them. Measuring the elements it then shows can move those below
/// the viewport back into it; so the views of elements below are held, not parked: one that
/// comes back in the same frame keeps its view (no didEndDisplaying, willDisplay or second
/// dequeue), and the rest are parked when the frame ends, or lent before that to an element
/// the queue has no view for, once the layout says their element cannot come back.
extension LayoutHost {
    func visibleView(forItemAt indexPath: IndexPath) -> ReusableView? { visibleViews[.item(indexPath)] }

    func forEachVisibleItemView(_ body: (IndexPath, ReusableView) -> Void) {
        for (element, view) in visibleViews {
            if case .item(let indexPath) = element { body(indexPath, view) }
        }
    }

    /// The view for `element` in the frame being drawn: the one already on screen (or held),
    /// or a new dequeue (with its highlight and selection set, and willDisplay); `taken` says
    /// which. Hot path: one table lookup for a view on screen, no allocation.
    func view(for element: LayoutElement, taken: inout ViewTaking) -> ReusableView? {
        // Only the element whose measuring started the walk again was taken and not drawn.
        if taken == .again, addedElements.contains(element), let view = visibleViews[element] { return view }
        if survivorIndex < survivingElements.count, survivingElements[survivorIndex] == element {
            survivorIndex += 1
            taken = .kept
            return survivingViews[survivorIndex - 1]
        }
        if let view = visibleViews[element] ?? reclaimHeldView(of: element) {
            taken = .kept
            return view
        }
        if let view = takeMeasuringView(of: element) {
            taken = .measured
            return displaying(view, for: element)
        }
        guard let view = dataSourceView(for: element) else { return nil }
        taken = .new
        return displaying(view, for: element)
    }

    /// A view new on screen for `element`, its highlight and selection set, after willDisplay.
    private func displaying(_ view: ReusableView, for element: LayoutElement) -> ReusableView {
        if case .item(let indexPath) = element {
            view.isHighlighted = isFocused && cursorItem == indexPath
            view.isSelected = selection.contains(indexPath)
        }
        delegate?.host(self, willDisplay: view, for: element)
        visibleViews[element] = view
        addedElements.append(element)
        return view
    }

    /// A new view for `element` from the data source.
    func dataSourceView(for element: LayoutElement) -> ReusableView? {
        switch element {
        case .item(let indexPath): return dataSource?.host(self, cellForItemAt: indexPath)
        case .supplementary(let kind, let section):
            return dataSource?.host(self, supplementaryViewOfKind: kind, inSection: section)
        }
    }

    /// Before a frame: parks (or holds, see above) the views of elements whose frames no
    /// longer meet `visible` (the viewport). O(views on screen); only the views that leave are
    /// taken out. A loop, not a closure: it runs for every view on screen in every frame.
    /// While the layout's frames are those of the last frame's walk (``drawnRevision``), the
    /// frames are the walk's, not asked again (a lookup each).
    func releaseViews(outside visible: Rect) {
        leavingElements.removeAll(keepingCapacity: true)
        survivingElements.removeAll(keepingCapacity: true)
        survivingViews.removeAll(keepingCapacity: true)
        survivorIndex = 0
        let parkedBefore = viewsParkedBeforeFrame
        viewsParkedBeforeFrame = 0
        if let revision = drawnRevision, revision == layoutFrameRevision,
            visibleViews.count + parkedBefore == drawnElements.count, retained.placed.count == drawnElements.count
        {
            // The last frame's views (`retained.placed`) are in the order of its elements.
            // Those parked before the frame are above the viewport: they leave (already gone).
            for index in drawnElements.indices {
                if drawnFrames[index].meets(visible) {
                    survivingElements.append(drawnElements[index])
                    survivingViews.append(retained.placed[index].view)
                } else {
                    leavingElements.append(drawnElements[index])
                }
            }
        } else {
            for element in visibleViews.keys where !(layout.frame(of: element)?.meets(visible) ?? false) {
                leavingElements.append(element)
            }
        }
        drawnRevision = nil
        for element in leavingElements {
            guard let view = visibleViews.removeValue(forKey: element) else { continue }
            if let frame = layout.frame(of: element), frame.y >= visible.maxY, frame.overlapsColumns(of: visible) {
                heldViews[element] = view
            } else {
                endDisplaying(view, element: element)
            }
        }
        if !heldViews.isEmpty { lendViewsLeavingTheScreen() }
        addedElements.removeAll(keepingCapacity: true)
    }

    /// After a frame: views not taken in it go back to their queues; the frame's views are
    /// the views on screen. `kept` is how many views of the last frame this one took: when it
    /// took them all, there is nothing to look up. `revision` is the layout's frame revision
    /// when the walk started: the walk's frames are kept for the next frame if it is still
    /// the layout's and every view on screen was drawn.
    func finishFrame(kept: Int, revision: Int?) {
        if kept + addedElements.count < visibleViews.count {
            let taken = Set(drawnElements).union(addedElements)
            for (element, view) in visibleViews where !taken.contains(element) {
                visibleViews[element] = nil
                endDisplaying(view, element: element)
            }
        }
        for (element, view) in heldViews { endDisplaying(view, element: element) }
        heldViews.removeAll(keepingCapacity: true)
        // Nothing is held between frames: the queues lend nothing.
        if reuseQueues.lender != nil { reuseQueues.lender = nil }
        if !measuringViews.isEmpty { parkMeasuringViews() }
        viewsLeftSinceFrame = false
        addedElements.removeAll(keepingCapacity: true)
        survivingElements.removeAll(keepingCapacity: true)
        survivingViews.removeAll(keepingCapacity: true)
        let unchanged = revision != nil && revision == layoutFrameRevision
        drawnRevision = unchanged && visibleViews.count == drawnElements.count ? revision : nil
    }

    /// The view held for `element` in this frame, back on screen: the element never left.
    private func reclaimHeldView(of element: LayoutElement) -> ReusableView? {
        guard !heldViews.isEmpty, let view = heldViews.removeValue(forKey: element) else { return nil }
        visibleViews[element] = view
        return view
    }

    /// Puts the host's lender on the reuse queues: a dequeue that finds no view parked takes
    /// a view leaving the screen in the frame being drawn, one a scroll took off the top
    /// while the host measures before the frame (``lendScrolledOffView(kind:identifier:)``),
    /// else one held below the viewport (``lendHeldView(kind:identifier:)``). Made once, and
    /// unowned, not weak (a weak reference would put every retain of the host on its slow
    /// path for good): the host owns the closure, and the queues hold it only until the
    /// measuring or the frame ends.
    func lendViewsLeavingTheScreen() {
        if viewLender == nil {
            viewLender = { [unowned self] kind, identifier in
                lendScrolledOffView(kind: kind, identifier: identifier)
                    ?? lendHeldView(kind: kind, identifier: identifier)
            }
        }
        reuseQueues.lender = viewLender
    }

    /// The held view of the farthest element below the viewport, if measuring this frame
    /// cannot bring that element back: it ends displaying (didEndDisplaying) and is given to
    /// the element being dequeued.
    func lendHeldView(kind: ViewKind, identifier: String) -> ReusableView? {
        var farthest: (element: LayoutElement, view: ReusableView, y: Int)?
        for (element, view) in heldViews where element.viewKind == kind && view.reuseIdentifier == identifier {
            let y = layout.frame(of: element)?.y ?? Int.max
            if y > farthest?.y ?? Int.min { farthest = (element, view, y) }
        }
        guard let farthest, farthest.y == Int.max || staysBelowViewport(fromY: farthest.y) else { return nil }
        heldViews[farthest.element] = nil
        delegate?.host(self, didEndDisplaying: farthest.view, for: farthest.element)
        return farthest.view
    }

    /// Whether an element starting at `y`, below the viewport, stays below it however the
    /// elements still to be measured in this frame turn out. Only those move what follows
    /// them, each by at most its height (a measured element is 0 rows or more), and only once
    /// in the viewport: the first element that cannot reach it keeps all after it out. Looks
    /// two screens down at most; farther, it answers no (a new view is made instead).
    private func staysBelowViewport(fromY y: Int) -> Bool {
        let visible = visibleRect
        let span = y - visible.y
        let limit = 2 * max(1, visible.height)
        var pull = 0
        var staysOut = false
        layout.forEachElement(in: Rect(x: visible.x, y: visible.y, width: visible.width, height: min(span, limit))) {
            element, frame in
            guard !staysOut else { return }
            if frame.y - pull >= visible.maxY {
                staysOut = true
            } else if visibleViews[element] == nil,
                layout.measuresHeight(of: element)
            {
                pull += frame.height
            }
        }
        return staysOut || (span <= limit && y - pull >= visible.maxY)
    }

    /// Re-dequeues the views of `elements` before the next draw, if they are on screen; the
    /// others are measured again when they next show (see ``forgetMeasuredHeights(ofOffScreen:)``).
    /// Views that stay on screen keep the last frame's walk (a stream's update reloads none).
    func reloadElements(_ elements: [LayoutElement]) {
        var offScreen: [LayoutElement] = []
        for element in elements {
            if let view = visibleViews.removeValue(forKey: element) {
                drawnRevision = nil
                viewsLeftSinceFrame = true
                endDisplaying(view, element: element)
            } else {
                offScreen.append(element)
            }
        }
        forgetMeasuredHeights(ofOffScreen: offScreen)
    }

    func endDisplayingAll() {
        drawnRevision = nil
        viewsLeftSinceFrame = true
        for (element, view) in visibleViews { endDisplaying(view, element: element) }
        visibleViews.removeAll(keepingCapacity: true)
        for (element, view) in heldViews { endDisplaying(view, element: element) }
        heldViews.removeAll(keepingCapacity: true)
        // Nothing is held between frames: the queues lend nothing.
        if reuseQueues.lender != nil { reuseQueues.lender = nil }
    }

    func endDisplaying(_ view: ReusableView, element: LayoutElement) {
        reuseQueues.enqueue(view, kind: element.viewKind)
        delegate?.host(self, didEndDisplaying: view, for: element)
    }
}

extension Rect {
    /// Whether the two rectangles share a column (an empty width shares every column).
    func overlapsColumns(of other: Rect) -> Bool {
        width == 0 || other.width == 0 || (x < other.maxX && other.x < maxX)
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
    /// Dequeued for this frame and measured before it (see `LayoutHost+Revealing.swift`).
    case measured
}
