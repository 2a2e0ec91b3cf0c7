/// Drawing what the viewport shows, for every layout.
extension LayoutHost {
    /// Cost: O(visible elements × log n). Elements already on screen keep their views,
    /// elements that scrolled in are dequeued (and measured, where the layout asks), those
    /// that scrolled out go back to their queues. In steady state it allocates nothing (the
    /// frame's tables are kept between frames).
    public func draw(in canvas: any Canvas) {
        let size = canvas.size
        if size != viewportSize {
            // A host following the tail keeps following through any resize, even to no rows.
            let wasFollowingTail = isFollowingTail
            viewportSize = size
            reloadIfNeeded()
            // Whether the indicator is wanted is decided at the full width.
            fitLayout(showsIndicator: false)
            fitLayout(showsIndicator: wantsIndicator)
            reloadIfNeeded()
            if let cursorItem { scrollToItem(cursorItem) }
            if wasFollowingTail { scroll(toContentOffset: maximumContentOffset) }
        }
        reloadIfNeeded()
        if let reveal = pendingReveal, reveal.offset == offset.y { settle(reveal) }
        pendingReveal = nil
        // Whether the indicator is wanted is decided on what the viewport shows measured, not
        // estimated (a grid's section sized per item): deciding wrong means a second pass at
        // another width, after views were dequeued for a frame never shown.
        measureVisibleElements()
        var showsIndicator = wantsIndicator
        if fitLayout(showsIndicator: showsIndicator) { measureVisibleElements() }
        drawContent(in: canvas)
        // Measuring views can change the content's height; draw once more if that changes
        // whether the indicator is needed.
        if wantsIndicator != showsIndicator {
            showsIndicator.toggle()
            fitLayout(showsIndicator: showsIndicator)
            measureVisibleElements()
            drawContent(in: canvas)
        }
        drawIndicator(in: canvas, shows: showsIndicator)
        reportFocus(in: canvas)
    }

    /// Whether the indicator's column is taken from the layout's width.
    private var wantsIndicator: Bool {
        guard showsScrollIndicator, viewportSize.width > 1 else { return false }
        return layout.contentSize.height > viewportSize.height
    }

    /// Gives the layout the viewport less the indicator's column; lays it out again if it
    /// asks (a flow re-flows for a new width), keeping the cursor where it was on screen.
    /// Returns whether the laid-out size changed.
    @discardableResult
    private func fitLayout(showsIndicator: Bool) -> Bool {
        let size = Size(width: max(0, viewportSize.width - (showsIndicator ? 1 : 0)), height: viewportSize.height)
        guard size != laidOutSize else { return false }
        laidOutSize = size
        if layout.viewportDidChange(to: size) {
            needsRelayout = true
            reloadIfNeeded()
        }
        return true
    }

    /// Measures what the viewport shows, then clamps the offset. Measuring can shorten the
    /// content or move the top element, and the viewport with them, onto elements not
    /// measured yet: it measures again until the viewport stays.
    private func measureVisibleElements() {
        var measured: Rect
        var rounds = 0
        repeat {
            measured = visibleRect
            rounds += 1
            keepingTopAnchor { layout.resolveElements(in: measured, content: content) }
            scroll(toContentOffset: offset.y)
        } while visibleRect != measured && rounds <= layout.sectionCount
    }

    private func drawContent(in canvas: any Canvas) {
        scroll(toHorizontalOffset: offset.x)
        let visible = visibleRect
        let area = canvas.child(in: Rect(x: 0, y: 0, width: laidOutSize.width, height: canvas.size.height))
        releaseViews(outside: visible)
        let revision = layoutFrameRevision
        drawnElements.removeAll(keepingCapacity: true)
        drawnFrames.removeAll(keepingCapacity: true)
        retained.startFrame()
        // Elements are drawn top to bottom; one measured to another height moves those after
        // it, so the walk starts again from it (once per element whose height changes).
        var from = visible.y
        var restart = true
        var restarted = false
        var kept = 0
        while restart {
            restart = false
            let rest = Rect(x: visible.x, y: from, width: visible.width, height: max(0, visible.maxY - from))
            layout.forEachElement(in: rest) { element, frame in
                guard !restart else { return }
                // Only a walk started again can meet an element twice.
                if restarted, drawnElements.contains(element) { return }
                var taken = restarted ? ViewTaking.again : .new
                guard let view = view(for: element, taken: &taken) else { return }
                if taken == .kept { kept += 1 }
                if taken == .new, layout.measuresHeight(of: element) {
                    let height = min(
                        max(0, content.height(of: element) ?? view.preferredHeight), ContentLimits.maximumExtent)
                    if height != frame.height, layout.setMeasuredHeight(height, of: element) {
                        restart = true
                        restarted = true
                        from = frame.y
                        return
                    }
                }
                drawnElements.append(element)
                drawnFrames.append(frame)
                retained.placed.append(
                    PlacedView(view: view, rect: frame.offsetBy(dx: -offset.x, dy: -offset.y), wasShown: taken == .kept)
                )
            }
        }
        let pinned = layout.pinnedElements(in: visibleRect)
        drawPlacedViews(in: canvas, area: area, pinned: pinned)
        finishFrame(kept: kept, revision: revision)
        drawPinnedElements(pinned, in: area)
        updatePrefetchWindow()
    }

