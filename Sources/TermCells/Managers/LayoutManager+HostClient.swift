/// The host's questions, answered from the storage and the mappings: the manager is its
/// host's internal ``HostClient``, as DT's data source and delegate objects are internal.
extension LayoutManager: HostClient {
    func numberOfSections() -> Int { storage.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { storage.numberOfItems(inSection: section) }

    /// The configured cell for the item (the data sources' `cellForItemAt`); an index path
    /// the storage lacks is an anomaly and a placeholder.
    func cell(at indexPath: IndexPath) -> ReusableView {
        guard itemExists(at: indexPath, operation: "cellForItemAt") else {
            return placeholder(kind: .cell, message: "no item at \(indexPath)")
        }
        let view = dequeueConfiguredView(kind: .cell, model: model(at: indexPath), indexPath: indexPath)
        decorateOutlineRow(view, at: indexPath)
        return view
    }

    /// Sets the depth and mark of an ``OutlineCell`` dequeued for a row of an ``OutlineStorage``.
    func decorateOutlineRow(_ view: ReusableView, at indexPath: IndexPath) {
        guard let cell = view as? OutlineCell else { return }
        cell.placement = (storage as? any DisclosureKeyHandling)?.placement(at: indexPath) ?? OutlineRowPlacement()
    }

    /// The kinds of the supplementary mappings other than header and footer, in registration order.
    func supplementaryKinds() -> [SupplementaryKind] {
        var kinds: [SupplementaryKind] = []
        for mapping in mappings {
            guard case .supplementary(let kind) = mapping.kind, kind != .header, kind != .footer, !kinds.contains(kind)
            else { continue }
            kinds.append(kind)
        }
        return kinds
    }

    func hasSupplementary(_ kind: SupplementaryKind, inSection section: Int) -> Bool {
        guard supplementaryModel(ofKind: kind, inSection: section) != nil else { return false }
        if storage.numberOfItems(inSection: section) > 0 { return true }
        return kind == .header ? displayHeaderOnEmptySection : kind == .footer ? displayFooterOnEmptySection : true
    }

    func supplementaryView(_ kind: SupplementaryKind, inSection section: Int) -> ReusableView? {
        dequeueConfiguredView(
            kind: .supplementary(kind),
            model: shownSupplementaryModel(ofKind: kind, inSection: section),
            indexPath: IndexPath(item: 0, section: section))
    }

    /// An item's `heightForCell`; a header's or footer's `referenceSizeForHeaderView` /
    /// `referenceSizeForFooterView` (their height), else `heightForSupplementary`. Nil lets
    /// the host measure the view.
    func height(of element: LayoutElement) -> Int? {
        if case .item(let indexPath) = element, !itemExists(at: indexPath, operation: "heightForItemAt") { return nil }
        guard let (mapping, model, indexPath) = mapping(of: element) else { return nil }
        switch element {
        case .item:
            return mapping.perform(.heightForCell, view: nil, model: model, indexPath: indexPath) as? Int
        case .supplementary(let kind, _):
            let sizeEvent: MappingEvent? =
                kind == .header ? .referenceSizeForHeader : kind == .footer ? .referenceSizeForFooter : nil
            if let sizeEvent,
                let size = mapping.perform(sizeEvent, view: nil, model: model, indexPath: indexPath) as? Size
            {
                return size.height
            }
            return mapping.perform(.heightForSupplementary, view: nil, model: model, indexPath: indexPath) as? Int
        }
    }

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) { perform(.willDisplay, element, view: view) }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        // A column table's row: the views of its columns leave with it, before it.
        (view as? ColumnRowCell)?.recycleColumnViews()
        perform(.didEndDisplaying, element, view: view)
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        (perform(.shouldHighlight, .item(indexPath)) as? Bool) ?? true
    }

    func shouldSelectItem(at indexPath: IndexPath) -> Bool {
        (perform(.shouldSelect, .item(indexPath)) as? Bool) ?? true
    }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: perform(.didHighlight, .item(indexPath))
        case .unhighlighted: perform(.didUnhighlight, .item(indexPath))
        case .selected: perform(.didSelect, .item(indexPath))
        case .deselected: perform(.didDeselect, .item(indexPath))
        }
    }

    /// Per-mapping key actions (`mapping.onKey`), for keys without modifiers.
    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        guard key.modifiers.isEmpty, let indexPath, let (mapping, model) = cellMapping(at: indexPath),
            let action = mapping.keyActions[key.key]
        else { return false }
        return action(host.visibleView(forItemAt: indexPath), model, indexPath) != nil
    }

    func canMoveItem(at indexPath: IndexPath) -> Bool { (perform(.canMove, .item(indexPath)) as? Bool) ?? false }

    /// Runs the mapping's `moveItem` reactions, then moves the item if the storage is the
    /// manager's own ``MemoryStorage`` (which delivers the update).
    func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let (mapping, model) = cellMapping(at: source) else { return }
        let view = host.visibleView(forItemAt: source)
        for reaction in mapping.moveReactions { reaction(view, model, source, destination) }
        if storage === memoryStorage {
            memoryStorage.moveItem(at: source, to: destination)
        }
    }

    func prefetchItems(at indexPaths: [IndexPath]) { performModelEvent(.prefetch, at: indexPaths) }

    func cancelPrefetchingItems(at indexPaths: [IndexPath]) { performModelEvent(.cancelPrefetch, at: indexPaths) }

    /// An outline's rows answer their disclosure keys (see ``OutlineStorage``).
    func disclosureResponse(to key: Key, at indexPath: IndexPath) -> DisclosureKeyResponse? {
        (storage as? any DisclosureKeyHandling)?.disclosureResponse(to: key, at: indexPath)
    }

    private func performModelEvent(_ event: MappingEvent, at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let (mapping, model) = cellMapping(at: indexPath) else { continue }
            mapping.perform(event, view: nil, model: model, indexPath: indexPath)
        }
    }
}
