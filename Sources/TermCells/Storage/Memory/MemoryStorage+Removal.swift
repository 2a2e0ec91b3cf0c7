/// Removing items, described item by item.
///
/// Removals are reported from the last index path to the first, so that with sequential
/// indexes each reported index path is also the item's index path before the removal.
extension MemoryStorage {
    /// Removes the first item that matches `item` (by `==`, or identity for class instances).
    public func removeItem(_ item: Any) {
        guard let indexPath = locate(item, operation: "removeItem") else { return }
        removeValidatedItems(at: [indexPath])
    }

    /// Removes one matching item for each of `items`; nothing is removed if any is missing.
    /// Listing an item twice removes two equal items.
    public func removeItems(_ items: [Any]) {
        var found = Set<IndexPath>()
        for item in items {
            guard let indexPath = locate(item, operation: "removeItems", excluding: found) else { return }
            found.insert(indexPath)
        }
        removeValidatedItems(at: found)
    }

    /// Removes the items at `indexPaths` (given in any order, each counted before any removal);
    /// nothing is removed if any index path is out of range.
    public func removeItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard sections.indices.contains(indexPath.section) else {
                report(
                    .sectionOfIndexPathOutOfRange(
                        operation: "removeItems", indexPath: indexPath, numberOfSections: sections.count))
                return
            }
            let count = sections[indexPath.section].items.count
            guard (0..<count).contains(indexPath.item) else {
                report(.itemIndexOutOfRange(operation: "removeItems", indexPath: indexPath, itemsInSection: count))
                return
            }
        }
        removeValidatedItems(at: Set(indexPaths))
    }

    /// Removes every item of `section`; the section and its supplementary models stay.
    public func removeItems(fromSection section: Int) {
        guard sections.indices.contains(section) else {
            report(.sectionOutOfRange(operation: "removeItems", section: section, numberOfSections: sections.count))
            return
        }
        performUpdates {
            let count = sections[section].items.count
            sections[section].items.removeAll()
            record(contentsOf: (0..<count).reversed().lazy.map { .deleteItem(IndexPath(item: $0, section: section)) })
        }
    }

    private func removeValidatedItems(at indexPaths: Set<IndexPath>) {
        guard !indexPaths.isEmpty else { return }
        let bySection = Dictionary(grouping: indexPaths, by: \.section)
        performUpdates {
            for section in bySection.keys.sorted(by: >) {
                let indexes = (bySection[section] ?? []).map(\.item).sorted()
                Self.remove(sortedIndexes: indexes, from: &sections[section].items)
                record(contentsOf: indexes.reversed().lazy.map { .deleteItem(IndexPath(item: $0, section: section)) })
            }
        }
    }

    /// Removes the elements at ascending, distinct `indexes` in one pass over the tail of the
    /// array from the first of them, instead of one shift per removal.
    private static func remove(sortedIndexes indexes: [Int], from items: inout [Any]) {
        guard let first = indexes.first else { return }
        if indexes.count == 1 {
            items.remove(at: first)
            return
        }
        var write = first
        var next = 0
        for read in first..<items.count {
            if next < indexes.count, indexes[next] == read {
                next += 1
            } else {
                items.swapAt(write, read)
                write += 1
            }
        }
        items.removeLast(items.count - write)
    }
}
