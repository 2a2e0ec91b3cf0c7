extension GridHost {
    /// Lays out and draws the visible bands into `canvas`, which covers the host's rectangle.
    ///
    /// Cost: O(visible elements × log r). Elements already on screen keep their views,
    /// elements that scrolled in are dequeued, those that scrolled out go back to their
    /// queues. Hot path: in steady state it allocates nothing (the frame's view table is
    /// reused between frames).
    public func draw(in canvas: any Canvas) {
        let size = canvas.size
        if size != viewportSize {
            if size.width != viewportSize.width { setNeedsRelayout() }
            viewportSize = size
            if let cursor, !needsRelayout, !needsReload { scrollToItem(cursor) }
        }
        reloadIfNeeded()
        resolveVisibleSections()
        scroll(toContentOffset: contentOffset)
        canvas.fill(Rect(origin: .zero, size: size), style: .plain)
        let content = canvas.child(in: Rect(x: 0, y: 0, width: contentWidth, height: size.height))
        drawBands(in: content)
        if showsScrollIndicator, size.width > 1, layout.contentHeight > size.height {
            ScrollIndicator.draw(
                in: canvas.child(in: Rect(x: size.width - 1, y: 0, width: 1, height: size.height)),
                contentHeight: layout.contentHeight, offset: contentOffset
            )
        }
    }

    /// Measures the sections sized per item that the viewport shows; repeats while
    /// measuring moves other estimated sections into view (at most once per section).
    private func resolveVisibleSections() {
        var rounds = 0
        while rounds <= layout.sectionCount {
            rounds += 1
            scroll(toContentOffset: contentOffset)
            let bands = layout.heights.indices(intersecting: contentOffset..<(contentOffset + max(1, viewportSize.height)))
            guard let first = layout.section(containingBand: bands.lowerBound),
                  let last = layout.section(containingBand: max(bands.lowerBound, bands.upperBound - 1)) else { return }
            var resolvedAny = false
            for section in first...max(first, last) where layout.needsResolving(section: section) {
                resolve(section: section)
                resolvedAny = true
            }
            if !resolvedAny { return }
        }
    }

    private func drawBands(in canvas: ChildCanvas) {
        let height = canvas.size.height
        let width = canvas.size.width
        releaseViewsOutside(layout.heights.indices(intersecting: contentOffset..<(contentOffset + max(0, height))))
        if height > 0, var band = layout.heights.index(containing: contentOffset) {
            var y = layout.heights.offset(of: band) - contentOffset
            while y < height, band < layout.bandCount, let kind = layout.band(at: band) {
                var extent = layout.heights.extent(at: band)
                switch kind {
                case .supplementary(let supplementaryKind, let section):
                    extent = drawSupplementary(supplementaryKind, section: section, band: band, extent: extent, y: y, width: width, in: canvas)
                case .items(let section, let row):
                    drawRow(row, section: section, y: y, in: canvas)
                case .topInset, .bottomInset:
                    break
                }
                y += extent
                band += 1
            }
        }
        for (element, view) in visibleViews where nextVisibleViews[element] == nil {
            endDisplaying(view, element: element)
        }
        swap(&visibleViews, &nextVisibleViews)
        nextVisibleViews.removeAll(keepingCapacity: true)
    }

    /// Parks the views whose bands left the viewport before anything is dequeued, so a jump
    /// (End, a page) reuses them instead of making new ones. O(views on screen × log r).
    private func releaseViewsOutside(_ bands: Range<Int>) {
        nextVisibleViews.removeAll(keepingCapacity: true)
        for (element, view) in visibleViews {
            let band: Int?
            switch element {
            case .item(let indexPath): band = layout.bandIndex(ofItem: indexPath)
            case .supplementary(let kind, let section): band = layout.bandIndex(of: .supplementary(kind, section: section))
            }
            if let band, bands.contains(band) {
                nextVisibleViews[element] = view
            } else {
                endDisplaying(view, element: element)
            }
        }
        swap(&visibleViews, &nextVisibleViews)
        nextVisibleViews.removeAll(keepingCapacity: true)
    }

    /// Draws a full-width supplementary band, measuring it the first time it shows when the
    /// delegate gives no height. Returns its (possibly measured) height.
    private func drawSupplementary(
        _ kind: SupplementaryKind, section: Int, band: Int, extent: Int, y: Int, width: Int, in canvas: ChildCanvas
    ) -> Int {
        let element = GridElement.supplementary(kind, section: section)
        guard let view = view(for: element) else { return extent }
        var extent = extent
        if measuredSupplementaries.insert(element).inserted,
           delegate?.gridHost(self, heightForSupplementaryOfKind: kind, inSection: section) == nil {
            let measured = max(0, view.preferredHeight)
            if measured != extent {
                layout.setHeight(measured, ofBand: band)
                extent = measured
            }
        }
        let frame = Rect(x: 0, y: y, width: width, height: extent)
        view.frame = frame
        if extent > 0 { view.draw(in: canvas.child(in: frame)) }
        return extent
    }

    /// Draws the items of one row, each at its column, top-aligned in the row.
    private func drawRow(_ row: Int, section: Int, y: Int, in canvas: ChildCanvas) {
        for item in layout.items(inRow: row, section: section) {
            let indexPath = IndexPath(item: item, section: section)
            guard let view = view(for: .item(indexPath)), let frame = layout.frame(of: indexPath) else { continue }
            let onScreen = Rect(x: frame.x, y: y, width: frame.width, height: frame.height)
            view.frame = onScreen
            view.draw(in: canvas.child(in: onScreen))
        }
    }

    /// The view for `element`: the one already on screen, or a new dequeue (with willDisplay).
    private func view(for element: GridElement) -> ReusableView? {
        if let view = nextVisibleViews[element] { return view }
        if let view = visibleViews[element] {
            nextVisibleViews[element] = view
            return view
        }
        guard let dataSource else { return nil }
        let view: ReusableView?
        switch element {
        case .item(let indexPath):
            let cell = dataSource.gridHost(self, cellForItemAt: indexPath)
            cell.isHighlighted = isFocused && cursor == indexPath
            cell.isSelected = isSelected(indexPath)
            delegate?.gridHost(self, willDisplay: cell, forItemAt: indexPath)
            view = cell
        case .supplementary(let kind, let section):
            view = dataSource.gridHost(self, supplementaryViewOfKind: kind, inSection: section)
            if let view { delegate?.gridHost(self, willDisplaySupplementary: view, ofKind: kind, inSection: section) }
        }
        if let view { nextVisibleViews[element] = view }
        return view
    }
}
