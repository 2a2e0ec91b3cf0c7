extension ListRows {
    /// Replays one storage change onto the layout, keeping every measured height.
    ///
    /// Returns the flat rows the change removed and inserted, so a host can keep its anchor
    /// (the row on top of the viewport) in place. Cost: O(log n + sections) for item
    /// changes, ranged inserts and deletes included; a section's rows for section changes. Header, footer and gap rows of
    /// changed sections are fixed afterwards by ``reconcileSupplementaries(_:)``.
    mutating func apply(_ change: StorageChange, estimatedItemHeight: Int) -> (
        removed: Range<Int>?, inserted: Range<Int>?
    ) {
        switch change {
        case .insertItem(let indexPath):
            guard let flat = flatIndexForInsertingItem(at: indexPath) else { return (nil, nil) }
            heights.insert(count: 1, extent: estimatedItemHeight, at: flat)
            sections[indexPath.section].itemCount += 1
            shiftStarts(after: indexPath.section, by: 1)
            return (nil, flat..<flat + 1)
        case .deleteItem(let indexPath):
            guard let flat = flatIndex(of: .item(indexPath)) else { return (nil, nil) }
            heights.remove(at: flat)
            sections[indexPath.section].itemCount -= 1
            shiftStarts(after: indexPath.section, by: -1)
            return (flat..<flat + 1, nil)
        case .moveItem(let from, let to):
            guard let source = flatIndex(of: .item(from)) else { return (nil, nil) }
            let height = heights.extent(at: source)
            heights.remove(at: source)
            sections[from.section].itemCount -= 1
            shiftStarts(after: from.section, by: -1)
            guard let destination = flatIndexForInsertingItem(at: to) else { return (source..<source + 1, nil) }
            heights.insert(count: 1, extent: height, at: destination)
            sections[to.section].itemCount += 1
            shiftStarts(after: to.section, by: 1)
            return (source..<source + 1, destination..<destination + 1)
        case .insertSection(let index):
            guard index >= 0, index <= sections.count else { return (nil, nil) }
            let start = index < sections.count ? sections[index].start : rowCount
            sections.insert(
                SectionLayout(start: start, hasHeader: false, itemCount: 0, hasFooter: false, hasGap: false), at: index)
            return (nil, nil)
        case .deleteSection(let index):
            guard index >= 0, index < sections.count else { return (nil, nil) }
            let removed = sections[index].start..<sections[index].start + sections[index].rowCount
            heights.removeSubrange(removed)
            sections.remove(at: index)
            shiftStarts(after: index - 1, by: -removed.count)
            return (removed, nil)
        case .moveSection(let from, let to):
            guard from >= 0, from < sections.count, to >= 0, to < sections.count else { return (nil, nil) }
            let moving = sections[from]
            let range = moving.start..<moving.start + moving.rowCount
            var extents: [Int] = []
            extents.reserveCapacity(range.count)
            heights.forEachRow(in: range) { _, _, extent in extents.append(extent) }
            heights.removeSubrange(range)
            sections.remove(at: from)
            shiftStarts(after: from - 1, by: -range.count)
            let start = to < sections.count ? sections[to].start : rowCount
            var placed = moving
            placed.start = start
            sections.insert(placed, at: to)
            heights.insert(extents, at: start)
            shiftStarts(after: to, by: range.count)
            return (range, start..<start + range.count)
        case .insertItems(let range, let section):
            guard !range.isEmpty,
                let flat = flatIndexForInsertingItem(at: IndexPath(item: range.lowerBound, section: section))
            else { return (nil, nil) }
            heights.insert(count: range.count, extent: estimatedItemHeight, at: flat)
            sections[section].itemCount += range.count
            shiftStarts(after: section, by: range.count)
            return (nil, flat..<flat + range.count)
        case .deleteItems(let range, let section):
            guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= itemCount(inSection: section),
                let flat = flatIndex(of: .item(IndexPath(item: range.lowerBound, section: section)))
            else { return (nil, nil) }
            heights.removeSubrange(flat..<flat + range.count)
            sections[section].itemCount -= range.count
            shiftStarts(after: section, by: -range.count)
            return (flat..<flat + range.count, nil)
        case .reorderItems(let permutation, let section):
            guard permutation.count > 0, permutation.count == itemCount(inSection: section),
                let flat = flatIndex(of: .item(IndexPath(item: 0, section: section)))
            else { return (nil, nil) }
            let rows = flat..<flat + permutation.count
            return reorderHeights(of: rows, by: permutation) ? (rows, rows) : (nil, nil)
        case .updateItem, .updateSection, .updateSupplementaries:
            return (nil, nil)
        }
    }

    /// Gives the item rows `rows` their heights in the new order; returns whether any row's
    /// height changed. Rows of one height (the usual case: nothing measured taller) stay as
    /// they are: O(log r) when they are one stored run, else one walk. Rows of several
    /// heights are rewritten: O(rows), once per reorder.
    private mutating func reorderHeights(of rows: Range<Int>, by permutation: ItemPermutation) -> Bool {
        if heights.isOneRun(rows) { return false }
        var extents: [Int] = []
        extents.reserveCapacity(rows.count)
        var uniform = true
        heights.forEachRow(in: rows) { _, _, extent in
            if let first = extents.first, first != extent { uniform = false }
            extents.append(extent)
        }
        guard !uniform else { return false }
        let reordered = (0..<rows.count).map { extents[permutation.oldIndex(ofNewIndex: $0)] }
        heights.removeSubrange(rows)
        heights.insert(reordered, at: rows.lowerBound)
        return true
    }

    /// Adds or removes header, footer and gap rows so each section shows what `wants` says.
    /// Returns each removed and inserted flat row, in the order applied.
    mutating func reconcileSupplementaries(
        _ wants: (Int) -> (header: Bool, footer: Bool, gap: Int)
    ) -> [(removed: Int?, inserted: Int?)] {
        var edits: [(removed: Int?, inserted: Int?)] = []
        for section in sections.indices {
            let want = wants(section)
            let hasGap = want.gap > 0 && section < sections.count - 1
            if sections[section].hasHeader != want.header {
                let flat = sections[section].start
                if want.header { heights.insert(count: 1, extent: 1, at: flat) } else { heights.remove(at: flat) }
                sections[section].hasHeader = want.header
                shiftStarts(after: section, by: want.header ? 1 : -1)
                edits.append(want.header ? (nil, flat) : (flat, nil))
            }
            if sections[section].hasFooter != want.footer {
                let flat = sections[section].start + (sections[section].hasHeader ? 1 : 0) + sections[section].itemCount
                if want.footer { heights.insert(count: 1, extent: 1, at: flat) } else { heights.remove(at: flat) }
                sections[section].hasFooter = want.footer
                shiftStarts(after: section, by: want.footer ? 1 : -1)
                edits.append(want.footer ? (nil, flat) : (flat, nil))
            }
            if sections[section].hasGap != hasGap {
                let flat = sections[section].start + sections[section].rowCount - (sections[section].hasGap ? 1 : 0)
                if hasGap { heights.insert(count: 1, extent: want.gap, at: flat) } else { heights.remove(at: flat) }
                sections[section].hasGap = hasGap
                shiftStarts(after: section, by: hasGap ? 1 : -1)
                edits.append(hasGap ? (nil, flat) : (flat, nil))
            }
        }
        return edits
    }

    /// Whether the layout's item counts match `count(section)` for `sectionCount` sections.
    func matches(sectionCount: Int, itemCount count: (Int) -> Int) -> Bool {
        guard sections.count == sectionCount else { return false }
        return sections.indices.allSatisfy { sections[$0].itemCount == count($0) }
    }

    private func flatIndexForInsertingItem(at indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sections.count,
            indexPath.item >= 0, indexPath.item <= sections[indexPath.section].itemCount
        else { return nil }
        let layout = sections[indexPath.section]
        return layout.start + (layout.hasHeader ? 1 : 0) + indexPath.item
    }

    private mutating func shiftStarts(after section: Int, by delta: Int) {
        guard delta != 0 else { return }
        var index = section + 1
        while index < sections.count {
            sections[index].start += delta
            index += 1
        }
    }
}
