extension TableManager: StorageObserver {
    public func storageDidPerformUpdate(_ update: StorageUpdate) {
        host.apply(update)
        // The host keeps the views of items and sections that moved. A mapping with a
        // condition may not apply at the new index path (`.section(n)`, a custom one), or
        // another may: such views are dequeued again. O(views on screen) resolutions, and only
        // with conditional mappings.
        if update.changesPlaces, mappings.contains(where: \.condition.dependsOnPlace) {
            host.reloadRows(host.displayedViews.compactMap { row, view in
                view.configuredMapping !== currentMapping(of: row) ? row : nil
            })
        }
        needsDisplay()
    }

    public func storageNeedsReloading() {
        host.reloadData()
        needsDisplay()
    }

    /// The mapping the row's view would be configured with now.
    private func currentMapping(of row: TableRow) -> ViewModelMappingBase? {
        switch row {
        case .item(let indexPath): return cellMapping(at: indexPath)?.0
        case .header(let section): return supplementaryMapping(ofKind: .header, inSection: section)?.0
        case .footer(let section): return supplementaryMapping(ofKind: .footer, inSection: section)?.0
        case .gap: return nil
        }
    }
}

extension StorageUpdate {
    /// Whether some item or section that stays may now be at another index path.
    var changesPlaces: Bool {
        changes.contains { change in
            switch change {
            case .updateItem, .updateSection, .updateSupplementaries: return false
            case .insertItem, .deleteItem, .moveItem, .insertSection, .deleteSection, .moveSection: return true
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
