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
        let from = pendingReveal?.from ?? offset.y
        scroll(toContentOffset: endOffset)
        pendingReveal = PendingReveal(
            target: .end, from: from, offset: offset.y, atBottom: offset.y == maximumContentOffset)
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
    func settle(_ reveal: PendingReveal) {
        let target = reveal.target
        // Only a list: a flow sizes a section's rows together as they come in view
        // (`resolveElements`), moving elements above one it measures.
        guard Layout.self == ListLayout.self, reveal.atBottom else { return }
        // Heights as estimated: the scroll stands.
        guard measureUpward(toward: target, scrolledFrom: reveal.from) else { return }
        switch target {
        case .end:
            scroll(toContentOffset: endOffset)
        case .item:
            // Its last line on the last line as measured, not the least scroll: a row measured
            // shorter than its estimate would leave the rows measured above it off screen,
            // dequeued for nothing, and the item's bottom short of the host's last line (blank
            // lines below the last row).
            guard let top = finalTop(of: target) else { return }
            scroll(toContentOffset: top)
        }
    }

    /// The content line just below `target`: its item's bottom, or the content's end.
    private func anchoredBottom(of target: PendingReveal.Target) -> Int? {
        switch target {
        case .end: return layout.contentSize.height
        // A row measured empty still takes its line: the frame shows it (its view was made).
        case .item(let indexPath): return layout.frame(of: .item(indexPath)).map { $0.y + max($0.height, 1) }
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
    /// screen: those above them are too, measured already (unless a reload or an update took
    /// views off screen since the last frame: then it goes on to the top).
    /// Returns whether a height changed.
    private func measureUpward(toward target: PendingReveal.Target, scrolledFrom from: Int) -> Bool {
        guard viewportSize.height > 0, let item = item(of: target) else { return false }
        var lending = false
        let lender = reuseQueues.lender
        defer {
            if lending {
                reuseQueues.lender = lender
                scrolledOffElements.removeAll(keepingCapacity: true)
            }
        }
        var changed = false
        var measuredHeight: Int?
        /// Measures the elements in `lineElements` not on screen; returns whether there was one.
        func measureLine() -> Bool {
            var measured = false
            for element in lineElements where visibleViews[element] == nil {
                if !lending {
                    lending = true
                    lendViewsScrolledOff(from: from)
                }
                let result = measureBeforeFrame(element)
                if result.changed { changed = true }
                measuredHeight = result.height
                measured = true
            }
            return measured
        }
        lineElements.removeAll(keepingCapacity: true)
        lineElements.append(.item(item))
        _ = measureLine()
        // The usual scroll (the cursor moving down onto a row): the lines it brought in are
        // the target's, measured as estimated; everything above it was on screen.
        if case .item = target, !changed, !viewsLeftSinceFrame, let height = measuredHeight, from < offset.y,
            offset.y - from <= height
        {
            return false
        }
        guard let itemFrame = layout.frame(of: .item(item)) else { return changed }
        if case .end = target {
            var y = itemFrame.y + itemFrame.height
            while y < layout.contentSize.height, let top = finalTop(of: target), y < top + viewportSize.height {
                collectElements(in: Rect(x: offset.x, y: y, width: max(1, laidOutSize.width), height: 1))
                _ = measureLine()
                var next = y + 1
                for element in lineElements {
                    next = max(next, layout.frame(of: element).map { $0.y + $0.height } ?? next)
                }
                y = next
            }
        }
        var top = itemFrame.y
        while top > 0 {
            collectElements(in: Rect(x: offset.x, y: top - 1, width: max(1, laidOutSize.width), height: 1))
            // Looked at before the viewport's top, which costs more: the usual line above a
            // row scrolled in is on screen.
            if !viewsLeftSinceFrame, !lineElements.isEmpty, !lineElements.contains(where: { visibleViews[$0] == nil }) {
                break
            }
            guard let final = finalTop(of: target), top > final else { break }
            guard !lineElements.isEmpty else {
                top -= 1
                continue
            }
            _ = measureLine()
            var newTop = top
            for element in lineElements { newTop = min(newTop, layout.frame(of: element)?.y ?? newTop) }
            guard newTop < top else { break }
            top = newTop
        }
        return changed
    }

    /// Puts the elements meeting `rect` in `lineElements`.
    private func collectElements(in rect: Rect) {
        lineElements.removeAll(keepingCapacity: true)
        layout.forEachElement(in: rect) { element, _ in lineElements.append(element) }
    }

    /// Lets the dequeues that measure before the frame take the views of elements the scroll
    /// from offset `from` took off the top of the viewport, farthest first, one when the
    /// reuse queue has none (each told didEndDisplaying then). The others stay on screen until
    /// the frame: rows measured shorter than their estimates bring the nearest back, and a
    /// view kept needs no dequeue nor display events. Looks at the lines scrolled over only, a
    /// viewport at most: O(log n + elements there).
    private func lendViewsScrolledOff(from: Int) {
        let top = offset.y
        scrolledOffElements.removeAll(keepingCapacity: true)
        guard from < top else { return }
        let rect = Rect(
            x: offset.x, y: from, width: max(1, laidOutSize.width), height: min(top, from + viewportSize.height) - from)
        layout.forEachElement(in: rect) { element, frame in
            if frame.y + frame.height <= top, visibleViews[element] != nil { scrolledOffElements.append(element) }
        }
        guard !scrolledOffElements.isEmpty else { return }
        lendViewsLeavingTheScreen()
    }

    /// The view of the farthest element scrolled off the top that has one of `kind` and
    /// `identifier`: it ends displaying and is parked before the frame.
    func lendScrolledOffView(kind: ViewKind, identifier: String) -> ReusableView? {
        for (index, element) in scrolledOffElements.enumerated() where element.viewKind == kind {
            guard let view = visibleViews[element], view.reuseIdentifier == identifier else { continue }
            scrolledOffElements.remove(at: index)
            visibleViews[element] = nil
            viewsParkedBeforeFrame += 1
            delegate?.host(self, didEndDisplaying: view, for: element)
            return view
        }
        return nil
    }

    /// Measures `element` as a frame does (the data source's height, else its view's),
    /// keeping the view dequeued for it for the frame to show. Returns whether its height
    /// changed, and the height measured.
    private func measureBeforeFrame(_ element: LayoutElement) -> (changed: Bool, height: Int?) {
        guard layout.measuresHeight(of: element) else { return (false, nil) }
        if let height = content.height(of: element) { return (layout.setMeasuredHeight(height, of: element), height) }
        guard !measuringViews.contains(where: { $0.element == element }), let view = dataSourceView(for: element)
        else { return (false, nil) }
        measuringViews.append((element, view))
        let height = min(max(0, view.preferredHeight), ContentLimits.maximumExtent)
        return (layout.setMeasuredHeight(height, of: element), height)
    }

    /// The view dequeued and measured for `element` before this frame, if any. Hot path: one
    /// test when there is none.
    func takeMeasuringView(of element: LayoutElement) -> ReusableView? {
        guard !measuringViews.isEmpty, let index = measuringViews.firstIndex(where: { $0.element == element }) else {
            return nil
        }
        return measuringViews.remove(at: index).view
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
    /// The offset before the first scroll since the last frame.
    var from: Int
    /// The offset the last scroll chose.
    var offset: Int
    /// Whether that scroll put the target's bottom (the content's end) on the viewport's
    /// last line.
    var atBottom: Bool
}
