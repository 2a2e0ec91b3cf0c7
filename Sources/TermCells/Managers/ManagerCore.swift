/// What ``TableManager`` and ``GridManager`` share beyond registration: they answer their
/// host's questions (as its internal ``HostClient``) and follow their storage, written once.
/// As in DTTableViewManager, the objects that talk to the host stay internal: the public face
/// of a manager is registration, events and storage.
@MainActor
protocol ManagerCore: MappingRegistering, HostClient {
    /// Finds the mapping for a model.
    var resolver: MappingResolver { get }
    /// Called after every registration change, so cached views can be refreshed.
    func mappingsDidChange()
    /// The host the manager drives, as the host core.
    var hostCore: any HostCore { get }
    var memoryStorage: MemoryStorage { get }
    var displayHeaderOnEmptySection: Bool { get }
    var displayFooterOnEmptySection: Bool { get }
    /// Asks the application for a frame (`onNeedsDisplay`).
    func needsDisplay()
}

/// The host's questions, answered from the storage and the mappings.
extension ManagerCore {
    func numberOfSections() -> Int { storage.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int { storage.numberOfItems(inSection: section) }

    func cell(at indexPath: IndexPath) -> ReusableView { dequeueConfiguredCell(at: indexPath) }

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
            kind: .supplementary(kind), model: supplementaryModel(ofKind: kind, inSection: section),
            indexPath: IndexPath(item: 0, section: section))
    }

    /// An item's `heightForCell`; a header's or footer's `referenceSizeForHeaderView` /
    /// `referenceSizeForFooterView` (their height), else `heightForSupplementary`. Nil lets
    /// the host measure the view.
    func height(of element: LayoutElement) -> Int? {
        switch element {
        case .item(let indexPath):
            guard itemExists(at: indexPath, operation: "heightForItemAt"),
                let (mapping, model) = cellMapping(at: indexPath)
            else { return nil }
            return mapping.perform(.heightForCell, view: nil, model: model, indexPath: indexPath) as? Int
        case .supplementary(let kind, let section):
            guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return nil }
            let indexPath = IndexPath(item: 0, section: section)
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

    func willDisplay(_ view: ReusableView, _ element: LayoutElement) { perform(.willDisplay, view: view, element) }

    func didEndDisplaying(_ view: ReusableView, _ element: LayoutElement) {
        perform(.didEndDisplaying, view: view, element)
    }

    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        (react(.shouldHighlight, at: indexPath) as? Bool) ?? true
    }

    func shouldSelectItem(at indexPath: IndexPath) -> Bool { (react(.shouldSelect, at: indexPath) as? Bool) ?? true }

    func itemDid(_ change: ItemStateChange, at indexPath: IndexPath) {
        switch change {
        case .highlighted: react(.didHighlight, at: indexPath)
        case .unhighlighted: react(.didUnhighlight, at: indexPath)
        case .selected: react(.didSelect, at: indexPath)
        case .deselected: react(.didDeselect, at: indexPath)
        }
    }

    /// Per-mapping key actions (`mapping.onKey`), for keys without modifiers.
    func handles(_ key: KeyEvent, at indexPath: IndexPath?) -> Bool {
        guard key.modifiers.isEmpty, let indexPath, let (mapping, model) = cellMapping(at: indexPath),
            let action = mapping.keyActions[key.key]
        else { return false }
        return action(hostCore.visibleView(forItemAt: indexPath), model, indexPath) != nil
    }

    func canMoveItem(at indexPath: IndexPath) -> Bool { (react(.canMove, at: indexPath) as? Bool) ?? false }

    /// Runs the mapping's `moveItem` reactions, then moves the item if the storage is the
    /// manager's own ``MemoryStorage`` (which delivers the update).
    func moveItem(at source: IndexPath, to destination: IndexPath) {
        guard let (mapping, model) = cellMapping(at: source) else { return }
        let view = hostCore.visibleView(forItemAt: source)
        for reaction in mapping.moveReactions { reaction(view, model, source, destination) }
        if storage === memoryStorage {
            memoryStorage.moveItem(at: source, to: destination)
        }
    }

    func prefetchItems(at indexPaths: [IndexPath]) { performModelEvent(.prefetch, at: indexPaths) }

    func cancelPrefetchingItems(at indexPaths: [IndexPath]) { performModelEvent(.cancelPrefetch, at: indexPaths) }

    // MARK: Running events

    @discardableResult
    private func react(_ event: MappingEvent, at indexPath: IndexPath) -> Any? {
        performItemEvent(
            event, view: hostCore.visibleView(forItemAt: indexPath), at: indexPath,
            isCursor: hostCore.cursorItem == indexPath, isSelected: hostCore.selection.contains(indexPath))
    }

    private func perform(_ event: MappingEvent, view: ReusableView, _ element: LayoutElement) {
        switch element {
        case .item(let indexPath):
            performItemEvent(
                event, view: view, at: indexPath, isCursor: hostCore.cursorItem == indexPath,
                isSelected: hostCore.selection.contains(indexPath))
        case .supplementary(let kind, let section):
            guard let (mapping, model) = supplementaryMapping(ofKind: kind, inSection: section) else { return }
            mapping.perform(event, view: view, model: model, indexPath: IndexPath(item: 0, section: section))
        }
    }

    private func performModelEvent(_ event: MappingEvent, at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let (mapping, model) = cellMapping(at: indexPath) else { continue }
            mapping.perform(event, view: nil, model: model, indexPath: indexPath)
        }
    }
}

/// Following the storage.
extension ManagerCore {
    /// Replays the update on the host. The host keeps the views of items and sections that
    /// moved; a mapping with a condition may not apply at the new index path (`.section(n)`,
    /// a custom one), or another may: such views are dequeued again. O(views on screen)
    /// resolutions, and only with conditional mappings.
    func storageDidUpdate(_ update: StorageUpdate) {
        let host = hostCore
        host.apply(update)
        if update.changesPlaces, mappings.contains(where: \.condition.dependsOnPlace) {
            host.reloadElements(
                host.visibleViews.compactMap { element, view in
                    view.configuredMapping !== currentMapping(of: element) ? element : nil
                })
        }
        needsDisplay()
    }

    func storageNeedsReload() {
        hostCore.reloadData()
        needsDisplay()
    }

    /// The mapping the element's view would be configured with now.
    private func currentMapping(of element: LayoutElement) -> ViewModelMappingBase? {
        switch element {
        case .item(let indexPath): return cellMapping(at: indexPath)?.0
        case .supplementary(let kind, let section): return supplementaryMapping(ofKind: kind, inSection: section)?.0
        }
    }
}

/// A manager's storage observer: the storage's calls reach the manager without being part of
/// its public API. Held by the manager (storages hold observers weakly).
@MainActor
final class ManagerStorageObserver: StorageObserver {
    weak var manager: (any ManagerCore)?

    func storageDidPerformUpdate(_ update: StorageUpdate) { manager?.storageDidUpdate(update) }

    func storageNeedsReloading() { manager?.storageNeedsReload() }
}

extension StorageUpdate {
    /// Whether some item or section that stays may now be at another index path.
    var changesPlaces: Bool {
        changes.contains { change in
            switch change {
            case .updateItem, .updateSection, .updateSupplementaries: return false
            case .insertItem, .deleteItem, .moveItem, .insertSection, .deleteSection, .moveSection, .insertItems,
                .deleteItems, .reorderItems:
                return true
            }
        }
    }
}

extension MappingCondition {
    /// Whether the condition may hold at one index path and not at another.
    var dependsOnPlace: Bool {
        if case .none = self { return false }
        return true
    }
}
