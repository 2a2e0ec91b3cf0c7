/// The counts of a layout, and the reading-order walks every layout shares.
protocol SectionedLayout {
    /// The number of sections laid out.
    var sectionCount: Int { get }
    /// The number of items of `section` (0 when out of range).
    func itemCount(inSection section: Int) -> Int
    /// The height of the whole content.
    var contentHeight: Int { get }
    /// Whether items sit side by side, so Left and Right move between them.
    var hasColumns: Bool { get }
}

extension SectionedLayout {
    /// Whether the layout has the item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.item >= 0 && indexPath.item < itemCount(inSection: indexPath.section)
    }

    /// The first item, if any.
    var firstItem: IndexPath? {
        (0..<sectionCount).first { itemCount(inSection: $0) > 0 }.map { IndexPath(item: 0, section: $0) }
    }

    /// The last item, if any.
    var lastItem: IndexPath? {
        (0..<sectionCount).last { itemCount(inSection: $0) > 0 }.map {
            IndexPath(item: itemCount(inSection: $0) - 1, section: $0)
        }
    }

    /// The item `step` places after (1) or before (−1) `indexPath` in reading order, across
    /// sections (empty ones skipped).
    func item(after indexPath: IndexPath, step: Int) -> IndexPath? {
        var section = indexPath.section
        var item = indexPath.item + step
        while section >= 0 && section < sectionCount {
            if item >= 0 && item < itemCount(inSection: section) { return IndexPath(item: item, section: section) }
            section += step
            guard section >= 0 && section < sectionCount else { return nil }
            item = step > 0 ? 0 : itemCount(inSection: section) - 1
        }
        return nil
    }
}
