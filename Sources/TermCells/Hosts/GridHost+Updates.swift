extension GridHost {
    /// Applies a storage update. Updates that only change items in place re-dequeue just
    /// those items if they are on screen; anything that moves items, or changes an item of
    /// a section sized item by item (before or after the change: its sizes, or whether it is
    /// sized so, may change), rebuilds the layout (O(sections)) and re-dequeues the visible
    /// elements, keeping the scroll offset.
    public func apply(_ update: StorageUpdate) {
        let onlyInPlace = update.changes.allSatisfy { change in
            guard case .updateItem(let indexPath) = change else { return false }
            return !layout.sizesItemsIndividually(section: indexPath.section)
                && !(client?.sizesItemsIndividually(inSection: indexPath.section) ?? false)
        }
        if onlyInPlace {
            reloadItems(at: update.updatedIndexPaths)
        } else {
            reloadData()
        }
    }
}
