@testable import TermCells

/// An identifiable test model: `id` names the item, `value` is what an update changes.
struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var value: Int

    init(_ id: Int, _ value: Int = 0) {
        self.id = id
        self.value = value
    }

    var description: String { value == 0 ? "\(id)" : "\(id):\(value)" }
}

/// Rows with these ids and value 0.
func rows(_ ids: [Int]) -> [Row] {
    ids.map { Row($0) }
}

/// A single-section storage holding `items`, an observer attached, anomalies kept quiet.
@MainActor
func makeSingleSectionStorage(_ items: [Row] = []) -> (SingleSectionStorage<Row>, StorageUpdatesObserver) {
    let storage = SingleSectionStorage(items: items)
    storage.anomalyHandler.anomalyAction = { _ in }
    let observer = StorageUpdatesObserver()
    storage.addObserver(observer)
    return (storage, observer)
}

/// Replays `update` onto `old` and says whether it yields `new` exactly: kept items unchanged
/// and in place, fresh slots (inserts, updates) exactly where `new` has items that are new or
/// changed. Returns a problem description, or `nil` when the replay is exact.
func replayProblem(_ update: StorageUpdate?, from old: [Row], to new: [Row]) -> String? {
    var replayer = StorageUpdateReplayer(previous: [old.map(\.id)])
    if let update { replayer.apply(update) }
    if let problem = replayer.problems.first { return problem }
    guard let section = replayer.sections.first, section.count == new.count else {
        return "replayed count \(replayer.sections.first?.count ?? -1), expected \(new.count)"
    }
    let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
    for (index, (slot, item)) in zip(section, new).enumerated() {
        switch slot {
        case .old(let id):
            guard id == item.id else { return "index \(index): replay kept \(id), expected \(item.id)" }
            guard oldByID[id] == item else { return "index \(index): \(item) changed value but got no update" }
        case .fresh:
            if let previous = oldByID[item.id], previous == item {
                return "index \(index): \(item) is unchanged but was inserted or updated"
            }
        }
    }
    return nil
}
