/// Showing an item whole when its height is known only once its view is made (a list's
/// rows, measured as they come on screen).
///
/// A row never shown is laid out at its estimate. A scroll that brings it in at the bottom
/// (End, Page Down, the cursor moving down, ``LayoutHost/scrollToItem(_:)``) places the
/// viewport by that estimate; a frame drawn from there would measure it, and the rows above
/// it, taller and push its last lines below the host. So the scroll is remembered, and the
/// next frame first measures, from the item up, the elements it will show (views it
/// dequeues for that are the ones it then draws), then scrolls by what it measured: the
/// item's last line on the host's last line, as `UITableView.scrollToRow(at:at:.bottom)`
/// after layout. A scroll that puts the item on top needs none of this: measuring moves
/// only what is below.
extension LayoutHost {
    /// Scrolls to the end of the content (what follows the last item too: its section's
    /// footer), but not past the top of a last item taller than the host.
    func scrollToEnd() {
        scroll(toContentOffset: endOffset)
        pendingReveal = PendingReveal(target: .end, offset: offset.y)
    }

    /// The content's end at the viewport's bottom, or the last item's top if that would cut it.
    private var endOffset: Int {
        guard let last = layout.lastItem, let rect = layout.revealRect(forItemAt: last, viewport: laidOutSize)
        else { return maximumContentOffset }
        return min(maximumContentOffset, rect.y)
    }

    /// Before the first frame after a scroll to `target` (the viewport still where the scroll
    /// put it): if the scroll put the target's bottom on the viewport's last line, measures
    /// the elements from there up, a viewport high, and scrolls again by what they measured.
    /// Cost: O(log n) when the target was already on screen; else O(elements newly shown ×
    /// log n), with a view dequeued for each (the one the frame shows).
    func settle(_ target: PendingReveal.Target) {
        // Only a list: a flow sizes a section's rows together as they come in view
        // (`resolveElements`), moving elements above one it measures.
        guard layout is ListLayout, anchoredBottom(of: target) == offset.y + viewportSize.height else { return }
        measureUpward(toward: target)
        switch target {
        case .end:
            scroll(toContentOffset: endOffset)
        case .item(let indexPath):
            guard let rect = layout.revealRect(forItemAt: indexPath, viewport: laidOutSize) else { return }
            scroll(
                toContentOffset: Self.offset(showing: rect.y..<rect.maxY, from: offset.y, length: viewportSize.height))
        }
    }

    /// The content line just below `target`: its item's bottom, or the content's end.
    private func anchoredBottom(of target: PendingReveal.Target) -> Int? {
        switch target {
        case .end: return layout.contentSize.height
        case .item(let indexPath): return layout.frame(of: .item(indexPath)).map { $0.y + $0.height }
        }
    }

    /// The item `target` shows: its own, or the last one for the end.
    private func item(of target: PendingReveal.Target) -> IndexPath? {
        switch target {
        case .end: return layout.lastItem
        case .item(let indexPath): return indexPath
        }
    }

    /// Where the viewport starts once scrolled to `target` by what is measured now: a
    /// viewport above its bottom, or the top of the target's reveal rectangle if that is
    /// higher (a target taller than the host shows its top).
    private func finalTop(of target: PendingReveal.Target) -> Int? {
        guard let bottom = anchoredBottom(of: target), let item = item(of: target),
            let rect = layout.revealRect(forItemAt: item, viewport: laidOutSize)
        else { return nil }
        return min(bottom - viewportSize.height, rect.y)
    }

