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
            if let cursorItem, !needsRelayout, !needsReload { scrollToItem(cursorItem) }
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
        reportFocus(in: canvas)
    }

    /// Measures the sections sized per item that the viewport shows; repeats while
    /// measuring moves other estimated sections into view (at most once per section).
    private func resolveVisibleSections() {
        var rounds = 0
        while rounds <= layout.sectionCount {
            rounds += 1
            scroll(toContentOffset: contentOffset)
            let bands = layout.heights.indices(
                intersecting: contentOffset..<(contentOffset + max(1, viewportSize.height)))
            guard let first = layout.section(containingBand: bands.lowerBound),
                let last = layout.section(containingBand: max(bands.lowerBound, bands.upperBound - 1))
            else { return }
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
        let bands = layout.heights.indices(intersecting: contentOffset..<(contentOffset + max(0, height)))
        releaseViews { band(of: $0).map(bands.contains) ?? false }
        if height > 0, var band = layout.heights.index(containing: contentOffset) {
            var y = layout.heights.offset(of: band) - contentOffset
            while y < height, band < layout.bandCount, let kind = layout.band(at: band) {
                var extent = layout.heights.extent(at: band)
                switch kind {
                case .supplementary(let supplementaryKind, let section):
                    extent = drawSupplementary(
                        supplementaryKind, section: section, band: band, extent: extent, y: y, width: width, in: canvas)
                case .items(let section, let row):
                    drawRow(row, section: section, y: y, in: canvas)
                case .topInset, .bottomInset:
                    break
                }
                y += extent
                band += 1
            }
        }
        finishFrame()
    }

    /// The flat band of an element, for parking views whose bands left the viewport.
    private func band(of element: LayoutElement) -> Int? {
        switch element {
        case .item(let indexPath): return layout.bandIndex(ofItem: indexPath)
        case .supplementary(let kind, let section): return layout.bandIndex(of: .supplementary(kind, section: section))
        }
    }

    /// Draws a full-width supplementary band, measuring it the first time it shows when the
    /// delegate gives no height. Returns its (possibly measured) height.
    private func drawSupplementary(
        _ kind: SupplementaryKind, section: Int, band: Int, extent: Int, y: Int, width: Int, in canvas: ChildCanvas
    ) -> Int {
        let element = LayoutElement.supplementary(kind, section: section)
        guard let view = view(for: element) else { return extent }
        var extent = extent
        if measuredSupplementaries.insert(element).inserted,
            client?.height(of: element) == nil
        {
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
}
