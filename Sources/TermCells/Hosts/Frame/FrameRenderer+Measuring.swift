/// Measuring before a frame what a scroll by estimates will show (see
/// ``CollectionLayout/revealsByMeasuring``): the views dequeued for it are the ones the frame
/// then shows.
extension FrameRenderer {
    /// Measures what the viewport will show once scrolled to `reveal`'s target, each element
    /// only once it is sure to show: measuring an element moves what is below it, never what
    /// is above. So the target's item first; then, for the end, what follows it (a footer)
    /// down, while it starts in the viewport; then the elements above it, one line of them
    /// at a time, up to the viewport's top. Stops at the first line whose elements are on
    /// screen: those above them are too, measured already (unless a reload or an update took
    /// views off screen since the last frame: then it goes on to the top).
    /// Returns whether a height changed. Cost: O(log n) when the target was already on
    /// screen; else O(elements newly shown × log n), with a view dequeued for each.
    func measure(toward reveal: PendingReveal, in viewport: Viewport) -> Bool {
        self.viewport = viewport
        let target = reveal.target
        guard viewport.size.height > 0, let item = target.item(in: layout) else { return false }
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
            for element in lineElements where views[shown: element] == nil {
                if !lending {
                    lending = true
                    lendViewsScrolledOff(from: reveal.from)
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
        let top = viewport.offset.y
        if case .item = target, !changed, !viewsLeftSinceFrame, let height = measuredHeight, reveal.from < top,
            top - reveal.from <= height
        {
            return false
        }
        guard let itemFrame = layout.frame(of: .item(item)) else { return changed }
        if case .end = target {
            var y = itemFrame.y + itemFrame.height
            while y < layout.contentSize.height, let top = target.top(in: layout, viewport: viewport),
                y < top + viewport.size.height
            {
                collectElements(onLine: y)
                _ = measureLine()
                var next = y + 1
                for element in lineElements {
                    next = max(next, layout.frame(of: element).map { $0.y + $0.height } ?? next)
                }
                y = next
            }
        }
        var line = itemFrame.y
        while line > 0 {
            collectElements(onLine: line - 1)
            // Looked at before the viewport's top, which costs more: the usual line above a
            // row scrolled in is on screen.
            if !viewsLeftSinceFrame, !lineElements.isEmpty, !lineElements.contains(where: { views[shown: $0] == nil }) {
                break
            }
            guard let final = target.top(in: layout, viewport: viewport), line > final else { break }
            guard !lineElements.isEmpty else {
                line -= 1
                continue
            }
            _ = measureLine()
            var newLine = line
            for element in lineElements { newLine = min(newLine, layout.frame(of: element)?.y ?? newLine) }
            guard newLine < line else { break }
            line = newLine
        }
        return changed
    }

    /// Puts the elements on content line `y` in `lineElements`.
    private func collectElements(onLine y: Int) {
        lineElements.removeAll(keepingCapacity: true)
        let rect = Rect(x: viewport.offset.x, y: y, width: max(1, viewport.laidOutSize.width), height: 1)
        layout.forEachElement(in: rect) { element, _ in lineElements.append(element) }
    }

    /// Lets the dequeues that measure before the frame take the views of elements the scroll
    /// from offset `from` took off the top of the viewport, farthest first, one when the
    /// reuse queue has none (each told didEndDisplaying then). The others stay on screen until
    /// the frame: rows measured shorter than their estimates bring the nearest back, and a
    /// view kept needs no dequeue nor display events. Looks at the lines scrolled over only, a
    /// viewport at most: O(log n + elements there).
    private func lendViewsScrolledOff(from: Int) {
        let top = viewport.offset.y
        scrolledOffElements.removeAll(keepingCapacity: true)
        guard from < top else { return }
        let rect = Rect(
            x: viewport.offset.x, y: from, width: max(1, viewport.laidOutSize.width),
            height: min(top, from + viewport.size.height) - from)
        layout.forEachElement(in: rect) { element, frame in
            if frame.y + frame.height <= top, views[shown: element] != nil { scrolledOffElements.append(element) }
        }
        guard !scrolledOffElements.isEmpty else { return }
        lendViewsLeavingTheScreen()
    }

    /// The view of the farthest element scrolled off the top that has one of `kind` and
    /// `identifier`: it ends displaying and is parked before the frame.
    func lendScrolledOffView(kind: ViewKind, identifier: String) -> ReusableView? {
        for (index, element) in scrolledOffElements.enumerated() where element.viewKind == kind {
            guard let view = views[shown: element], view.reuseIdentifier == identifier else { continue }
            scrolledOffElements.remove(at: index)
            _ = views.remove(element)
            viewsParkedBeforeFrame += 1
            source.didEndDisplaying(view, for: element)
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
        guard views[element] == nil, let view = source.makeView(for: element) else { return (false, nil) }
        views.insert(view, for: element, as: .measured)
        let height = preferredHeight(of: view, for: element)
        return (layout.setMeasuredHeight(height, of: element), height)
    }

    /// After a frame: views measured for it but not shown go back to their queues. They were
    /// never displayed: no didEndDisplaying.
    func parkMeasuredViews() {
        for (element, view) in views.removeAll(in: .measured) { reuseQueues.enqueue(view, kind: element.viewKind) }
    }
}
