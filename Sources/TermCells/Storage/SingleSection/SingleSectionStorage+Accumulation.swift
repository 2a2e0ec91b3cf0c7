/// Adding items with DTModelStorage's accumulation strategies.
extension SingleSectionStorage {
    /// Adds `item` as ``addItems(_:strategy:)`` does.
    public func addItem(_ item: Item, strategy: AccumulationStrategy = .additive) {
        addItems([item], strategy: strategy)
    }

    /// Merges `newItems` into the storage following `strategy`, delivering one minimal update.
    ///
    /// A repeated id within `newItems` keeps its first occurrence and reports an anomaly.
    /// ``AccumulationStrategy/additive`` and ``AccumulationStrategy/updateOldValues`` cost what
    /// they add; ``AccumulationStrategy/deleteOldValues`` re-diffs the section, O(n log n).
    public func addItems(_ newItems: [Item], strategy: AccumulationStrategy = .additive) {
        // Lines streaming into a log, every id new: checked and indexed in one pass.
        if strategy == .additive, appendIfAllNew(newItems) { return }
        let (incoming, incomingIndex) = uniqued(newItems, operation: "addItems")
        guard !incoming.isEmpty else { return }
        switch strategy {
        case .additive:
            let index = idIndex
            let fresh = incoming.filter { index[$0.id] == nil }
            if fresh.count < incoming.count, let first = incoming.first(where: { index[$0.id] != nil }) {
                report(
                    .duplicateIdentifiers(
                        operation: "addItems", count: incoming.count - fresh.count, first: String(describing: first.id))
                )
            }
            append(fresh)
        case .updateOldValues:
            let index = idIndex
            var fresh: [Item] = []
            var updated: [Int] = []
            for item in incoming {
                guard let position = index[item.id] else {
                    fresh.append(item)
                    continue
                }
                if items[position] != item {
                    items[position] = item
                    updated.append(position)
                }
            }
            performUpdates {
                record(contentsOf: updated.sorted().lazy.map { .updateItem(IndexPath(item: $0, section: 0)) })
                append(fresh)
            }
        case .deleteOldValues:
            let kept = items.filter { incomingIndex[$0.id] == nil }
            transition(to: kept + incoming, newIndex: nil)
        }
    }

    /// Appends items whose ids are new, keeping the id index.
    private func append(_ fresh: [Item]) {
        guard !fresh.isEmpty else { return }
        performBatch {
            let start = items.count
            if cachedIndex != nil {
                for offset in fresh.indices { cachedIndex?[fresh[offset].id] = start + offset + indexBase }
            }
            items.append(contentsOf: fresh)
            recordInserts(in: start..<items.count)
        }
    }

    /// Appends `newItems` when none of their ids is in the storage or repeated among them, and
    /// returns true; otherwise changes nothing and returns false. The ids are entered in the id
    /// index as they are checked (the index is held uniquely meanwhile, so it is never copied)
    /// and taken out again on the first repeat: an append costs O(its items), however many
    /// items the storage holds, and allocates nothing but their room.
    private func appendIfAllNew(_ newItems: [Item]) -> Bool {
        // The count, not `isEmpty`: unspecialised, that is a protocol call found at run time.
        guard newItems.count > 0 else { return true }
        // Built if missing; kept counting from its base if present (no rewrite after a trim).
        if cachedIndex == nil { _ = idIndex }
        guard var index = cachedIndex else { return false }
        cachedIndex = nil
        let start = items.count
        let base = indexBase
        // Counted over a range, not `indices`: unspecialised, `Array.indices` is a generic call.
        for offset in 0..<newItems.count {
            let id = newItems[offset].id
            guard let previous = index.updateValue(start + offset + base, forKey: id) else { continue }
            // A repeat: take out the entries this call added and put back the one it
            // overwrote, then let the general path sort the items out and report them.
            for earlier in newItems[..<offset] { index.removeValue(forKey: earlier.id) }
            if previous - base < start { index[id] = previous } else { index.removeValue(forKey: id) }
            cachedIndex = index
            return false
        }
        cachedIndex = index
        performBatch {
            // One line (a frame of a stream): unspecialised, appending a sequence is a
            // generic walk; one element is not.
            if newItems.count == 1 { items.append(newItems[0]) } else { items.append(contentsOf: newItems) }
            recordInserts(in: start..<items.count)
        }
        return true
    }
}
