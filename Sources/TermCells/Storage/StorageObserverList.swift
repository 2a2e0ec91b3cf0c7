/// The observers of one storage, held weakly so that a storage never keeps a screen alive.
@MainActor
struct StorageObserverList {
    private struct Entry {
        weak var observer: (any StorageObserver)?
    }

    private var entries: [Entry] = []

    /// The observers still alive, in the order they were added.
    var observers: [any StorageObserver] {
        entries.compactMap(\.observer)
    }

    /// Adds `observer` once; adding it again does nothing.
    mutating func add(_ observer: any StorageObserver) {
        entries.removeAll { $0.observer == nil }
        if entries.contains(where: { $0.observer === observer }) { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes `observer` if present.
    mutating func remove(_ observer: any StorageObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }
}

extension StorageObserverList {
    /// Tells the observers alive now about a finished batch: to reload, or the update unless
    /// it is empty. Each observer sees the list as it was when delivery began; a change an
    /// observer makes while being told arrives as its own, later, update.
    func deliver(_ update: StorageUpdate, reload: Bool) {
        let observers = observers
        if reload {
            for observer in observers { observer.storageNeedsReloading() }
        } else if !update.isEmpty {
            for observer in observers { observer.storageDidPerformUpdate(update) }
        }
    }
}
