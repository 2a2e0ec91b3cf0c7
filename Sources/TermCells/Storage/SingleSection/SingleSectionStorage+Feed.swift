/// Applying ``StorageFeed`` operations to a ``SingleSectionStorage``.
extension SingleSectionStorage {
    /// Applies `operation`; `false` when it could not be applied (the storage reported why).
    /// Call inside `performUpdates` so a drain is one update.
    func applyFeedOperation(_ operation: StorageFeedOperation<Item>) -> Bool {
        let count = items.count
        switch operation {
        case .append(let newItems):
            addItems(newItems, strategy: .additive)
        case .insert(let newItems, let index):
            insertItems(newItems, at: index)
            return (0...count).contains(index)
        case .removeFirst(let limit):
            removeItems(in: 0..<min(max(limit, 0), count))
        case .keepLast(let limit):
            removeItems(in: 0..<max(count - max(limit, 0), 0))
        case .removeAll:
            removeAllItems()
        }
        return true
    }
}
