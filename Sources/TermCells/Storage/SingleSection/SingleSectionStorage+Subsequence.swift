extension SingleSectionStorage {
    /// Replaces the items with those of `source` at `positions`, in that order: a filtered view
    /// of another storage, such as the lines of a log that match a search.
    ///
    /// `positions` must be strictly increasing and inside `source`'s items. Distinct items of a
    /// storage have distinct ids, so nothing is hashed here: the cost is O(positions) plus the
    /// diff (or, past ``reloadThreshold``, one reload), and the id index is built only when
    /// something asks for it. Use it in place of ``setItems(_:)``, which checks a million ids for
    /// repeats, when the items come from a storage. With a ``reloadThreshold`` set, lists more
    /// than a hundred times longer than it are not diffed: observers get one reload. Positions
    /// that are not strictly increasing, or fall outside `source`, are an anomaly and change
    /// nothing.
    public func setItems(at positions: [Int], of source: SingleSectionStorage<Item>) {
        let count = source.items.count
        var previous = -1
        for position in positions {
            guard position > previous, position < count else {
                report(
                    .invalidPositions(
                        operation: "setItems(at:of:)", position: position, previous: previous, count: count))
                return
            }
            previous = position
        }
        let sourceItems = source.items
        let newItems = positions.map { sourceItems[$0] }
        // Diffing looks up every id: with a threshold set and lists a hundred times longer than
        // it, the lookups cost more than the reload they might save.
        if reloadThreshold <= Int.max / Self.diffLengthFactor,
            max(items.count, newItems.count) > reloadThreshold * Self.diffLengthFactor
        {
            replaceWithReload(by: newItems, newIndex: nil)
        } else {
            transition(to: newItems, newIndex: nil)
        }
    }

    /// How many times longer than ``reloadThreshold`` the lists may be for
    /// ``setItems(at:of:)`` to diff them.
    static var diffLengthFactor: Int { 100 }
}
