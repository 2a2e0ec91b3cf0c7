extension GridHost {
    /// Applies a storage update. Updates that only change items in place re-dequeue just
    /// those items if they are on screen; anything that moves items rebuilds the layout
    /// (O(sections)) and re-dequeues the visible elements, keeping the scroll offset.
    public func apply(_ update: StorageUpdate) {
        let onlyInPlace = update.changes.allSatisfy { change in
            if case .updateItem = change { return true }
            return false
        }
        if onlyInPlace {
            reloadItems(at: update.updatedIndexPaths)
        } else {
            reloadData()
        }
    }
}
