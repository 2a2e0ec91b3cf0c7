extension ProviderStorage {
    /// Announces that `section`, a view of some ascending values (the line indexes a filter
    /// matches), changed from `old` to `new`, as the deletes and inserts that one merge of the
    /// two finds (see `SortedIndexDiff`): items in both keep their rows, their cursor and
    /// their selection. More than ``reloadThreshold`` changes are announced as a ``reload()``.
    ///
    /// Change the source first, so that the section's count is `new.count`. Removals are
    /// announced from the last to the first (each at its old position), then insertions from
    /// the first to the last (each at its new position), in one batch.
    public func didChange(from old: [Int32], to new: [Int32], inSection section: Int = 0) {
        guard let diff = SortedIndexDiff(from: old, to: new, changeLimit: reloadThreshold) else {
            reload()
            return
        }
        guard !diff.isEmpty else { return }
        performUpdates {
            for removal in diff.removals.reversed() {
                didRemove(removal, inSection: section)
            }
            for insertion in diff.insertions {
                didInsert(count: insertion.count, at: insertion.lowerBound, inSection: section)
            }
        }
    }
}
