/// Following the storage.
extension LayoutManager {
    /// Replays the update on the host. The host keeps the views of items and sections that
    /// moved; a mapping with a condition may not apply at the new index path (`.section(n)`,
    /// a custom one), or another may: such views are dequeued again. O(views on screen)
    /// resolutions, and only with conditional mappings. The heights measured for items off
    /// screen in sections that moved are forgotten for the same reason (see
    /// ``LayoutHost/forgetMeasuredHeights(fromSection:)``).
    func storageDidUpdate(_ update: StorageUpdate) {
        host.apply(update)
        // The resolver's mappings, not `mappings`: that one finds the resolver by a dynamic
        // cast, and this runs for every streamed frame.
        if update.changesPlaces, resolver.hasMappingDependingOnPlace {
            host.reloadElements(
                host.renderer.views.shown.compactMap { element, view in
                    view.configuredMapping !== mapping(of: element)?.0 ? element : nil
                })
            if let first = update.firstSectionMoved { host.forgetMeasuredHeights(fromSection: first) }
        }
        needsDisplay()
    }
}

/// The object that answers the host for the manager is its storage observer too: the
/// storage's calls reach the manager without being part of its public API.
extension ManagerHostSource: StorageObserver {
    func storageDidPerformUpdate(_ update: StorageUpdate) {
        manager.storageDidUpdate(update)
        manager.storageDidChange?(update)
    }

    func storageNeedsReloading() {
        manager.host.reloadData()
        manager.needsDisplay()
        manager.storageDidChange?(nil)
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

extension StorageUpdate {
    /// The first section (after the update) whose items may now be at another section index
    /// than before it: every section from it on is counted as moved. Nil when no item
    /// changed section.
    var firstSectionMoved: Int? {
        var first: Int?
        for change in changes {
            let moved: Int?
            switch change {
            case .insertSection(let section): moved = section + 1
            case .deleteSection(let section): moved = section
            case .moveSection(let from, let to): moved = min(from, to)
            case .moveItem(let from, let to) where from.section != to.section: moved = to.section
            default: moved = nil
            }
            // A section deleted at the bound leaves the next one there: that one moved.
            if let bound = first { first = change.transform(section: bound) ?? bound }
            if let moved { first = min(first ?? moved, moved) }
        }
        return first
    }
}

extension MappingResolver {
    /// Whether some mapping's condition may hold at one index path and not at another.
    /// Asked after every update that moves items: a loop, as a closure checks its actor.
    var hasMappingDependingOnPlace: Bool {
        for mapping in mappings where mapping.condition.dependsOnPlace { return true }
        return false
    }
}

extension MappingCondition {
    /// Whether the condition may hold at one index path and not at another.
    var dependsOnPlace: Bool {
        if case .none = self { false } else { true }
    }
}
