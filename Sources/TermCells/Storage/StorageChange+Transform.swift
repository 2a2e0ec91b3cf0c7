extension StorageChange {
    /// Where the item that was at `indexPath` is after this change; nil when the change removed it.
    ///
    /// Hosts use this to keep the cursor, the selection and the views on screen attached to
    /// their items (not to their positions) while a batch of changes is replayed.
    public func transform(_ indexPath: IndexPath) -> IndexPath? {
        switch self {
        case .insertItem(let inserted):
            guard inserted.section == indexPath.section, inserted.item <= indexPath.item else { return indexPath }
            return IndexPath(item: indexPath.item + 1, section: indexPath.section)
        case .deleteItem(let deleted):
            guard deleted.section == indexPath.section else { return indexPath }
            if deleted.item == indexPath.item { return nil }
            return deleted.item < indexPath.item
                ? IndexPath(item: indexPath.item - 1, section: indexPath.section) : indexPath
        case .moveItem(let from, let to):
            if from == indexPath { return to }
            return StorageChange.deleteItem(from).transform(indexPath).flatMap {
                StorageChange.insertItem(to).transform($0)
            }
        case .insertItems(let range, let section):
            guard section == indexPath.section, range.lowerBound <= indexPath.item else { return indexPath }
            return IndexPath(item: indexPath.item + range.count, section: section)
        case .deleteItems(let range, let section):
            guard section == indexPath.section, range.lowerBound <= indexPath.item else { return indexPath }
            if range.contains(indexPath.item) { return nil }
            return IndexPath(item: indexPath.item - range.count, section: section)
        case .reorderItems(let permutation, let section):
            guard section == indexPath.section else { return indexPath }
            return IndexPath(item: permutation.newIndex(ofOldIndex: indexPath.item), section: section)
        case .updateItem, .updateSection, .updateSupplementaries:
            return indexPath
        case .insertSection, .deleteSection, .moveSection:
            return transform(section: indexPath.section).map { IndexPath(item: indexPath.item, section: $0) }
        }
    }

    /// Where section `section` is after this change; nil when the change deleted it.
    public func transform(section: Int) -> Int? {
        switch self {
        case .insertSection(let inserted):
            return inserted <= section ? section + 1 : section
        case .deleteSection(let deleted):
            if deleted == section { return nil }
            return deleted < section ? section - 1 : section
        case .moveSection(let from, let to):
            if from == section { return to }
            let afterRemoval = from < section ? section - 1 : section
            return to <= afterRemoval ? afterRemoval + 1 : afterRemoval
        default:
            return section
        }
    }
}
