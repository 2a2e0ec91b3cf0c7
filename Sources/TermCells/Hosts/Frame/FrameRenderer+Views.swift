/// The views on screen: dequeued as elements come into view, parked as they leave, the
/// source told both.
///
/// A frame parks the views of elements its layout places out of the viewport before it
/// draws, so a jump reuses them. Measuring the elements it then shows can move those below
/// the viewport back into it; so the views of elements below are held, not parked: one that
/// comes back in the same frame keeps its view (no didEndDisplaying, willDisplay or second
/// dequeue), and the rest are parked when the frame ends, or lent before that to an element
/// the queue has no view for, once the layout says their element cannot come back.
extension FrameRenderer {
    /// The view for `element` in the frame being drawn, and where it was found: the one
    /// already on screen (or held), one measured before the frame, or a new dequeue (its
    /// state set, willDisplay told). A walk started again looks first among the views this
    /// frame took. Hot path: one table lookup for a view it has, no allocation.
    func view(for element: LayoutElement, inWalkStartedAgain again: Bool) -> (ReusableView, ViewOrigin)? {
        if let (view, state) = views[element] {
            switch state {
            case .shown:
                // Only the element whose measuring started the walk again was taken and not placed.
                if again, addedElements.contains(element) { return (view, .takenInThisFrame) }
                return (view, .kept)
            case .held:
                // The element never left.
                views.setState(.shown, of: element)
                return (view, .kept)
            case .measured:
                displaying(view, for: element)
                return (view, .measured)
            }
        }
        guard let view = source.makeView(for: element) else { return nil }
        displaying(view, for: element)
        return (view, .new)
    }

    /// `view` comes on screen for `element`, after willDisplay.
    private func displaying(_ view: ReusableView, for element: LayoutElement) {
        source.willDisplay(view, for: element)
        views.insert(view, for: element, as: .shown)
        addedElements.append(element)
    }

    /// Before a frame: parks (or holds, see above) the views of elements whose frames no
    /// longer meet `visible` (the viewport). O(views on screen); only the views that leave are
    /// taken out. A loop, not a closure: it runs for every view on screen in every frame.
    /// While the layout's frames are those of the last frame's walk (``placedRevision``), the
    /// frames are the walk's, not asked again (a lookup each).
    func releaseViews(outside visible: Rect) {
        leavingElements.removeAll(keepingCapacity: true)
        let parkedBefore = viewsParkedBeforeFrame
        viewsParkedBeforeFrame = 0
        if let revision = placedRevision, revision == layoutFrameRevision,
            views.shownCount + parkedBefore == placedElements.count
        {
            // Those parked before the frame are above the viewport: they leave (already gone).
            for index in placedElements.indices where !placedFrames[index].meets(visible) {
                leavingElements.append(placedElements[index])
            }
        } else {
            for (element, _) in views.shown where !(layout.frame(of: element)?.meets(visible) ?? false) {
                leavingElements.append(element)
            }
        }
        placedRevision = nil
        for element in leavingElements where views[shown: element] != nil {
            if let frame = layout.frame(of: element), frame.y >= visible.maxY, frame.overlapsColumns(of: visible) {
                views.setState(.held, of: element)
            } else if let (view, _) = views.remove(element) {
                endDisplaying(view, element: element)
            }
        }
        if views.heldCount > 0 { lendViewsLeavingTheScreen() }
        addedElements.removeAll(keepingCapacity: true)
    }

    /// After a frame: views not taken in it go back to their queues; the frame's views are
    /// the views on screen. `kept` is how many views of the last frame this one took: when it
    /// took them all, there is nothing to look up. `revision` is the layout's frame revision
    /// when the walk started: the walk's frames are kept for the next frame if it is still
    /// the layout's and every view on screen was placed.
    func finishFrame(kept: Int, revision: Int?) {
        if kept + addedElements.count < views.shownCount {
            let taken = Set(placedElements).union(addedElements)
            let untaken = views.shown.filter { !taken.contains($0.element) }
            for (element, view) in untaken {
                _ = views.remove(element)
                endDisplaying(view, element: element)
            }
        }
        endDisplayingHeldViews()
        if views.measuredCount > 0 { parkMeasuredViews() }
        viewsLeftSinceFrame = false
        addedElements.removeAll(keepingCapacity: true)
        let unchanged = revision != nil && revision == layoutFrameRevision
        placedRevision = unchanged && views.shownCount == placedElements.count ? revision : nil
    }

