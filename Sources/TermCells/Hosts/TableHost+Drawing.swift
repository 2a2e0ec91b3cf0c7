extension TableHost {
    /// Lays out and draws the visible rows into `canvas`, which covers the host's rectangle.
    ///
    /// Cost: O(visible rows + log n). Rows already on screen keep their views; rows that
    /// scrolled in are dequeued, rows that scrolled out go back to their queues.
    public func draw(in canvas: any Canvas) {
        let size = canvas.size
        if size != viewportSize {
            // A host following the tail keeps following through any resize, even to no rows.
            let wasFollowingTail = isFollowingTail
            viewportSize = size
            // Keep the cursor in sight through a resize, in the layout of the current data.
            reloadIfNeeded()
            if let cursorItem { scrollToItem(cursorItem) }
            if wasFollowingTail { scroll(toContentOffset: maximumContentOffset) }
        }
        reloadIfNeeded()
        scroll(toContentOffset: contentOffset)
        var showsIndicator = wantsIndicator(in: size)
        layoutAndDrawRows(in: canvas, width: size.width - (showsIndicator ? 1 : 0))
        // Measuring rows can change the content height; draw once more if that changes
        // whether the indicator is needed.
        if wantsIndicator(in: size) != showsIndicator {
            showsIndicator.toggle()
            layoutAndDrawRows(in: canvas, width: size.width - (showsIndicator ? 1 : 0))
        }
        if showsIndicator {
            ScrollIndicator.draw(
                in: canvas.child(in: Rect(x: size.width - 1, y: 0, width: 1, height: size.height)),
                contentHeight: layout.contentHeight, offset: contentOffset
            )
        }
        reportFocus(in: canvas)
    }

    private func wantsIndicator(in size: Size) -> Bool {
        showsScrollIndicator && layout.contentHeight > size.height && size.width > 1
    }

    private func layoutAndDrawRows(in canvas: any Canvas, width: Int) {
        let size = canvas.size
        canvas.fill(Rect(origin: .zero, size: size), style: .plain)
        let rows = rowsInView(height: size.height)
        releaseViews { layout.flatIndex(ofElement: $0).map(rows.contains) ?? false }
        var index = topRow
        var y = -topRowOffset
        while y < size.height, index < layout.rowCount, let row = layout.row(at: index) {
            var height = layout.heights.extent(at: index)
            if let element = row.element {
                let wasOnScreen = visibleViews[element] != nil
                if let view = view(for: element) {
                    // Rows are measured when they come into view; their height then stays in the layout.
                    if !wasOnScreen {
                        let measured = min(
                            max(0, client?.height(of: element) ?? view.preferredHeight), ContentLimits.maximumExtent)
                        if measured != height {
                            layout.setHeight(measured, at: index)
                            height = measured
                        }
                    }
                    view.frame = Rect(x: 0, y: y, width: width, height: height)
                    if height > 0 {
                        view.draw(in: canvas.child(in: Rect(x: 0, y: y, width: width, height: height)))
                    }
                }
            }
            y += height
            index += 1
        }
        finishFrame()
        drawStickyHeader(in: canvas, width: width)
        updatePrefetchWindow(visible: topRow..<index, pageRows: size.height)
    }

    /// The flat rows the viewport shows at the heights the layout has now (rows measured as
    /// they come into view may still change them). O(visible rows).
    private func rowsInView(height: Int) -> Range<Int> {
        var end = topRow
        var y = -topRowOffset
        while y < height, end < layout.rowCount {
            y += layout.heights.extent(at: end)
            end += 1
        }
        return topRow..<end
    }

    /// Tells the delegate about items within a screenful above and below the visible rows,
    /// once as they enter that window and once if they leave it without being shown. Does
    /// nothing while the visible rows stay the same.
    private func updatePrefetchWindow(visible: Range<Int>, pageRows: Int) {
        guard prefetchesItems, visible != prefetchedAround else { return }
        prefetchedAround = visible
        let below = visible.upperBound..<min(layout.rowCount, visible.upperBound + pageRows)
        let above = max(0, visible.lowerBound - pageRows)..<visible.lowerBound
        var window = Set<IndexPath>()
        for flat in Array(below) + Array(above) {
            if case .item(let indexPath)? = layout.row(at: flat) { window.insert(indexPath) }
        }
        let entering = window.subtracting(prefetched)
        var leaving: [IndexPath] = []
        for indexPath in prefetched where !window.contains(indexPath) {
            if let flat = layout.flatIndex(of: .item(indexPath)), visible.contains(flat) { continue }
            leaving.append(indexPath)
        }
        prefetched = window
        if !leaving.isEmpty { client?.cancelPrefetchingItems(at: leaving.sorted()) }
        if !entering.isEmpty { client?.prefetchItems(at: entering.sorted()) }
    }

    /// Draws the header of the top row's section over the top row, when sticky headers are
    /// on and that header has scrolled away.
    private func drawStickyHeader(in canvas: any Canvas, width: Int) {
        guard stickyHeaders, let topRowValue = layout.row(at: topRow) else {
            releaseStickyHeaderView()
            return
        }
        let section = topRowValue.section
        let headerIsTopRow: Bool
        if case .header = topRowValue { headerIsTopRow = topRowOffset == 0 } else { headerIsTopRow = false }
        guard layout.hasHeader(inSection: section), !headerIsTopRow,
            let headerIndex = layout.flatIndex(of: .header(section: section))
        else {
            releaseStickyHeaderView()
            return
        }
        if stickyHeader?.section != section {
            releaseStickyHeaderView()
            if let view = client?.supplementaryView(.header, inSection: section) {
                stickyHeader = (section, view)
            }
        }
        guard let view = stickyHeader?.view else { return }
        let height = max(1, layout.heights.extent(at: headerIndex))
        view.frame = Rect(x: 0, y: 0, width: width, height: height)
        view.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: width, height: height)))
    }

}
