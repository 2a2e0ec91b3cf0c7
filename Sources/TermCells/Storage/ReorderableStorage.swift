/// A storage whose items can be put in a new order for someone else — a column table's
/// sorts — one section at a time, each announced as one
/// ``StorageChange/reorderItems(_:inSection:)``, so hosts keep the cursor, the selection and
/// the rows on screen on their items.
@MainActor
protocol ReorderableStorage: BatchedStorage {
    /// Whether the items of `section` can be put in a new order (a ``ProviderStorage``'s
    /// section needs its ``ProviderSection/reorder``).
    func canReorderItems(inSection section: Int) -> Bool

    /// Puts the items of `section` in `permutation`'s order and tells observers.
    func reorderItems(inSection section: Int, _ permutation: ItemPermutation)
}

extension MemoryStorage: ReorderableStorage {
    func canReorderItems(inSection section: Int) -> Bool { sections.indices.contains(section) }
}
