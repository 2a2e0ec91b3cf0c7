@testable import TermCells

/// Replays a ``StorageUpdate`` onto a host's own copy of the previous state, the way a host
/// keeps its per-item data in step, checking each change's indexes against the state left by
/// the change before it.
struct StorageUpdateReplayer {
    /// What a host knows about a slot: an item it had before (by value), or one it must read
    /// from the storage (inserted or updated).
    enum Slot: Equatable {
        case old(Int)
        case fresh
    }

    var sections: [[Slot]]
    private(set) var problems: [String] = []

    init(previous: [[Int]]) {
        sections = previous.map { $0.map(Slot.old) }
    }

    mutating func apply(_ update: StorageUpdate) {
        for (step, change) in update.changes.enumerated() where problems.isEmpty {
            apply(change, step: step)
        }
    }

    /// Whether the replayed copy matches `current`: same shape, and every item the host kept
    /// is the item the storage has there.
    func matches(_ current: [[Int]]) -> Bool {
        guard sections.count == current.count else { return false }
        for (replayed, actual) in zip(sections, current) {
            guard replayed.count == actual.count else { return false }
            for (slot, value) in zip(replayed, actual) {
                if case .old(let old) = slot, old != value { return false }
            }
        }
        return true
    }

    private mutating func apply(_ change: StorageChange, step: Int) {
        func fail() { problems.append("change \(step) \(change) is invalid on \(sections)") }
        func hasItem(_ indexPath: IndexPath) -> Bool {
            sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
        }
        switch change {
        case .insertItem(let indexPath):
            guard sections.indices.contains(indexPath.section),
                (0...sections[indexPath.section].count).contains(indexPath.item)
            else { return fail() }
            sections[indexPath.section].insert(.fresh, at: indexPath.item)
        case .deleteItem(let indexPath):
            guard hasItem(indexPath) else { return fail() }
            sections[indexPath.section].remove(at: indexPath.item)
        case .updateItem(let indexPath):
            guard hasItem(indexPath) else { return fail() }
            sections[indexPath.section][indexPath.item] = .fresh
        case .moveItem(let from, let to):
            guard hasItem(from) else { return fail() }
            let slot = sections[from.section].remove(at: from.item)
            guard sections.indices.contains(to.section), (0...sections[to.section].count).contains(to.item) else {
                return fail()
            }
            sections[to.section].insert(slot, at: to.item)
        case .insertSection(let index):
            guard (0...sections.count).contains(index) else { return fail() }
            sections.insert([], at: index)
        case .deleteSection(let index):
            guard sections.indices.contains(index) else { return fail() }
            sections.remove(at: index)
        case .moveSection(let from, let to):
            guard sections.indices.contains(from) else { return fail() }
            let section = sections.remove(at: from)
            guard (0...sections.count).contains(to) else { return fail() }
            sections.insert(section, at: to)
        case .updateSection(let index):
            guard sections.indices.contains(index) else { return fail() }
            sections[index] = sections[index].map { _ in .fresh }
        case .updateSupplementaries(let index):
            guard sections.indices.contains(index) else { return fail() }
        case .insertItems(let range, let section):
            guard sections.indices.contains(section), range.lowerBound >= 0,
                range.lowerBound <= sections[section].count
            else { return fail() }
            sections[section].insert(contentsOf: range.map { _ in .fresh }, at: range.lowerBound)
        case .deleteItems(let range, let section):
            guard sections.indices.contains(section), range.lowerBound >= 0, range.upperBound <= sections[section].count
            else { return fail() }
            sections[section].removeSubrange(range)
        case .reorderItems(let permutation, let section):
            guard sections.indices.contains(section), permutation.count == sections[section].count else {
                return fail()
            }
            let slots = sections[section]
            sections[section] = slots.indices.map { slots[permutation.oldIndex(ofNewIndex: $0)] }
        }
    }
}
