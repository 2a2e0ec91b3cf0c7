/// Putting a section's items in a new order as one change.
extension MemoryStorage {
    /// Sorts the items of `section` with `areInIncreasingOrder`, stably (equal items keep
    /// their order), and tells observers with one ``StorageChange/reorderItems(_:inSection:)``:
    /// the cursor, the selection and the rows on screen stay on their items.
    ///
    /// Nothing is reported when the order does not change. A section that does not exist
    /// reports ``MemoryStorageAnomaly/sectionOutOfRange(operation:section:numberOfSections:)``.
    /// Cost: O(n log n) comparisons, each of two `Any` values; for a million rows compute the
    /// order off the main actor and apply it with ``reorderItems(inSection:_:)``.
    public func sortItems(inSection section: Int, by areInIncreasingOrder: (Any, Any) throws -> Bool) rethrows {
        guard sections.indices.contains(section) else {
            report(.sectionOutOfRange(operation: "sortItems", section: section, numberOfSections: sections.count))
            return
        }
        let items = sections[section].items
        var order = Array(items.indices)
        // Ties fall back to the old index, so the sort is stable whatever algorithm sorts.
        try order.sort { a, b in
            if try areInIncreasingOrder(items[a], items[b]) { return true }
            if try areInIncreasingOrder(items[b], items[a]) { return false }
            return a < b
        }
        guard let permutation = ItemPermutation(oldIndexes: order) else { return }
        reorderItems(inSection: section, permutation)
    }

    /// Puts the items of `section` in the order `permutation` gives (the item now at index `i`
    /// is the one that was at `permutation.oldIndex(ofNewIndex: i)`) and tells observers with
    /// one ``StorageChange/reorderItems(_:inSection:)``.
    ///
    /// A permutation of another item count reports
    /// ``MemoryStorageAnomaly/permutationCountMismatch(operation:permutationCount:section:itemsInSection:)``
    /// and changes nothing; one that moves nothing reports nothing. O(n).
    public func reorderItems(inSection section: Int, _ permutation: ItemPermutation) {
        let operation = "reorderItems"
        guard sections.indices.contains(section) else {
            report(.sectionOutOfRange(operation: operation, section: section, numberOfSections: sections.count))
            return
        }
        let items = sections[section].items
        guard permutation.count == items.count else {
            report(
                .permutationCountMismatch(
                    operation: operation, permutationCount: permutation.count, section: section,
                    itemsInSection: items.count))
            return
        }
        guard !permutation.isIdentity else { return }
        performUpdates {
            sections[section].items = (0..<items.count).map { items[permutation.oldIndex(ofNewIndex: $0)] }
            record(.reorderItems(permutation, inSection: section))
        }
    }
}
