/// The layout of a ``GridHost``: items flow left to right in rows, as many columns as the
/// width allows, re-flowed when the width changes; sections have full-width headers, footers
/// and other supplementary views, insets and spacing (``FlowSectionMetrics``).
///
/// Sections of fixed-size items are arithmetic (O(1) to lay out a million tiles); sections
/// sized per item are measured when they first come near the screen or the cursor. Every
/// question is O(log r) over the bands' cumulative heights (r: a handful per section).
public final class GridLayout: CollectionLayout {
    /// Bands and sections, flat.
    var flow = FlowLayout()
    /// Supplementary views measured on screen since the last prepare (or their section's
    /// last `updateSupplementaries`).
    private var measured: Set<LayoutElement> = []
    private var content: LayoutContent?

    /// Item size, spacing and insets of every section the data source gives no metrics for.
    public var metrics = FlowSectionMetrics()

    /// Creates a flow layout with default metrics.
    public init() {}

    public var sectionCount: Int { flow.sectionCount }
    public func itemCount(inSection section: Int) -> Int { flow.itemCount(inSection: section) }
    public var contentSize: Size { Size(width: flow.width, height: flow.contentHeight) }

    public func prepare(_ content: LayoutContent, viewport: Size) {
        self.content = content
        measured.removeAll(keepingCapacity: true)
        flow.rebuild(width: viewport.width, sections: sectionInputs(content))
    }

    /// A new width re-flows the items.
    public func viewportDidChange(to size: Size) -> Bool { size.width != flow.width }

    private func sectionInputs(_ content: LayoutContent) -> [FlowLayout.SectionInput] {
        let extraKinds = content.supplementaryKinds
        return (0..<content.numberOfSections).map { section in
            let leading = ([SupplementaryKind.header] + extraKinds).filter {
                content.hasSupplementary($0, inSection: section)
            }
            let footer = content.hasSupplementary(.footer, inSection: section)
            return FlowLayout.SectionInput(
                itemCount: content.numberOfItems(inSection: section),
                leading: leading.map { ($0, supplementaryHeight($0, section, content)) },
                footerHeight: footer ? supplementaryHeight(.footer, section, content) : nil,
                metrics: content.metrics(forSection: section) ?? metrics,
                sizesItemsIndividually: content.sizesItemsIndividually(inSection: section))
        }
    }

