/// Inserting and removing items at indexes, for feeds and hand edits.
extension SingleSectionStorage {
    /// Inserts `newItems` side by side starting at `index` (at most the item count).
    ///
    /// Items whose id is already in the storage, or repeated in `newItems`, are dropped and
    /// reported; an index out of range changes nothing and reports an anomaly.
    public func insertItems(_ newItems: [Item], at index: Int) {
        guard (0...items.count).contains(index) else {
            report(.indexOutOfRange(operation: "insertItems", index: index, count: items.count))
            return
        }
        let (incoming, _) = uniqued(newItems, operation: "insertItems")
        let existing = idIndex
        let fresh = incoming.filter { existing[$0.id] == nil }
        if fresh.count < incoming.count, let first = incoming.first(where: { existing[$0.id] != nil }) {
            report(
                .duplicateIdentifiers(
                    operation: "insertItems", count: incoming.count - fresh.count, first: String(describing: first.id)))
        }
        guard !fresh.isEmpty else { return }
        performUpdates {
            items.insert(contentsOf: fresh, at: index)
            reindexTail(from: index, removing: [])
            recordInserts(in: index..<index + fresh.count)
        }
    }

    /// Removes the items at the indexes in `range`; a range reaching outside the items changes
    /// nothing and reports an anomaly. Reported from the last index to the first.
    public func removeItems(in range: Range<Int>) {
        guard range.lowerBound >= 0, range.upperBound <= items.count else {
            report(
                .rangeOutOfBounds(
                    operation: "removeItems", lowerBound: range.lowerBound, upperBound: range.upperBound,
                    count: items.count))
            return
        }
        guard !range.isEmpty else { return }
        performUpdates {
            // A prefix that leaves (a log keeping its last lines) moves the index's base: its
            // ids go, the other entries stay as they are.
            let movesBase = range.lowerBound == 0 && cachedIndex != nil && range.count < items.count
            let removedIDs =
                movesBase || keepsIndex(editing: range.count, tail: items.count - range.upperBound)
                ? items[range].map(\.id) : nil
            items.removeSubrange(range)
            if movesBase, let removedIDs {
                for id in removedIDs { cachedIndex?.removeValue(forKey: id) }
                indexBase += range.count
            } else if let removedIDs {
                reindexTail(from: range.lowerBound, removing: removedIDs)
            } else {
                cachedIndex = nil
            }
            record(count: range.count) { range.reversed().lazy.map { .deleteItem(IndexPath(item: $0, section: 0)) } }
        }
    }

    /// Moves the item at `source` to `destination`, counted after it left (as
    /// `Array.remove(at:)` then `insert(_:at:)`): one `moveItem` change, so a host's cursor
    /// goes with the item. O(distance) (the id index is kept up to date, not rebuilt); an
    /// index out of range changes nothing and reports an anomaly.
    public func moveItem(at source: Int, to destination: Int) {
        for index in [source, destination] where !items.indices.contains(index) {
            report(.indexOutOfRange(operation: "moveItem", index: index, count: items.count))
            return
        }
        guard source != destination else { return }
        performUpdates {
            let item = items.remove(at: source)
            items.insert(item, at: destination)
            if cachedIndex != nil {
                for position in min(source, destination)...max(source, destination) {
                    cachedIndex?[items[position].id] = position + indexBase
                }
            }
            record(
                contentsOf: CollectionOfOne(
                    .moveItem(from: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))))
        }
    }

    /// Removes the items with the given ids; ids not in the storage are ignored.
    public func removeItems(withIDs ids: some Sequence<Item.ID>) {
        let index = idIndex
        let positions = Set(ids.compactMap { index[$0] })
        guard !positions.isEmpty else { return }
        let remaining = items.indices.filter { !positions.contains($0) }.map { items[$0] }
        performUpdates {
            items = remaining
            cachedIndex = nil
            record(contentsOf: positions.sorted(by: >).lazy.map { .deleteItem(IndexPath(item: $0, section: 0)) })
        }
    }

    /// Removes every item; the header, footer and other supplementary models stay.
    public func removeAllItems() {
        removeItems(in: 0..<items.count)
    }

    /// Whether updating the id index for an edit of `count` items followed by `tail` items
    /// that shift costs much less than rebuilding it (an edit near the end of a long list).
    private func keepsIndex(editing count: Int, tail: Int) -> Bool {
        cachedIndex != nil && count + tail <= items.count / 4
    }

    /// After an edit at `start` (the ids in `removed` left; items from `start` on may have
    /// shifted), updates the id index when that is cheap, else drops it for a later rebuild.
    private func reindexTail(from start: Int, removing removed: [Item.ID]) {
        guard keepsIndex(editing: removed.count, tail: items.count - start) else {
            cachedIndex = nil
            return
        }
        for id in removed { cachedIndex?.removeValue(forKey: id) }
        for position in start..<items.count { cachedIndex?[items[position].id] = position + indexBase }
    }
}
