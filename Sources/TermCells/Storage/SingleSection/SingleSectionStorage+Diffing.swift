/// Replacing all items and describing the change as a minimal update.
extension SingleSectionStorage {
    /// Replaces the items with `newItems` and tells observers the smallest set of changes
    /// that turns the old array into the new one.
    ///
    /// Items are matched by id. An id that vanished is a delete, a new id an insert, and an id
    /// whose place changed relative to the others a move (only the items outside the longest
    /// run that kept its order move); an item that kept its id but is no longer `==` to its
    /// old value is an update at its new index. The changes come in this order: deletes (last
    /// index first), moves, inserts (ascending), updates, each index counted after the change
    /// before it (see ``StorageChange``). Nothing is delivered when nothing changed.
    ///
    /// Costs O(n log n) in the larger array's length; O(n) when the inserts and deletes alone
    /// are more than ``reloadThreshold`` (observers are then told to reload). A repeated id in
    /// `newItems` keeps its first occurrence and reports an anomaly.
    public func setItems(_ newItems: [Item]) {
        let (unique, index) = uniqued(newItems, operation: "setItems")
        transition(to: unique, newIndex: index)
    }

    /// Replaces the items with `newItems`, whose ids are unique, recording the minimal update.
    /// `newIndex` is their id index when the caller already has it.
    func transition(to newItems: [Item], newIndex: [Item.ID: Int]?) {
        // The counts bound the inserts and deletes from below: past the threshold on that
        // alone, not one id is looked up.
        if exceedsReloadThreshold(adding: abs(items.count - newItems.count)) {
            replaceWithReload(by: newItems, newIndex: newIndex)
            return
        }
        let oldIndex = idIndex
        var oldPosition = [Int](repeating: -1, count: newItems.count)
        var keptCount = 0
        // Index loops, not `enumerated()`: this code is not specialized for `Item`, and an
        // unspecialized `enumerated()` looks up generic metadata on every step.
        for position in newItems.indices {
            if let old = oldIndex[newItems[position].id] {
                oldPosition[position] = old
                keptCount += 1
            }
        }
        // Every id that left is a delete and every new one an insert: past the threshold on
        // those alone, the moves are not worth working out.
        if exceedsReloadThreshold(adding: (items.count - keptCount) + (newItems.count - keptCount)) {
            replaceWithReload(by: newItems, newIndex: newIndex)
            return
        }
        let oldItems = items
        let changes = IdentifierDiff.changes(oldCount: oldItems.count, oldPosition: oldPosition, section: 0) {
            oldItems[$0] != newItems[$1]
        }
        performUpdates {
            items = newItems
            cachedIndex = newIndex
            indexBase = 0
            record(contentsOf: changes)
        }
    }

    /// Replaces the items with `newItems` (unique ids, `newIndex` their id index if known),
    /// telling observers to reload.
    func replaceWithReload(by newItems: [Item], newIndex: [Item.ID: Int]?) {
        performUpdates {
            items = newItems
            cachedIndex = newIndex
            indexBase = 0
            recordReload()
        }
    }
}
