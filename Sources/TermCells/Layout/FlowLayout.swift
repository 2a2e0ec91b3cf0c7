/// Where every header, row of items and footer of a grid is, without walking the items.
///
/// The bands of all sections (see ``FlowBand``) form one flat sequence whose heights live in
/// an ``OffsetIndex``: "which band is at offset y" and "where does band b start" are O(log r)
/// (r: stored runs, a handful per section). Sections are found by bisection over their first
/// band, O(log sections).
///
/// Columns come from the width: `(width − insets + spacing) / (itemWidth + spacing)`, at
/// least one. A section of fixed-size items is arithmetic — its rows are one or two runs in
/// the index and an item's row is `item / columns` — so laying out a million tiles, or
/// re-flowing them after a resize, costs O(1) per section. A section sized per item is laid
/// out as if fixed-size (an estimate) until ``resolve(section:size:)`` measures it: O(k)
/// size questions for its k items, once per reload or width change, and only for sections
/// that come near the screen or the cursor.
struct FlowLayout: Sendable {
    /// What a section contributes to the layout.
    struct SectionInput: Sendable {
        var itemCount: Int
        /// Supplementary views above the items, header first, with their heights.
        var leading: [(kind: SupplementaryKind, height: Int)]
        /// The footer's height, or nil when the section shows none.
        var footerHeight: Int?
        var metrics: FlowSectionMetrics
        /// Whether items are sized one by one (``resolve(section:size:)`` measures them).
        var sizesItemsIndividually: Bool

        init(
            itemCount: Int, leading: [(kind: SupplementaryKind, height: Int)] = [], footerHeight: Int? = nil,
            metrics: FlowSectionMetrics = FlowSectionMetrics(), sizesItemsIndividually: Bool = false
        ) {
            self.itemCount = itemCount
            self.leading = leading
            self.footerHeight = footerHeight
            self.metrics = metrics
            self.sizesItemsIndividually = sizesItemsIndividually
        }
    }

    struct Section: Sendable {
        var start: Int
        var itemCount: Int
        var leadingKinds: [SupplementaryKind]
        var hasFooter: Bool
        var metrics: FlowSectionMetrics
        var rows: FlowRows
        var rowCount: Int

        var topInsetBand: Int { start + leadingKinds.count }
        var firstRowBand: Int { topInsetBand + 1 }
        var bottomInsetBand: Int { firstRowBand + rowCount }
        var footerBand: Int? { hasFooter ? bottomInsetBand + 1 : nil }
        var bandCount: Int { leadingKinds.count + 2 + rowCount + (hasFooter ? 1 : 0) }

        /// The row of `item`.
        func row(of item: Int) -> Int {
            switch rows {
            case .uniform(let columns), .estimated(let columns): return item / columns
            case .measured(let measured): return measured.row(of: item)
            }
        }

        /// The items of `row`.
        func items(inRow row: Int) -> Range<Int> {
            switch rows {
            case .uniform(let columns), .estimated(let columns):
                guard row >= 0, row < rowCount else { return 0..<0 }
                return (row * columns)..<min(itemCount, (row + 1) * columns)
            case .measured(let measured):
                return measured.items(inRow: row, count: itemCount)
            }
        }

        /// The item's column and size, relative to the section's left edge and its row's top.
        func placement(of item: Int) -> (x: Int, size: Size) {
            switch rows {
            case .uniform(let columns), .estimated(let columns):
                let size = metrics.clampedItemSize
                return (metrics.clampedInsets.left + (item % columns) * (size.width + metrics.clampedItemSpacing), size)
            case .measured(let measured):
                guard item >= 0, item < measured.sizes.count else { return (0, Size(width: 1, height: 1)) }
                return (measured.xs[item], measured.sizes[item])
            }
        }

        /// The height of `row` without the line spacing below it.
        func height(ofRow row: Int) -> Int {
            if case .measured(let measured) = rows, row >= 0, row < measured.heights.count {
                return measured.heights[row]
            }
            return metrics.clampedItemSize.height
        }
    }

    var sections: [Section] = []
    /// Band heights, flat.
    var heights = OffsetIndex()
    /// The width the layout was flowed for.
    private(set) var width = 0

    init() {}

    /// The number of bands.
    var bandCount: Int { heights.count }
    /// The height of the whole content.
    var contentHeight: Int { heights.totalExtent }
    /// The number of sections.
    var sectionCount: Int { sections.count }

