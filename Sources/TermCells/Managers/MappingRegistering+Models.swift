/// Models and their mappings, and running a mapping's view events — shared by
/// ``TableManager`` and ``GridManager``.
extension MappingRegistering {
    /// The model at `indexPath`, unwrapped.
    public func model(at indexPath: IndexPath) -> Any? {
        unwrappedModel(storage.item(at: indexPath))
    }

    /// The supplementary model of `kind` for `section`, unwrapped.
    public func supplementaryModel(ofKind kind: SupplementaryKind, inSection section: Int) -> Any? {
        unwrappedModel(storage.supplementaryModel(ofKind: kind, forSectionAt: section))
    }

}

/// The mappings of models, and running a mapping's view events.
extension ManagerCore {
    /// Whether the storage has an item at `indexPath`; reports that it has not for `operation`.
    /// Questions the host asks only about its rows can come from anyone: one about an index
    /// path the storage lacks is a misuse, not a nil model.
    func itemExists(at indexPath: IndexPath, operation: String) -> Bool {
        guard indexPath.section >= 0, indexPath.section < storage.numberOfSections, indexPath.item >= 0,
            indexPath.item < storage.numberOfItems(inSection: indexPath.section)
        else {
            anomalyHandler.reportAnomaly(.indexPathOutOfRange(operation: operation, indexPath: indexPath))
            return false
        }
        return true
    }

    /// The mapping for the item at `indexPath` and its model.
    func cellMapping(at indexPath: IndexPath) -> (ViewModelMappingBase, Any)? {
        guard let model = model(at: indexPath) else { return nil }
        guard
            let mapping = resolver.mapping(for: model, kind: .cell, at: indexPath, report: anomalyHandler.reportAnomaly)
        else { return nil }
        return (mapping, model)
    }

    /// The mapping for the supplementary view of `kind` in `section` and its model.
    func supplementaryMapping(ofKind kind: SupplementaryKind, inSection section: Int) -> (ViewModelMappingBase, Any)? {
        guard let model = pinnedSupplementaryModels[kind] ?? supplementaryModel(ofKind: kind, inSection: section)
        else { return nil }
        let indexPath = IndexPath(item: 0, section: section)
        guard
            let mapping = resolver.mapping(
                for: model, kind: .supplementary(kind), at: indexPath, report: anomalyHandler.reportAnomaly)
        else { return nil }
        return (mapping, model)
    }

    /// Runs a view event of the item's mapping with its view on screen. The cursor reaches
    /// items before the host scrolls to them, so for an item not on screen a view is
    /// dequeued and configured for the event (with the item's cursor and selection state)
    /// and then parked again.
    @discardableResult
    func performItemEvent(
        _ event: MappingEvent, view: ReusableView?, at indexPath: IndexPath, isCursor: Bool, isSelected: Bool
    ) -> Any? {
        guard let (mapping, model) = cellMapping(at: indexPath), mapping.reactions[event] != nil else { return nil }
        if let view { return mapping.perform(event, view: view, model: model, indexPath: indexPath) }
        let temporary = dequeueConfiguredView(kind: .cell, model: model, indexPath: indexPath)
        defer { viewHost.reuseQueues.enqueue(temporary, kind: .cell) }
        temporary.isHighlighted = isCursor
        temporary.isSelected = isSelected
        return mapping.perform(event, view: temporary, model: model, indexPath: indexPath)
    }
}
