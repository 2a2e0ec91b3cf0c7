@testable import TermCells

/// Records what a host would receive from a storage, like DTModelStorage's test double.
@MainActor
final class StorageUpdatesObserver: StorageObserver {
    enum Event: Equatable {
        case update(StorageUpdate)
        case reload
    }

    private(set) var events: [Event] = []

    /// Called after each event is recorded, to test re-entrancy.
    var onEvent: ((Event) -> Void)?

    var updates: [StorageUpdate] {
        events.compactMap { if case .update(let update) = $0 { update } else { nil } }
    }

    var lastUpdate: StorageUpdate? { updates.last }

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        events.append(.update(update))
        onEvent?(.update(update))
    }

    func storageNeedsReloading() {
        events.append(.reload)
        onEvent?(.reload)
    }

    func reset() {
        events.removeAll()
    }
}

extension MemoryStorage {
    /// The items as integers (-1 for anything else), to compare with literals.
    var intSections: [[Int]] {
        sections.map { $0.items.map { $0 as? Int ?? -1 } }
    }
}

/// A storage with the given integer sections, an observer attached, and anomalies kept quiet.
@MainActor
func makeStorage(_ contents: [[Int]] = []) -> (MemoryStorage, StorageUpdatesObserver) {
    let storage = MemoryStorage(sections: contents.map { SectionModel(items: $0) })
    storage.anomalyHandler.anomalyAction = { _ in }
    let observer = StorageUpdatesObserver()
    storage.addObserver(observer)
    return (storage, observer)
}
