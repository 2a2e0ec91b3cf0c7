/// Item sizes from the mappings, for layouts that size items one by one.
extension LayoutManager {
    /// Whether a fresh instance of the view type reports a `preferredSize` (asked once per type).
    func reportsPreferredSize(_ viewType: ReusableView.Type) -> Bool {
        let key = ObjectIdentifier(viewType)
        if let known = viewTypesWithPreferredSize[key] { return known }
        let answer = viewType.init().preferredSize != nil
        viewTypesWithPreferredSize[key] = answer
        return answer
    }

    /// True when a cell mapping that accepts the model type of the section's first item (and
    /// may apply in the section) has a `sizeForItem` event or a view class whose fresh instance
    /// reports a `preferredSize`. Such a section is measured item by item when it first comes
    /// near the screen (O(its items), once per reload or width change); every other section —
    /// a million tiles of one fixed size beside a small palette sized per item — is laid out
    /// arithmetically. A section that mixes model types is judged by its first item.
    func sizesItemsIndividually(inSection section: Int) -> Bool {
        guard storage.numberOfItems(inSection: section) > 0,
            let first = model(at: IndexPath(item: 0, section: section))
        else { return false }
        return mappings.contains { mapping in
            guard mapping.kind == .cell, mapping.acceptsModel(first) else { return false }
            if case .section(let only) = mapping.condition, only != section { return false }
            return mapping.reactions[.sizeForItem] != nil || reportsPreferredSize(mapping.viewType)
        }
    }

    /// The `sizeForItem` event of the item's mapping, else the `preferredSize` of a view
    /// configured for it (dequeued, read and parked again), else nil (the section's size).
    func size(ofItemAt indexPath: IndexPath) -> Size? {
        guard itemExists(at: indexPath, operation: "sizeForItemAt"), let (mapping, model) = cellMapping(at: indexPath)
        else { return nil }
        if let size = mapping.perform(.sizeForItem, view: nil, model: model, indexPath: indexPath) as? Size {
            return size
        }
        guard reportsPreferredSize(mapping.viewType) else { return nil }
        let view = dequeueConfiguredView(kind: .cell, model: model, indexPath: indexPath)
        defer { viewHost.reuseQueues.enqueue(view, kind: .cell) }
        return view.preferredSize
    }
}
