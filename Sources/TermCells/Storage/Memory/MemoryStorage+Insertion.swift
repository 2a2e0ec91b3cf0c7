/// Adding and inserting items, described item by item.
extension MemoryStorage {
    /// Appends `item` to `section`, creating it and any sections before it if needed.
    public func addItem(_ item: Any, toSection section: Int = 0) {
        addItems([item], toSection: section, operation: "addItem")
    }

    /// Appends `items` to `section` in one append, creating it and any sections before it if
    /// needed (each created section is reported as inserted before the items).
    public func addItems(_ items: [Any], toSection section: Int = 0) {
        addItems(items, toSection: section, operation: "addItems")
    }

    private func addItems(_ items: [Any], toSection section: Int, operation: String) {
        guard section >= 0 else {
            report(.sectionOutOfRange(operation: operation, section: section, numberOfSections: sections.count))
            return
        }
        performUpdates {
            createSections(through: section)
            let start = sections[section].items.count
            sections[section].items.append(contentsOf: items)
            record(
                contentsOf: (start..<start + items.count).lazy.map {
                    .insertItem(IndexPath(item: $0, section: section))
                })
        }
    }

    /// Inserts `item` at `indexPath`. A missing section is created (with those before it) when
    /// `indexPath.item` is 0; an index past the end reports an anomaly.
    public func insertItem(_ item: Any, to indexPath: IndexPath) {
        insertItems([item], at: indexPath, operation: "insertItem")
    }

    /// Inserts `items` side by side starting at `indexPath`, in one array insertion.
    public func insertItems(_ items: [Any], at indexPath: IndexPath) {
        insertItems(items, at: indexPath, operation: "insertItems")
    }

    private func insertItems(_ items: [Any], at indexPath: IndexPath, operation: String) {
        guard canInsert(at: indexPath, sectionCount: sections.count, itemCount: nil, operation: operation) else {
            return
        }
        performUpdates {
            createSections(through: indexPath.section)
            sections[indexPath.section].items.insert(contentsOf: items, at: indexPath.item)
            record(
                contentsOf: (indexPath.item..<indexPath.item + items.count).lazy.map {
                    .insertItem(IndexPath(item: $0, section: indexPath.section))
                })
        }
    }

    /// Inserts `items[i]` at `indexPaths[i]`, one after the other, so each index path counts the
    /// items inserted before it. Nothing is inserted if any index path is out of range or the
    /// counts differ.
    public func insertItems(_ items: [Any], to indexPaths: [IndexPath]) {
        let operation = "insertItems"
        guard items.count == indexPaths.count else {
            report(.countMismatch(operation: operation, items: items.count, indexPaths: indexPaths.count))
            return
        }
        // Check every step against the counts the earlier steps would leave, before changing anything.
        var sectionCount = sections.count
        var itemCounts: [Int: Int] = [:]
        for indexPath in indexPaths {
            let existing = itemCounts[indexPath.section] ?? numberOfItems(inSection: indexPath.section)
            guard canInsert(at: indexPath, sectionCount: sectionCount, itemCount: existing, operation: operation) else {
                return
            }
            sectionCount = max(sectionCount, indexPath.section + 1)
            itemCounts[indexPath.section] = existing + 1
        }
        performUpdates {
            for (item, indexPath) in zip(items, indexPaths) {
                createSections(through: indexPath.section)
                sections[indexPath.section].items.insert(item, at: indexPath.item)
                record(.insertItem(indexPath))
            }
        }
    }

    /// Whether an item may go at `indexPath` given `sectionCount` sections and, for that
    /// section, `itemCount` items (`nil`: the storage's own count); reports the anomaly if not.
    private func canInsert(at indexPath: IndexPath, sectionCount: Int, itemCount: Int?, operation: String) -> Bool {
        guard indexPath.section >= 0 else {
            report(
                .sectionOfIndexPathOutOfRange(
                    operation: operation, indexPath: indexPath, numberOfSections: sectionCount))
            return false
        }
        let count = itemCount ?? numberOfItems(inSection: indexPath.section)
        guard (0...count).contains(indexPath.item) else {
            report(.itemIndexOutOfRange(operation: operation, indexPath: indexPath, itemsInSection: count))
            return false
        }
        return true
    }
}
