/// Finding items by value, DTModelStorage's `indexPath(forItem:)`.
extension MemoryStorage {
    /// The index path of the first item that matches `item`: equal to it when its type is
    /// `Equatable`, the same instance when it is a class; `nil` when none does or when `item`
    /// is neither (such models cannot be found again — give them an `Equatable` identity).
    ///
    /// Walks the items in order, so it costs up to one comparison per item.
    public func indexPath(forItem item: Any) -> IndexPath? {
        indexPath(forItem: item, excluding: [])
    }

    func indexPath(forItem item: Any, excluding excluded: Set<IndexPath>) -> IndexPath? {
        guard ModelEquality.isSearchable(item) else { return nil }
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, candidate) in section.items.enumerated() where ModelEquality.matches(item, candidate) {
                let indexPath = IndexPath(item: itemIndex, section: sectionIndex)
                if !excluded.contains(indexPath) { return indexPath }
            }
        }
        return nil
    }

    /// Finds `item` for a changing operation, reporting why when it cannot.
    func locate(_ item: Any, operation: String, excluding excluded: Set<IndexPath> = []) -> IndexPath? {
        guard ModelEquality.isSearchable(item) else {
            report(
                .itemNotSearchable(
                    operation: operation, item: String(describing: item), type: String(describing: type(of: item))))
            return nil
        }
        guard let indexPath = indexPath(forItem: item, excluding: excluded) else {
            report(.itemNotFound(operation: operation, item: String(describing: item)))
            return nil
        }
        return indexPath
    }
}
