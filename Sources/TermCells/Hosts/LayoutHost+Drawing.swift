/// Drawing what the viewport shows, for every layout.
extension LayoutHost {
    /// Draws a frame into `canvas`, the host's rectangle. In order:
    ///
    /// 1. **Size and theme.** A canvas of a new size becomes the viewport: the layout is
    ///    fitted to it and the cursor kept in view (a host following the tail keeps
    ///    following). The host's ``theme``, or else the canvas's, is the frame's: a theme
    ///    other than the last frame's draws every view.
    /// 2. **Layout.** A pending reload or re-layout is done.
    /// 3. **Settle.** A scroll to an item or to the end made by the layout's estimates is
    ///    measured and placed again (see ``CollectionLayout/revealsByMeasuring``).
    /// 4. **Measure and fit.** What the viewport shows is measured, then the layout is given
    ///    the width left beside the scroll indicator, if the content needs one.
    /// 5. **Render.** The frame renderer places the visible elements (views on screen are
    ///    kept, new ones dequeued and measured, those that left parked) and draws what
    ///    changed, pinned elements last.
    /// 6. **Indicator.** If what the frame measured changed whether the content needs the
    ///    indicator, the layout is fitted again and the frame rendered once more; likewise,
    ///    if the host followed the tail and a row the frame measured taller than its estimate
    ///    (a message appended whole, or grown) pushed the content's end below the viewport,
    ///    the host scrolls to the end and renders once more (two passes at most: taking the
    ///    indicator's column re-wraps rows that wrap to the width). Then the indicator is drawn.
    /// 7. **Empty state.** A host with no items draws its ``backgroundView`` below the content.
    /// 8. **New items mark.** A host that follows the tail, while the reader is away from it,
    ///    draws `↓ N new` over its last line (see ``newItemsBelowCount``).
    /// 9. **Focus.** A focused host reports where its cursor is, for the terminal's cursor.
    ///
    /// Cost: O(visible elements × log n). In steady state it allocates nothing (the frame's
    /// tables are kept between frames).
    public func draw(in canvas: any Canvas) {
        DrawnHosts.note(self)
        if canvas.size != viewportSize { takeViewportSize(canvas.size) }
        reloadIfNeeded()
        if let reveal = pendingReveal, reveal.offset == offset.y { settle(reveal) }
        pendingReveal = nil
        let wasFollowingTail = isFollowingTail
        var showsIndicator = measureAndFit()
        renderer.prepareFrame(theme: theme ?? canvas.theme, showsEmptyState: emptyState != nil)
        render(in: canvas)
        // What the render measured can make the content need the indicator (or no longer),
        // and, while following, push the end down (a row taller than its estimate, appended
        // or grown). Taking the indicator's column re-wraps rows that wrap to the width,
        // which can move the end once more: at most two passes settle both.
        for _ in 0..<2 {
            let indicatorChanged = wantsIndicator != showsIndicator
            guard indicatorChanged || (wasFollowingTail && offset.y < maximumContentOffset) else { break }
            if indicatorChanged {
                showsIndicator.toggle()
                fitLayout(showsIndicator: showsIndicator)
                measureVisibleElements()
            }
            if wasFollowingTail { followEnd() }
            render(in: canvas)
        }
        renderer.drawOverlays(overlays(in: canvas, showsIndicator: showsIndicator), in: canvas)
        reportFocus(in: canvas)
    }

    /// Following the tail, after a render measured rows taller than their estimates: the
    /// content's end on the viewport's last line, the rows above it measured first, a viewport
    /// high (as a scroll to the end is settled, see `settle(_:)`). A plain scroll to the end
    /// would bring in rows not measured yet, and a frame that appended many rows taller than
    /// their estimates would end short of the end, which a host no longer follows.
    private func followEnd() {
        let from = offset.y
        scroll(toContentOffset: maximumContentOffset)
        settle(PendingReveal(target: .end, from: from, offset: offset.y, atBottom: true))
    }

    /// Makes the next frame draw every view, as on a canvas that kept nothing: for a program
    /// that drew over the host and took that away. The running application draws that frame
    /// without being asked.
    public func setNeedsDisplay() {
        renderer.drawEverythingNextFrame()
        FrameRequests.request()
    }

