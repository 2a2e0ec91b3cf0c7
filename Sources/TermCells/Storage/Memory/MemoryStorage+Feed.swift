/// Applying ``StorageFeed`` operations to one section of a ``MemoryStorage``.
extension MemoryStorage {
    /// Applies `operation` to `section`; `false` when it could not be applied (the storage
    /// reported why). Call inside `performUpdates` so a drain is one update.
    func applyFeedOperation<Item>(_ operation: StorageFeedOperation<Item>, toSection section: Int) -> Bool {
        let count = numberOfItems(inSection: section)
        switch operation {
        case .append(let items):
            addItems(items.map { $0 as Any }, toSection: section)
            return section >= 0
        case .insert(let items, let index):
            let valid = section >= 0 && (0...count).contains(index)
            insertItems(items.map { $0 as Any }, at: IndexPath(item: index, section: section))
            return valid
        case .removeFirst(let limit):
            removeFeedLeadingItems(min(max(limit, 0), count), fromSection: section)
        case .keepLast(let limit):
            removeFeedLeadingItems(max(count - max(limit, 0), 0), fromSection: section)
        case .removeAll:
            removeFeedLeadingItems(count, fromSection: section)
        }
        return true
    }

    /// Removes the first `count` items of `section` (which holds at least that many) in one
    /// array operation, reported from the last index to the first.
    private func removeFeedLeadingItems(_ count: Int, fromSection section: Int) {
        guard count > 0 else { return }
        performUpdates {
            sections[section].items.removeFirst(count)
            record(contentsOf: (0..<count).reversed().lazy.map { .deleteItem(IndexPath(item: $0, section: section)) })
        }
    }
}
