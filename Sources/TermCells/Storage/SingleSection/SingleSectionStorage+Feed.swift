/// Applying ``StorageFeed`` operations to a ``SingleSectionStorage``.
extension SingleSectionStorage {
    /// Applies `operations` in order as one batch (one update for observers) and says which
    /// of them could be applied. A loop in a non-generic batch, not `map` in
    /// ``performUpdates(_:)``: from another module the storage runs unspecialised, where those
    /// look up type metadata at every call, and a feed drains every streamed frame.
    func applyFeedOperations(_ operations: [StorageFeedOperation<Item>]) -> [Bool] {
        var outcomes: [Bool] = []
        outcomes.reserveCapacity(operations.count)
        performBatch {
            for position in 0..<operations.count { outcomes.append(applyFeedOperation(operations[position])) }
        }
        return outcomes
    }

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
