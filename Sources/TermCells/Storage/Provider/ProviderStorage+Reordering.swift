/// Telling a ``ProviderStorage`` that its source put a section's items in a new order.
extension ProviderStorage {
    /// The items of `section` were put in a new order (a sort): the item now at index `i` was
    /// at `permutation.oldIndex(ofNewIndex: i)`.
    ///
    /// Observers get one ``StorageChange/reorderItems(_:inSection:)``, whatever the item
    /// count, so hosts keep the cursor, the selection and the rows on screen on their items.
    /// A permutation that does not cover the section's announced items reports
    /// ``ProviderStorageAnomaly/permutationCountMismatch(operation:permutationCount:section:itemsInSection:)``
    /// and changes nothing. O(1) here; compute the
    /// order and the ``ItemPermutation`` (O(n)) off the main actor, then change the source and
    /// call this on the main actor.
    public func didReorder(_ permutation: ItemPermutation, inSection section: Int = 0) {
        let operation = "didReorder"
        guard let known = knownCount(ofSection: section, operation: operation) else { return }
        guard permutation.count == known else {
            report(
                .permutationCountMismatch(
                    operation: operation, permutationCount: permutation.count, section: section,
                    itemsInSection: known))
            return
        }
        guard known > 1 else { return }
        record(section: section, newCount: known, itemChanges: 1) {
            [.reorderItems(permutation, inSection: section)]
        }
    }
}

extension ProviderStorage: ReorderableStorage {
    func canReorderItems(inSection section: Int) -> Bool {
        sections.indices.contains(section) && sections[section].reorder != nil
    }

    /// Has the section's source put its items in `permutation`'s order
    /// (``ProviderSection/reorder``), then announces it, as ``didReorder(_:inSection:)``.
    func reorderItems(inSection section: Int, _ permutation: ItemPermutation) {
        guard let known = knownCount(ofSection: section, operation: "reorderItems") else { return }
        guard permutation.count == known else {
            report(
                .permutationCountMismatch(
                    operation: "reorderItems", permutationCount: permutation.count, section: section,
                    itemsInSection: known))
            return
        }
        guard let reorder = sections[section].reorder else { return }
        performUpdates {
            reorder(permutation)
            didReorder(permutation, inSection: section)
        }
    }
}
