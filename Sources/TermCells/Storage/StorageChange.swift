/// One step of a ``StorageUpdate``.
///
/// Indexes are sequential: a change's indexes describe the storage as it was right after the
/// change before it in ``StorageUpdate/changes`` was applied (the first change sees the state
/// before the update). Replaying the changes in order onto a copy of the old state yields the
/// new state's structure, so a host can keep its own per-item data (heights, selection) in step.
///
/// This is stricter than UIKit's batch rules, where deletions use old indexes and insertions
/// new ones; there is no ordering to reconstruct here.
public enum StorageChange: Hashable, Sendable {
    /// An item was inserted at this index path; `item` is at most the section's item count.
    /// Items after it in the section move down by one.
    case insertItem(IndexPath)
    /// The item at this index path was removed; items after it move up by one.
    case deleteItem(IndexPath)
    /// The item at this index path changed (reload it); nothing moves.
    case updateItem(IndexPath)
    /// The item at `from` was removed, then inserted at `to`; `to` is its index path after the
    /// move, so it is counted without the item (as `Array.remove(at:)` then `insert(_:at:)`).
    case moveItem(from: IndexPath, to: IndexPath)
    /// An empty section was inserted at this index; sections at and after it move up by one.
    /// Its items, if any, follow as ``insertItem(_:)`` changes; its supplementary models are read
    /// from the storage after the update.
    case insertSection(Int)
    /// The section at this index was removed with all its items.
    case deleteSection(Int)
    /// The section at `from` was removed, then inserted at `to`, its index after the move.
    case moveSection(from: Int, to: Int)
    /// Everything in the section at this index changed (reload it); its item count did not.
    case updateSection(Int)
    /// The supplementary models (header, footer, other kinds) of the section at this index
    /// changed; its items did not. Read the new models from the storage after the update.
    case updateSupplementaries(inSection: Int)
    /// Items were inserted side by side at the indexes in `range` of `section`; items at and
    /// after `range.lowerBound` move down by `range.count`. One change for any number of items,
    /// so a host replays a node of an outline opening on 100,000 children in O(log n).
    case insertItems(Range<Int>, inSection: Int)
    /// The items at the indexes in `range` of `section` were removed; items after them move
    /// up by `range.count`.
    case deleteItems(Range<Int>, inSection: Int)
    /// The items of `section` were put in a new order (a sort): the item now at index `i` was
    /// at `permutation.oldIndex(ofNewIndex: i)`. The section keeps its item count and its
    /// items; nothing is inserted, removed or changed. One change for any number of items, so
    /// a host keeps its cursor, selection and views on their items without a move per item.
    /// `permutation.count` is the section's item count.
    case reorderItems(ItemPermutation, inSection: Int)
}

extension StorageChange: CustomStringConvertible {
    public var description: String {
        switch self {
        case .insertItem(let indexPath): "insertItem \(indexPath)"
        case .deleteItem(let indexPath): "deleteItem \(indexPath)"
        case .updateItem(let indexPath): "updateItem \(indexPath)"
        case .moveItem(let from, let to): "moveItem \(from) -> \(to)"
        case .insertSection(let section): "insertSection \(section)"
        case .deleteSection(let section): "deleteSection \(section)"
        case .moveSection(let from, let to): "moveSection \(from) -> \(to)"
        case .updateSection(let section): "updateSection \(section)"
        case .updateSupplementaries(let section): "updateSupplementaries \(section)"
        case .insertItems(let range, let section): "insertItems \(range) in \(section)"
        case .deleteItems(let range, let section): "deleteItems \(range) in \(section)"
        case .reorderItems(let permutation, let section): "reorderItems \(permutation) in \(section)"
        }
    }
}