    /// The columns a section of fixed-size items gets in `width`.
    static func columns(width: Int, metrics: FlowSectionMetrics) -> Int {
        let insets = metrics.clampedInsets
        let spacing = metrics.clampedItemSpacing
        let available = width - insets.horizontal
        return max(1, (available + spacing) / (metrics.clampedItemSize.width + spacing))
    }

    /// Lays out `inputs` in `width` columns. O(sections): fixed-size sections are
    /// arithmetic and per-item sections start as estimates.
    mutating func rebuild(width: Int, sections inputs: [SectionInput]) {
        self.width = max(0, width)
        sections.removeAll(keepingCapacity: true)
        heights.removeAll()
        var start = 0
        for input in inputs {
            let count = max(0, input.itemCount)
            let columns = Self.columns(width: self.width, metrics: input.metrics)
            let rowCount = (count + columns - 1) / columns
            let section = Section(
                start: start, itemCount: count, leadingKinds: input.leading.map(\.kind),
                hasFooter: input.footerHeight != nil, metrics: input.metrics,
                rows: input.sizesItemsIndividually ? .estimated(columns: columns) : .uniform(columns: columns),
                rowCount: rowCount
            )
            for (_, height) in input.leading {
                heights.append(count: 1, extent: min(max(0, height), ContentLimits.maximumExtent))
            }
            let insets = input.metrics.clampedInsets
            heights.append(count: 1, extent: count > 0 ? insets.top : 0)
            appendUniformRows(rowCount, metrics: input.metrics)
            heights.append(count: 1, extent: count > 0 ? insets.bottom : 0)
            if let footer = input.footerHeight {
                heights.append(count: 1, extent: min(max(0, footer), ContentLimits.maximumExtent))
            }
            sections.append(section)
            start += section.bandCount
        }
    }

    private mutating func appendUniformRows(_ rowCount: Int, metrics: FlowSectionMetrics) {
        guard rowCount > 0 else { return }
        let height = metrics.clampedItemSize.height
        heights.append(count: rowCount - 1, extent: height + metrics.clampedLineSpacing)
        heights.append(count: 1, extent: height)
    }

    /// Whether `section` is sized per item (measured or not yet).
    func sizesItemsIndividually(section: Int) -> Bool {
        guard section >= 0, section < sections.count else { return false }
        if case .uniform = sections[section].rows { return false }
        return true
    }

    /// Whether `section` is sized per item and not measured yet.
    func needsResolving(section: Int) -> Bool {
        guard section >= 0, section < sections.count, case .estimated = sections[section].rows else { return false }
        return true
    }

    /// Measures a per-item section: asks `size` for each of its items (O(k)), breaks them
    /// into rows and replaces the estimated rows (O(log r + rows)). Returns the change of the
    /// content height and the content offset where the section starts, so a host can keep
    /// what is on screen in place; nil when there was nothing to do.
    @discardableResult
    mutating func resolve(section index: Int, size: (Int) -> Size) -> (heightDelta: Int, sectionTop: Int)? {
        guard needsResolving(section: index) else { return nil }
        var section = sections[index]
        let measured = MeasuredFlowRows(count: section.itemCount, width: width, metrics: section.metrics, size: size)
        let oldTotal = heights.totalExtent
        let top = heights.offset(of: section.start)
        heights.removeSubrange(section.firstRowBand..<(section.firstRowBand + section.rowCount))
        let spacing = section.metrics.clampedLineSpacing
        let extents = measured.heights.enumerated().map { row, height in
            height + (row < measured.heights.count - 1 ? spacing : 0)
        }
        heights.insert(extents, at: section.firstRowBand)
        let bandDelta = measured.rowCount - section.rowCount
        section.rowCount = measured.rowCount
        section.rows = .measured(measured)
        sections[index] = section
        if bandDelta != 0 {
            for later in (index + 1)..<sections.count { sections[later].start += bandDelta }
        }
        return (heights.totalExtent - oldTotal, top)
    }

    /// Sets the height of a supplementary band (measured on screen); returns whether it changed.
    @discardableResult
    mutating func setHeight(_ height: Int, ofBand band: Int) -> Bool {
        let height = min(max(0, height), ContentLimits.maximumExtent)
        guard heights.extent(at: band) != height else { return false }
        return heights.setExtent(height, at: band)
    }
}
