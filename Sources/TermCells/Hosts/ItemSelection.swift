/// The selected items of a host: in the order they were selected, with O(1) membership.
struct ItemSelection {
    private(set) var paths: [IndexPath] = []
    private var members: Set<IndexPath> = []

    func contains(_ indexPath: IndexPath) -> Bool { members.contains(indexPath) }

    /// Adds `indexPath` at the end; returns whether it was not selected before.
    @discardableResult
    mutating func insert(_ indexPath: IndexPath) -> Bool {
        guard members.insert(indexPath).inserted else { return false }
        paths.append(indexPath)
        return true
    }

    /// Removes `indexPath`; returns whether it was selected.
    @discardableResult
    mutating func remove(_ indexPath: IndexPath) -> Bool {
        guard members.remove(indexPath) != nil else { return false }
        paths.removeAll { $0 == indexPath }
        return true
    }

    /// Maps every item through `transform`, dropping those it returns nil for (removed items,
    /// or items a reload no longer has).
    mutating func remap(_ transform: (IndexPath) -> IndexPath?) {
        guard !paths.isEmpty else { return }
        paths = paths.compactMap(transform)
        members = Set(paths)
    }
}
