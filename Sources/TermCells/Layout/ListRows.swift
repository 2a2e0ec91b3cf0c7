/// Where every row of a table is, without walking the rows.
///
/// Rows of all sections form one flat sequence (`[header] items [footer] [gap]` per
/// section) whose heights live in an ``OffsetIndex``: "which row is at offset y" and
/// "where is row i" cost O(log n). Sections are kept in an array of their first flat
/// index, searched by bisection, so a row's index path costs O(log sections).
/// Heights start at an estimate and are corrected as rows are measured on screen, so a
/// million rows are laid out in constant time.
struct ListRows: Sendable {
    struct SectionLayout: Sendable {
        var start: Int
        var hasHeader: Bool
        var itemCount: Int
        var hasFooter: Bool
        var hasGap: Bool
        var rowCount: Int { (hasHeader ? 1 : 0) + itemCount + (hasFooter ? 1 : 0) + (hasGap ? 1 : 0) }
    }

    var sections: [SectionLayout] = []
    /// Row heights, flat.
    var heights = OffsetIndex()

    init() {}

    /// The number of flat rows.
    var rowCount: Int { heights.count }
    /// The height of the whole content.
    var contentHeight: Int { heights.totalExtent }
    /// The number of sections.
    var sectionCount: Int { sections.count }

    /// Rebuilds the layout: `itemCounts[s]` items in section s, and whether it shows a
    /// header, a footer and a gap after it. Items get `estimatedItemHeight`; headers,
    /// footers and gaps get their own heights.
    mutating func rebuild(
        itemCounts: [Int], hasHeader: (Int) -> Bool, hasFooter: (Int) -> Bool,
        gap: Int, estimatedItemHeight: Int, headerHeight: Int, footerHeight: Int
    ) {
        sections.removeAll(keepingCapacity: true)
        let gap = min(max(0, gap), ContentLimits.maximumExtent)
        var start = 0
        for (section, count) in itemCounts.enumerated() {
            let layout = SectionLayout(
                start: start, hasHeader: hasHeader(section), itemCount: max(0, count),
                hasFooter: hasFooter(section), hasGap: gap > 0 && section < itemCounts.count - 1
            )
            sections.append(layout)
            start += layout.rowCount
        }
        heights.replaceAll(count: start, extent: min(max(0, estimatedItemHeight), ContentLimits.maximumExtent))
        for (section, layout) in sections.enumerated() {
            if layout.hasHeader { heights.setExtent(headerHeight, at: layout.start) }
            if layout.hasFooter {
                heights.setExtent(footerHeight, at: layout.start + (layout.hasHeader ? 1 : 0) + layout.itemCount)
            }
            if layout.hasGap { heights.setExtent(gap, at: layout.start + layout.rowCount - 1) }
            _ = section
        }
    }

    /// The row at flat index `index`, or nil when out of range.
    func row(at index: Int) -> ListRow? {
        guard index >= 0, index < rowCount, let section = section(containingFlatIndex: index) else { return nil }
        let layout = sections[section]
        var local = index - layout.start
        if layout.hasHeader {
            if local == 0 { return .header(section: section) }
            local -= 1
        }
        if local < layout.itemCount { return .item(IndexPath(item: local, section: section)) }
        local -= layout.itemCount
        if layout.hasFooter {
            if local == 0 { return .footer(section: section) }
            local -= 1
        }
        return .gap(section: section)
    }

    /// The flat index of `row`, or nil when the layout has no such row.
    func flatIndex(of row: ListRow) -> Int? {
        guard row.section >= 0, row.section < sections.count else { return nil }
        let layout = sections[row.section]
        switch row {
        case .header:
            return layout.hasHeader ? layout.start : nil
        case .item(let indexPath):
            guard indexPath.item >= 0, indexPath.item < layout.itemCount else { return nil }
            return layout.start + (layout.hasHeader ? 1 : 0) + indexPath.item
        case .footer:
            return layout.hasFooter ? layout.start + (layout.hasHeader ? 1 : 0) + layout.itemCount : nil
        case .gap:
            return layout.hasGap ? layout.start + layout.rowCount - 1 : nil
        }
    }

    /// The flat index of the row showing `element`, or nil.
    func flatIndex(ofElement element: LayoutElement) -> Int? {
        ListRow(element).flatMap { flatIndex(of: $0) }
    }

    /// The number of items in `section` (0 when out of range).
    func itemCount(inSection section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].itemCount : 0
    }

    /// Whether `section` shows a header row.
    func hasHeader(inSection section: Int) -> Bool {
        section >= 0 && section < sections.count && sections[section].hasHeader
    }

    /// The item row nearest to flat index `index`, looking forward then backward.
    func nearestItem(toFlatIndex index: Int) -> IndexPath? {
        guard rowCount > 0 else { return nil }
        let clamped = min(max(0, index), rowCount - 1)
        if case .item(let indexPath)? = row(at: clamped) { return indexPath }
        guard let section = section(containingFlatIndex: clamped) else { return nil }
        // Within a section the only non-item rows are its header, footer and gap.
        if case .header? = row(at: clamped), sections[section].itemCount > 0 {
            return IndexPath(item: 0, section: section)
        }
        if sections[section].itemCount > 0 {
            return IndexPath(item: sections[section].itemCount - 1, section: section)
        }
        // An empty section: the first item after it, else the last one before it.
        if let later = sections[(section + 1)...].firstIndex(where: { $0.itemCount > 0 }) {
            return IndexPath(item: 0, section: later)
        }
        return sections[..<section].lastIndex { $0.itemCount > 0 }.map {
            IndexPath(item: sections[$0].itemCount - 1, section: $0)
        }
    }

    /// Sets the height of the row at flat index `index`; returns whether it changed.
    @discardableResult
    mutating func setHeight(_ height: Int, at index: Int) -> Bool {
        let height = min(max(0, height), ContentLimits.maximumExtent)
        guard heights.extent(at: index) != height else { return false }
        return heights.setExtent(height, at: index)
    }

    /// Gives every item row of `section` the height `estimate`; returns whether a row's
    /// height changed. O(log n + runs of heights in the section).
    mutating func resetItemHeights(inSection section: Int, to estimate: Int) -> Bool {
        guard section >= 0, section < sections.count, sections[section].itemCount > 0 else { return false }
        let estimate = min(max(0, estimate), ContentLimits.maximumExtent)
        let first = sections[section].start + (sections[section].hasHeader ? 1 : 0)
        let rows = first..<first + sections[section].itemCount
        if heights.isOneRun(rows), heights.extent(at: first) == estimate { return false }
        heights.removeSubrange(rows)
        heights.insert(count: rows.count, extent: estimate, at: first)
        return true
    }

    private func section(containingFlatIndex index: Int) -> Int? {
        // Skip empty sections that start at the same flat index.
        guard var section = sections.lastSection(startingAtOrBefore: index) else { return nil }
        while section > 0 && sections[section].rowCount == 0 { section -= 1 }
        return section
    }
}
