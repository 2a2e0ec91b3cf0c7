/// A manager's data source and delegate for its host (see ``LayoutManager``), and its storage
/// observer (in `LayoutManager+Updates`).
@MainActor
final class ManagerHostSource<Layout: CollectionLayout>: CollectionHostDataSource, CollectionHostDelegate {
    unowned let manager: LayoutManager<Layout>
    /// Cell view types whose fresh instance reports a `preferredSize`, by identity.
    private var viewTypesWithPreferredSize: [ObjectIdentifier: Bool] = [:]

    init(manager: LayoutManager<Layout>) { self.manager = manager }

    func numberOfSections(in host: any CollectionHost) -> Int { manager.storage.numberOfSections }

    func host(_ host: any CollectionHost, numberOfItemsInSection section: Int) -> Int {
        manager.storage.numberOfItems(inSection: section)
    }

    /// The configured cell for the item; an index path the storage lacks is an anomaly and a
    /// placeholder.
    func host(_ host: any CollectionHost, cellForItemAt indexPath: IndexPath) -> ReusableView {
        guard manager.itemExists(at: indexPath, operation: "cellForItemAt") else {
            return manager.placeholder(kind: .cell, message: "no item at \(indexPath)")
        }
        let view = manager.dequeueConfiguredView(kind: .cell, model: manager.model(at: indexPath), indexPath: indexPath)
        view.prepare(forRowAt: indexPath, of: manager.storage)
        return view
    }

    /// The kinds of the supplementary mappings other than header and footer, in registration order.
    func supplementaryKinds(in host: any CollectionHost) -> [SupplementaryKind] {
        var kinds: [SupplementaryKind] = []
        for mapping in manager.mappings {
            guard case .supplementary(let kind) = mapping.kind, kind != .header, kind != .footer, !kinds.contains(kind)
            else { continue }
            kinds.append(kind)
        }
        return kinds
    }

    func host(_ host: any CollectionHost, hasSupplementaryOfKind kind: SupplementaryKind, inSection section: Int)
        -> Bool
    {
        guard manager.supplementaryModel(ofKind: kind, inSection: section) != nil else { return false }
        if manager.storage.numberOfItems(inSection: section) > 0 { return true }
        return kind == .header
            ? manager.displayHeaderOnEmptySection : kind == .footer ? manager.displayFooterOnEmptySection : true
    }

    func host(_ host: any CollectionHost, supplementaryViewOfKind kind: SupplementaryKind, inSection section: Int)
        -> ReusableView?
    {
        manager.dequeueConfiguredView(
            kind: .supplementary(kind),
            model: manager.shownSupplementaryModel(ofKind: kind, inSection: section),
            indexPath: IndexPath(item: 0, section: section))
    }

