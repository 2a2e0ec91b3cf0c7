/// Putting the items in a new order as one change.
extension SingleSectionStorage: ReorderableStorage {
    /// Puts the items in the order `permutation` gives (the item now at index `i` is the one
    /// that was at `permutation.oldIndex(ofNewIndex: i)`) and tells observers with one
    /// ``StorageChange/reorderItems(_:inSection:)``: the cursor, the selection and the rows
    /// on screen stay on their items.
    ///
    /// A permutation of another item count reports
    /// ``SingleSectionStorageAnomaly/permutationCountMismatch(operation:permutationCount:count:)``
    /// and changes nothing; one that moves nothing reports nothing. O(n).
    public func reorderItems(_ permutation: ItemPermutation) {
        guard permutation.count == items.count else {
            report(
                .permutationCountMismatch(
                    operation: "reorderItems", permutationCount: permutation.count, count: items.count))
            return
        }
        guard !permutation.isIdentity else { return }
        let old = items
        performBatch {
            items = (0..<old.count).map { old[permutation.oldIndex(ofNewIndex: $0)] }
            // Every index may have changed: the id index is built again when asked for.
            cachedIndex = nil
            indexBase = 0
            record(contentsOf: CollectionOfOne(.reorderItems(permutation, inSection: 0)))
        }
    }

    func canReorderItems(inSection section: Int) -> Bool { section == 0 }

    func reorderItems(inSection section: Int, _ permutation: ItemPermutation) {
        guard section == 0 else {
            report(.indexOutOfRange(operation: "reorderItems", index: section, count: 1))
            return
        }
        reorderItems(permutation)
    }
}