    /// Parks the views held through a frame; nothing is held between frames, so the queues
    /// lend nothing after it.
    private func endDisplayingHeldViews() {
        if views.heldCount > 0 {
            for (element, view) in views.removeAll(in: .held) { endDisplaying(view, element: element) }
        }
        if reuseQueues.lender != nil { reuseQueues.lender = nil }
    }

    /// Puts the renderer's lender on the reuse queues: a dequeue that finds no view parked
    /// takes a view leaving the screen in the frame being drawn, one a scroll took off the
    /// top while the host measures before the frame (``lendScrolledOffView(kind:identifier:)``),
    /// else one held below the viewport (``lendHeldView(kind:identifier:)``). Made once, and
    /// unowned, not weak (see ``source``): the renderer owns the closure, and the queues hold
    /// it only until the measuring or the frame ends.
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
    private func lendHeldView(kind: ViewKind, identifier: String) -> ReusableView? {
        var farthest: (element: LayoutElement, view: ReusableView, y: Int)?
        for (element, view) in views.all(in: .held)
        where element.viewKind == kind && view.reuseIdentifier == identifier {
            let y = layout.frame(of: element)?.y ?? Int.max
            if y > farthest?.y ?? Int.min { farthest = (element, view, y) }
        }
        guard let farthest, farthest.y == Int.max || staysBelowViewport(fromY: farthest.y) else { return nil }
        _ = views.remove(farthest.element)
        source.didEndDisplaying(farthest.view, for: farthest.element)
        return farthest.view
    }

    /// Whether an element starting at `y`, below the viewport, stays below it however the
    /// elements still to be measured in this frame turn out. Only those move what follows
    /// them, each by at most its height (a measured element is 0 rows or more), and only once
    /// in the viewport: the first element that cannot reach it keeps all after it out. Looks
    /// two screens down at most; farther, it answers no (a new view is made instead).
    private func staysBelowViewport(fromY y: Int) -> Bool {
        let visible = viewport.visibleRect
        let span = y - visible.y
        let limit = 2 * max(1, visible.height)
        var pull = 0
        var staysOut = false
        layout.forEachElement(in: Rect(x: visible.x, y: visible.y, width: visible.width, height: min(span, limit))) {
            element, frame in
            guard !staysOut else { return }
            if frame.y - pull >= visible.maxY {
                staysOut = true
            } else if views[shown: element] == nil, layout.measuresHeight(of: element) {
                pull += frame.height
            }
        }
        return staysOut || (span <= limit && y - pull >= visible.maxY)
    }

    /// Takes the views of `elements` off screen, before the next frame dequeues them again;
    /// returns the elements that had none. Views that stay on screen keep the last frame's
    /// walk (a stream's update reloads none).
    func releaseViews(of elements: [LayoutElement]) -> [LayoutElement] {
        var offScreen: [LayoutElement] = []
        for element in elements {
            if views[shown: element] != nil, let (view, _) = views.remove(element) {
                placedRevision = nil
                viewsLeftSinceFrame = true
                endDisplaying(view, element: element)
            } else {
                offScreen.append(element)
            }
        }
        return offScreen
    }

    /// Takes every view off screen (a reload).
    func releaseAllViews() {
        placedRevision = nil
        viewsLeftSinceFrame = true
        for (element, view) in views.removeAll(in: .shown) { endDisplaying(view, element: element) }
        endDisplayingHeldViews()
    }

    /// Moves the views with their elements through `change`; those it removes leave the
    /// screen (a view measured but never displayed only goes back to its queue).
    /// O(views on screen).
    func remapShownViews(through change: StorageChange) {
        views.remap(through: change) { element, view, state in
            if state == .measured {
                reuseQueues.enqueue(view, kind: element.viewKind)
            } else {
                endDisplaying(view, element: element)
            }
        }
        placedRevision = nil
    }

    /// Parks `view` and tells the source it left.
    func endDisplaying(_ view: ReusableView, element: LayoutElement) {
        reuseQueues.enqueue(view, kind: element.viewKind)
        source.didEndDisplaying(view, for: element)
    }
}