    /// The viewport in content coordinates.
    var visibleRect: Rect {
        Rect(x: offset.x, y: offset.y, width: laidOutSize.width, height: viewportSize.height)
    }

    /// Draws the layout's pinned elements (a sticky header) over the content, each from a
    /// view of its own kept while it stays pinned. A view that may keep its cells
    /// (``ReusableView/keepsCellsWhenPinned``), stayed where it was and did not change keeps
    /// them when the frame left them as they were (``RetainedDrawing/keptPinnedRects``); the
    /// others are drawn every frame.
    private func drawPinnedElements(_ pinned: [(element: LayoutElement, frame: Rect)], in canvas: ChildCanvas) {
        retained.pinnedRects.removeAll(keepingCapacity: true)
        releasePinnedViews { element in !pinned.contains { $0.element == element } }
        for (element, frame) in pinned {
            var kept = true
            if pinnedViews[element] == nil, let view = dataSourceView(for: element) {
                pinnedViews[element] = view
                kept = false
            }
            guard let view = pinnedViews[element] else { continue }
            let onScreen = frame.offsetBy(dx: -offset.x, dy: -offset.y)
            kept =
                kept && view.keepsCellsWhenPinned && view.frame == onScreen && view.isDrawnAsLastTime
                && retained.keptPinnedRects.contains(onScreen)
            view.frame = onScreen
            retained.pinnedRects.append(onScreen)
            if !kept, onScreen.height > 0, onScreen.width > 0 { view.display(in: canvas.child(in: onScreen)) }
        }
    }

    /// Parks the views of pinned elements (a reload, an update that moved them).
    func releasePinnedViews(where shouldRelease: (LayoutElement) -> Bool = { _ in true }) {
        for (element, view) in pinnedViews where shouldRelease(element) {
            pinnedViews[element] = nil
            reuseQueues.enqueue(view, kind: element.viewKind)
        }
    }

    /// Tells the data source about items within a screenful above and below the viewport,
    /// once as they enter that window and once if they leave it without being shown. Does
    /// nothing while the viewport stays where it was.
    private func updatePrefetchWindow() {
        let visible = visibleRect
        guard prefetchesItems, visible != prefetchedAround else { return }
        prefetchedAround = visible
        let page = max(0, visible.height)
        var window = Set<IndexPath>()
        var shown = Set<IndexPath>()
        let around = Rect(x: visible.x, y: visible.y - page, width: visible.width, height: visible.height + 2 * page)
        layout.forEachElement(in: around) { element, frame in
            guard case .item(let indexPath) = element else { return }
            if frame.meets(visible) { shown.insert(indexPath) } else { window.insert(indexPath) }
        }
        let entering = window.subtracting(prefetched)
        let leaving = prefetched.filter { !window.contains($0) && !shown.contains($0) }
        prefetched = window
        if !leaving.isEmpty { delegate?.host(self, cancelPrefetchingItemsAt: leaving.sorted()) }
        if !entering.isEmpty { delegate?.host(self, prefetchItemsAt: entering.sorted()) }
    }
}

extension Rect {
    /// Whether the two rectangles share a cell, or (for an empty one) whether it lies on
    /// the other's rows.
    func meets(_ other: Rect) -> Bool {
        if height == 0 { return y >= other.y && y < other.maxY }
        return y < other.maxY && other.y < maxY && overlapsColumns(of: other)
    }
}