    /// Measures what the viewport will show once scrolled to `target`, each element only
    /// once it is sure to show: measuring an element moves what is below it, never what is
    /// above. So the target's item first; then, for the end, what follows it (a footer)
    /// down, while it starts in the viewport; then the elements above it, one line of them
    /// at a time, up to the viewport's top. Stops at the first line whose elements are on
    /// screen: those above them are too, measured already.
    private func measureUpward(toward target: PendingReveal.Target) {
        guard viewportSize.height > 0, let item = item(of: target) else { return }
        var parked = false
        /// Measures the elements of `elements` not on screen; returns whether there was one.
        func measure(_ elements: [LayoutElement]) -> Bool {
            var measured = false
            for element in elements where visibleViews[element] == nil {
                if !parked {
                    // What the frame would give back before it dequeues, for these views to reuse.
                    parkViews(above: offset.y)
                    parked = true
                }
                measureBeforeFrame(element)
                measured = true
            }
            return measured
        }
        _ = measure([.item(item)])
        guard let itemFrame = layout.frame(of: .item(item)) else { return }
        if case .end = target {
            var y = itemFrame.y + itemFrame.height
            while y < layout.contentSize.height, let top = finalTop(of: target), y < top + viewportSize.height {
                let elements = elements(onLine: y)
                _ = measure(elements)
                var next = y + 1
                for element in elements { next = max(next, layout.frame(of: element).map { $0.y + $0.height } ?? next) }
                y = next
            }
        }
        var top = itemFrame.y
        while let final = finalTop(of: target), top > max(0, final) {
            let elements = elements(onLine: top - 1)
            guard !elements.isEmpty else {
                top -= 1
                continue
            }
            guard measure(elements) else { return }
            var newTop = top
            for element in elements { newTop = min(newTop, layout.frame(of: element)?.y ?? newTop) }
            guard newTop < top else { return }
            top = newTop
        }
    }

    /// The elements on content line `y`, in the viewport's columns.
    private func elements(onLine y: Int) -> [LayoutElement] {
        lineElements.removeAll(keepingCapacity: true)
        let line = Rect(x: offset.x, y: y, width: max(1, laidOutSize.width), height: 1)
        layout.forEachElement(in: line) { element, _ in lineElements.append(element) }
        return lineElements
    }

    /// Parks the views of elements above content line `y`, the viewport's top: the scroll
    /// took them off screen, and measuring what comes in below only moves them farther up.
    private func parkViews(above y: Int) {
        var leaving: [LayoutElement] = []
        for (element, _) in visibleViews where layout.frame(of: element).map({ $0.y + $0.height <= y }) ?? true {
            leaving.append(element)
        }
        for element in leaving {
            if let view = visibleViews.removeValue(forKey: element) { endDisplaying(view, element: element) }
        }
    }

    /// Measures `element` as a frame does (the data source's height, else its view's),
    /// keeping the view dequeued for it for the frame to show.
    private func measureBeforeFrame(_ element: LayoutElement) {
        guard layout.measuresHeight(of: element) else { return }
        if let height = content.height(of: element) {
            _ = layout.setMeasuredHeight(height, of: element)
            return
        }
        guard measuringViews[element] == nil, let view = dataSourceView(for: element) else { return }
        measuringViews[element] = view
        _ = layout.setMeasuredHeight(min(max(0, view.preferredHeight), ContentLimits.maximumExtent), of: element)
    }

    /// The view dequeued to measure `element` before this frame, if any. Hot path: one test
    /// when there is none.
    func takeMeasuringView(of element: LayoutElement) -> ReusableView? {
        guard !measuringViews.isEmpty else { return nil }
        return measuringViews.removeValue(forKey: element)
    }

    /// After a frame: views measured for it but not shown go back to their queues. They were
    /// never displayed: no didEndDisplaying.
    func parkMeasuringViews() {
        for (element, view) in measuringViews { reuseQueues.enqueue(view, kind: element.viewKind) }
        measuringViews.removeAll(keepingCapacity: true)
    }
}

/// A scroll to show something, and the offset it chose.
struct PendingReveal {
    enum Target {
        /// An item, shown whole with the least scroll (its top, if taller than the host).
        case item(IndexPath)
        /// The content's end (see `LayoutHost.scrollToEnd()`).
        case end
    }

    var target: Target
    var offset: Int
}
