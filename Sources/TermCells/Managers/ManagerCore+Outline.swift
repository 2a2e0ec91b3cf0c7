/// What a manager does for an ``OutlineStorage``: its rows answer their disclosure keys, and
/// its ``OutlineCell``s learn their depth and mark when dequeued.
extension ManagerCore {
    func disclosureResponse(to key: Key, at indexPath: IndexPath) -> DisclosureKeyResponse? {
        (storage as? any DisclosureKeyHandling)?.disclosureResponse(to: key, at: indexPath)
    }

    /// Sets the placement of an ``OutlineCell`` dequeued for an outline's row.
    func decorateOutlineRow(_ view: ReusableView, at indexPath: IndexPath) {
        guard let cell = view as? OutlineCell else { return }
        cell.placement = (storage as? any DisclosureKeyHandling)?.placement(at: indexPath) ?? OutlineRowPlacement()
    }
}