    /// An item's `heightForCell`; a header's or footer's `referenceSizeForHeaderView` /
    /// `referenceSizeForFooterView` (their height), else `heightForSupplementary`. Nil lets
    /// the host measure the view.
    func host(_ host: any CollectionHost, heightOf element: LayoutElement) -> Int? {
        if case .item(let indexPath) = element, !manager.itemExists(at: indexPath, operation: "heightForItemAt") {
            return nil
        }
        // Asked for every row coming on screen: with no mapping that answers and nothing
        // to report while finding one (see `resolvesSilently`), the view is measured.
        let resolver = manager.resolver
        let answers: Bool
        switch element {
        case .item: answers = resolver.reacts(to: .heightForCell)
        case .supplementary(let kind, _):
            answers =
                resolver.reacts(to: .heightForSupplementary)
                || (kind == .header && resolver.reacts(to: .referenceSizeForHeader))
                || (kind == .footer && resolver.reacts(to: .referenceSizeForFooter))
        }
        guard answers || !resolver.resolvesSilently(element.viewKind) else { return nil }
        guard let (mapping, model, indexPath) = manager.mapping(of: element) else { return nil }
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

    func host(_ host: any CollectionHost, metricsForSection section: Int) -> FlowSectionMetrics? {
        manager.metrics(forSection: section)
    }

    /// True when a cell mapping that accepts the model type of the section's first item (and
    /// may apply in the section) has a `sizeForItem` event or a view class whose fresh instance
    /// reports a `preferredSize`; other sections (a million tiles of one size) are laid out
    /// arithmetically. A section that mixes model types is judged by its first item.
    func host(_ host: any CollectionHost, sizesItemsIndividuallyInSection section: Int) -> Bool {
        guard manager.storage.numberOfItems(inSection: section) > 0,
            let first = manager.model(at: IndexPath(item: 0, section: section))
        else { return false }
        return manager.mappings.contains { mapping in
            guard mapping.kind == .cell, mapping.acceptsModel(first) else { return false }
            if case .section(let only) = mapping.condition, only != section { return false }
            return mapping.reactions[.sizeForItem] != nil || reportsPreferredSize(mapping.viewType)
        }
    }

    /// The `sizeForItem` event of the item's mapping, else the `preferredSize` of a view
    /// configured for it (dequeued, read and parked again), else nil (the section's size).
    func host(_ host: any CollectionHost, sizeForItemAt indexPath: IndexPath) -> Size? {
        guard manager.itemExists(at: indexPath, operation: "sizeForItemAt"),
            let (mapping, model) = manager.cellMapping(at: indexPath)
        else { return nil }
        if let size = mapping.perform(.sizeForItem, view: nil, model: model, indexPath: indexPath) as? Size {
            return size
        }
        guard reportsPreferredSize(mapping.viewType) else { return nil }
        let view = manager.dequeueConfiguredView(kind: .cell, model: model, indexPath: indexPath)
        defer { host.reuseQueues.enqueue(view, kind: .cell) }
        return view.preferredSize
    }

    /// Whether a fresh instance of the view type reports a `preferredSize` (asked once per type).
    private func reportsPreferredSize(_ viewType: ReusableView.Type) -> Bool {
        let key = ObjectIdentifier(viewType)
        if let known = viewTypesWithPreferredSize[key] { return known }
        let answer = viewType.init().preferredSize != nil
        viewTypesWithPreferredSize[key] = answer
        return answer
    }

    func host(_ host: any CollectionHost, willDisplay view: ReusableView, for element: LayoutElement) {
        manager.perform(.willDisplay, element, view: view)
    }

    func host(_ host: any CollectionHost, didEndDisplaying view: ReusableView, for element: LayoutElement) {
        // A column table's row: the views of its columns leave with it, before it.
        view.didLeaveScreen()
        manager.perform(.didEndDisplaying, element, view: view)
    }

    func host(_ host: any CollectionHost, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        (manager.perform(.shouldHighlight, .item(indexPath)) as? Bool) ?? true
    }

    func host(_ host: any CollectionHost, didHighlightItemAt indexPath: IndexPath) {
        manager.perform(.didHighlight, .item(indexPath))
    }

    func host(_ host: any CollectionHost, didUnhighlightItemAt indexPath: IndexPath) {
        manager.perform(.didUnhighlight, .item(indexPath))
    }

    func host(_ host: any CollectionHost, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        (manager.perform(.shouldSelect, .item(indexPath)) as? Bool) ?? true
    }

    func host(_ host: any CollectionHost, didSelectItemAt indexPath: IndexPath) {
        manager.perform(.didSelect, .item(indexPath))
    }

    func host(_ host: any CollectionHost, didDeselectItemAt indexPath: IndexPath) {
        manager.perform(.didDeselect, .item(indexPath))
    }

    func host(_ host: any CollectionHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        (manager.perform(.canMove, .item(indexPath)) as? Bool) ?? false
    }

    /// Runs the mapping's `moveItem` reactions, then moves the item if the storage is the
    /// manager's own ``MemoryStorage`` (which delivers the update).
    func host(_ host: any CollectionHost, moveItemAt source: IndexPath, to destination: IndexPath) {
        guard let (mapping, model) = manager.cellMapping(at: source) else { return }
        let view = manager.host.visibleView(forItemAt: source)
        for reaction in mapping.moveReactions { reaction(view, model, source, destination) }
        if manager.storage === manager.memoryStorage {
            manager.memoryStorage.moveItem(at: source, to: destination)
        }
    }

    func host(_ host: any CollectionHost, prefetchItemsAt indexPaths: [IndexPath]) {
        performModelEvent(.prefetch, at: indexPaths)
    }

    func host(_ host: any CollectionHost, cancelPrefetchingItemsAt indexPaths: [IndexPath]) {
        performModelEvent(.cancelPrefetch, at: indexPaths)
    }

    /// A mapping's key action for the key, else the cursor's view itself (see
    /// ``ReusableView/handle(_:)``).
    func host(_ host: any CollectionHost, didReceive key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        guard key.modifiers.isEmpty, let indexPath else { return false }
        let view = manager.host.visibleView(forItemAt: indexPath)
        if let (mapping, model) = manager.cellMapping(at: indexPath), let action = mapping.keyActions[key.key] {
            return action(view, model, indexPath) != nil
        }
        return view?.handle(key) ?? false
    }

    private func performModelEvent(_ event: MappingEvent, at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let (mapping, model) = manager.cellMapping(at: indexPath) else { continue }
            mapping.perform(event, view: nil, model: model, indexPath: indexPath)
        }
    }
}

/// A storage's rows answer their own keys before the host's key map (an ``OutlineStorage``'s
/// disclosure keys).
extension ManagerHostSource {
    func host(_ host: any CollectionHost, responseTo key: Key, at indexPath: IndexPath) -> RowKeyResponse? {
        manager.storage.response(to: key, atRowAt: indexPath)
    }
}
