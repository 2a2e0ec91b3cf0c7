/// Following the storage.
extension LayoutManager {
    /// Replays the update on the host. The host keeps the views of items and sections that
    /// moved; a mapping with a condition may not apply at the new index path (`.section(n)`,
    /// a custom one), or another may: such views are dequeued again. O(views on screen)
    /// resolutions, and only with conditional mappings.
    func storageDidUpdate(_ update: StorageUpdate) {
        host.apply(update)
        if update.changesPlaces, mappings.contains(where: \.condition.dependsOnPlace) {
            host.reloadElements(
                host.visibleViews.compactMap { element, view in
                    view.configuredMapping !== mapping(of: element)?.0 ? element : nil
                })
        }
        needsDisplay()
    }
}

/// The object that answers the host for the manager is its storage observer too: the
/// storage's calls reach the manager without being part of its public API.
extension ManagerHostSource: StorageObserver {
    func storageDidPerformUpdate(_ update: StorageUpdate) { manager.storageDidUpdate(update) }

    func storageNeedsReloading() {
        manager.host.reloadData()
        manager.needsDisplay()
    }
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
        if case .none = self { false } else { true }
    }
}
