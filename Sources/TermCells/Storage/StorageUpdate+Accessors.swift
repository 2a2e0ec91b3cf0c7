/// DTModelStorage-style views of an update, one kind of change at a time.
///
/// Each keeps the order of ``StorageUpdate/changes`` and each index means what it meant in its
/// own change: when an update mixes kinds (say an insert, then a delete above it), read
/// ``StorageUpdate/changes`` instead.
extension StorageUpdate {
    /// Index paths of inserted items, a ranged insert counted item by item (O(its items)).
    public var insertedIndexPaths: [IndexPath] {
        changes.flatMap { change -> [IndexPath] in
            switch change {
            case .insertItem(let indexPath): [indexPath]
            case .insertItems(let range, let section): range.map { IndexPath(item: $0, section: section) }
            default: []
            }
        }
    }

    /// Index paths of deleted items, a ranged delete counted item by item from its last
    /// index (so that each is also the item's index when it went, as one by one).
    public var deletedIndexPaths: [IndexPath] {
        changes.flatMap { change -> [IndexPath] in
            switch change {
            case .deleteItem(let indexPath): [indexPath]
            case .deleteItems(let range, let section): range.reversed().map { IndexPath(item: $0, section: section) }
            default: []
            }
        }
    }

    /// Index paths of items to reload.
    public var updatedIndexPaths: [IndexPath] {
        changes.compactMap { if case .updateItem(let indexPath) = $0 { indexPath } else { nil } }
    }

    /// Item moves, each from its source to its destination.
    public var movedIndexPaths: [(from: IndexPath, to: IndexPath)] {
        changes.compactMap { if case .moveItem(let from, let to) = $0 { (from, to) } else { nil } }
    }

    /// Sections whose items were put in a new order, each with its permutation. A reorder is
    /// not listed among ``movedIndexPaths``.
    public var reorderedSections: [(section: Int, permutation: ItemPermutation)] {
        changes.compactMap { change in
            if case .reorderItems(let permutation, let section) = change { (section, permutation) } else { nil }
        }
    }

    /// Indexes of inserted sections.
    public var insertedSectionIndexes: [Int] {
        changes.compactMap { if case .insertSection(let section) = $0 { section } else { nil } }
    }

    /// Indexes of deleted sections.
    public var deletedSectionIndexes: [Int] {
        changes.compactMap { if case .deleteSection(let section) = $0 { section } else { nil } }
    }

    /// Indexes of sections to reload.
    public var updatedSectionIndexes: [Int] {
        changes.compactMap { if case .updateSection(let section) = $0 { section } else { nil } }
    }

    /// Section moves, each from its source to its destination.
    public var movedSectionIndexes: [(from: Int, to: Int)] {
        changes.compactMap { if case .moveSection(let from, let to) = $0 { (from, to) } else { nil } }
    }

    /// Indexes of sections whose supplementary models (header, footer, …) changed.
    public var sectionsWithUpdatedSupplementaries: [Int] {
        changes.compactMap { if case .updateSupplementaries(let section) = $0 { section } else { nil } }
    }

    /// Whether any section's supplementary models changed, DTModelStorage's
    /// "supplementaries need reloading" signal.
    public var hasUpdatedSupplementaries: Bool {
        changes.contains { if case .updateSupplementaries = $0 { true } else { false } }
    }
}