    /// The data source's height, or 1 until the view is measured on screen.
    private func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int, _ content: LayoutContent) -> Int {
        content.height(of: .supplementary(kind, section: section)) ?? 1
    }

    /// A section's new header or footer models may want other heights: their views are
    /// measured again when they next show.
    public func apply(_ change: StorageChange, content: LayoutContent) -> Bool {
        if case .updateSupplementaries(let section) = change {
            measured = measured.filter { $0.section != section }
        }
        return flow.apply(change)
    }

    /// Whether every section shows the supplementary views and the sizing the data source
    /// gives now. O(sections × kinds).
    public func finishUpdate(_ content: LayoutContent) -> Bool {
        let extraKinds = content.supplementaryKinds
        return (0..<flow.sectionCount).allSatisfy { section in
            let leading = ([SupplementaryKind.header] + extraKinds).filter {
                content.hasSupplementary($0, inSection: section)
            }
            return flow.showsSupplementaries(
                ofSection: section, leading: leading, footer: content.hasSupplementary(.footer, inSection: section))
                && flow.sizesItemsIndividually(section: section)
                    == content.sizesItemsIndividually(inSection: section)
        }
    }

    public func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void) {
        guard rect.height > 0 else { return }
        let bands = flow.heights.indices(intersecting: max(0, rect.y)..<max(0, rect.maxY))
        for index in bands {
            switch flow.band(at: index) {
            case .supplementary(let kind, let section)?:
                let element = LayoutElement.supplementary(kind, section: section)
                let frame = Rect(
                    x: 0, y: flow.heights.offset(of: index), width: flow.width,
                    height: flow.heights.extent(at: index))
                body(element, frame)
            case .items(let section, let row)?:
                // The row's top once, then each item's column and size. An item shorter than its
                // row may lie outside `rect` though its row meets it.
                let y = flow.heights.offset(of: index)
                flow.forEachItem(inRow: row, section: section) { item, x, size in
                    let frame = Rect(x: x, y: y, width: size.width, height: size.height)
                    if frame.meets(rect) { body(.item(IndexPath(item: item, section: section)), frame) }
                }
            case .topInset?, .bottomInset?, nil:
                break
            }
        }
    }

    public func frame(of element: LayoutElement) -> Rect? {
        switch element {
        case .item(let indexPath):
            return flow.frame(of: indexPath)
        case .supplementary(let kind, let section):
            guard let band = flow.bandIndex(of: .supplementary(kind, section: section)) else { return nil }
            return Rect(
                x: 0, y: flow.heights.offset(of: band), width: flow.width, height: flow.heights.extent(at: band))
        }
    }

    /// Supplementary views are measured once, the first time they show (again after their
    /// models change).
    public func measuresHeight(of element: LayoutElement) -> Bool {
        if case .supplementary = element { return !measured.contains(element) }
        return false
    }

    public func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool {
        guard case .supplementary(let kind, let section) = element, measured.insert(element).inserted,
            let band = flow.bandIndex(of: .supplementary(kind, section: section))
        else { return false }
        return flow.setHeight(height, ofBand: band)
    }

    /// An item of a section's first row brings the section's top (its header) along, when
    /// both fit.
    public func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect? {
        guard let frame = flow.frame(of: indexPath) else { return nil }
        if flow.row(of: indexPath) == 0, let top = flow.top(ofSection: indexPath.section),
            frame.maxY - top <= viewport.height
        {
            return Rect(x: frame.x, y: top, width: frame.width, height: frame.maxY - top)
        }
        return frame
    }

    /// Measures the sections sized per item that `rect` shows; repeats while measuring moves
    /// other estimated sections into it (at most once per section).
    public func resolveElements(in rect: Rect, content: LayoutContent) {
        var rounds = 0
        while rounds <= flow.sectionCount {
            rounds += 1
            let bands = flow.heights.indices(intersecting: max(0, rect.y)..<(max(0, rect.y) + max(1, rect.height)))
            guard let first = flow.section(containingBand: bands.lowerBound),
                let last = flow.section(containingBand: max(bands.lowerBound, bands.upperBound - 1))
            else { return }
            var resolvedAny = false
            for section in first...max(first, last) where flow.needsResolving(section: section) {
                resolve(section: section, content: content)
                resolvedAny = true
            }
            if !resolvedAny { return }
        }
    }

    public func resolveItem(at indexPath: IndexPath, content: LayoutContent) {
        resolve(section: indexPath.section, content: content)
    }

    /// Measures a section sized per item if it is still an estimate. O(k) for its k items, once.
    func resolve(section: Int, content: LayoutContent) {
        guard flow.needsResolving(section: section) else { return }
        let fallback = (content.metrics(forSection: section) ?? metrics).itemSize
        // Sizes are gathered before the layout is edited, so a delegate may read the layout.
        let sizes = (0..<flow.itemCount(inSection: section)).map {
            content.size(ofItemAt: IndexPath(item: $0, section: section)) ?? fallback
        }
        flow.resolve(section: section, size: { sizes[$0] })
    }

    /// Left and right: the previous and next item in reading order; up and down: the item of
    /// the row above or below whose centre is nearest to the preferred column, across
    /// sections; a page: the item nearest that column about a page away.
    public func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext)
        -> IndexPath?
    {
        switch direction {
        case .left: return item(after: indexPath, step: -1)
        case .right: return item(after: indexPath, step: 1)
        case .up, .down:
            let step = direction == .down ? 1 : -1
            guard var target = flow.adjacentRow(to: indexPath, direction: step) else { return nil }
            if flow.needsResolving(section: target.section) {
                resolve(section: target.section, content: context.content)
                guard let again = flow.adjacentRow(to: indexPath, direction: step) else { return nil }
                target = again
            }
            return flow.nearestItem(inRow: target.row, section: target.section, toX: context.preferredX)
        case .pageUp, .pageDown:
            return item(
                byRows: direction == .pageDown ? context.pageHeight : -context.pageHeight, from: indexPath,
                x: context.preferredX, content: context.content)
        }
    }

    private func item(byRows rows: Int, from current: IndexPath, x: Int, content: LayoutContent) -> IndexPath? {
        guard let frame = flow.frame(of: current) else { return rows > 0 ? firstItem : lastItem }
        let target = frame.y + rows
        if rows > 0, target >= flow.contentHeight { return lastItem }
        if rows < 0, target < 0 { return firstItem }
        let clamped = min(max(0, target), max(0, flow.contentHeight - 1))
        guard let band = flow.heights.index(containing: clamped),
            var row = flow.nearestRow(toBand: band, forward: rows > 0)
        else { return nil }
        if flow.needsResolving(section: row.section) {
            resolve(section: row.section, content: content)
            guard let again = flow.heights.index(containing: clamped),
                let resolved = flow.nearestRow(toBand: again, forward: rows > 0)
            else { return nil }
            row = resolved
        }
        return flow.nearestItem(inRow: row.row, section: row.section, toX: x)
    }
}