    /// Step 1: the viewport takes the canvas's new size.
    private func takeViewportSize(_ size: Size) {
        // A host following the tail keeps following through any resize, even to no rows; one
        // that follows it starts at it, on its first frame (no size yet), whatever the storage
        // held before.
        let startsAtTheTail = followsTail && viewportSize == .zero
        let wasFollowingTail = isFollowingTail || startsAtTheTail
        viewportSize = size
        reloadIfNeeded()
        // Whether the indicator is wanted is decided at the full width.
        fitLayout(showsIndicator: false)
        fitLayout(showsIndicator: wantsIndicator)
        reloadIfNeeded()
        if startsAtTheTail, let last = layout.lastItem { setCursor(last) }
        if let cursorItem { scrollToItem(cursorItem) }
        if wasFollowingTail { scroll(toContentOffset: maximumContentOffset) }
    }

    /// Step 4: measures what the viewport shows and fits the layout beside the indicator if
    /// the content needs one; returns whether it does. Whether the indicator is wanted is
    /// decided on what the viewport shows measured, not estimated (a grid's section sized
    /// per item): deciding wrong means a second pass at another width, after views were
    /// dequeued for a frame never shown.
    private func measureAndFit() -> Bool {
        measureVisibleElements()
        let showsIndicator = wantsIndicator
        if fitLayout(showsIndicator: showsIndicator) { measureVisibleElements() }
        return showsIndicator
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
        let widthChanged = size.width != laidOutSize.width
        viewport.laidOutSize = size
        if layout.viewportDidChange(to: size) {
            invalidateLayout()
            reloadIfNeeded()
        }
        // Rows whose views wrap to the width (a transcript's messages) take other heights.
        if widthChanged, renderer.views.shown.contains(where: { $0.view.heightDependsOnWidth }) {
            remeasureItemHeights()
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

    /// Step 5: the renderer draws the frame over the viewport as it is now.
    private func render(in canvas: any Canvas) {
        scroll(toHorizontalOffset: offset.x)
        renderer.beginFrame(over: viewport)
        let walk = renderer.placeElements()
        renderer.endFrame(in: canvas, pinned: layout.pinnedElements(in: visibleRect), walk: walk)
        updatePrefetchWindow()
    }

    /// The viewport in content coordinates.
    var visibleRect: Rect { viewport.visibleRect }

    /// Steps 6 to 8: what the renderer draws over the frame's views. The scroll indicator
    /// beside the layout's width — the track beside the content under a pinned top (a column
    /// table's header), which the offset scrolls through as much as the whole — or its
    /// column blank when `showsIndicator` is false or all content fits; the empty state; the
    /// `↓ N new` mark.
    private func overlays(in canvas: any Canvas, showsIndicator: Bool) -> FrameOverlays {
        let height = canvas.size.height
        var overlays = FrameOverlays()
        overlays.indicatorTop = min(max(0, layout.pinnedTopHeight), height)
        if showsIndicator, layout.contentSize.height > height {
            overlays.indicatorThumb = ScrollIndicator.thumb(
                trackHeight: height - overlays.indicatorTop,
                contentHeight: layout.contentSize.height - overlays.indicatorTop,
                offset: offset.y)
        }
        if let emptyState {
            overlays.emptyState = emptyState
            overlays.emptyStateTop = emptyStateTop(in: canvas)
        }
        overlays.newItemsMark = newItemsMarkText()
        return overlays
    }

    /// Tells the data source about items within a screenful above and below the viewport,
    /// once as they enter that window and once if they leave it without being shown. Does
    /// nothing while the viewport stays where it was.
    private func updatePrefetchWindow() {
        let visible = visibleRect
        guard prefetch.isEnabled, visible != prefetch.around else { return }
        prefetch.around = visible
        let page = max(0, visible.height)
        var window = Set<IndexPath>()
        var shown = Set<IndexPath>()
        let around = Rect(x: visible.x, y: visible.y - page, width: visible.width, height: visible.height + 2 * page)
        layout.forEachElement(in: around) { element, frame in
            guard case .item(let indexPath) = element else { return }
            if frame.meets(visible) { shown.insert(indexPath) } else { window.insert(indexPath) }
        }
        let entering = window.subtracting(prefetch.items)
        let leaving = prefetch.items.filter { !window.contains($0) && !shown.contains($0) }
        prefetch.items = window
        if !leaving.isEmpty { delegate?.host(self, cancelPrefetchingItemsAt: leaving.sorted()) }
        if !entering.isEmpty { delegate?.host(self, prefetchItemsAt: entering.sorted()) }
    }
}
