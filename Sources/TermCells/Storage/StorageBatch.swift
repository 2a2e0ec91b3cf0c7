/// A storage's observers and the batch of changes it records for them: what every storage's
/// `addObserver`, `removeObserver` and `performUpdates` do, written once. Observers are held
/// weakly, so that a storage never keeps a screen alive.
@MainActor
final class StorageBatch {
    private struct Entry {
        weak var observer: (any StorageObserver)?
    }

    private var entries: [Entry] = []
    private var depth = 0
    /// The changes recorded in the batch so far.
    private(set) var update = StorageUpdate()
    /// Whether the batch is delivered as one `storageNeedsReloading()` instead.
    private(set) var needsReload = false
    /// Asked as the outermost batch ends, before delivery, with whether it reloads; returns
    /// whether it must (``ProviderStorage`` checks its announced counts here).
    var willDeliver: ((_ reload: Bool) -> Bool)?

    /// Adds `observer` once; adding it again does nothing.
    func add(_ observer: any StorageObserver) {
        entries.removeAll { $0.observer == nil }
        if entries.contains(where: { $0.observer === observer }) { return }
        entries.append(Entry(observer: observer))
    }

    /// Removes `observer` if present.
    func remove(_ observer: any StorageObserver) {
        entries.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Runs `updates`; when the outermost call returns, delivers what they recorded.
    func perform<Result>(_ updates: () throws -> Result) rethrows -> Result {
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { deliver() }
        }
        return try updates()
    }

    /// Records changes made by an operation now running inside a batch; past `threshold`
    /// changes in all, the batch becomes a reload.
    func record(contentsOf changes: some Sequence<StorageChange>, threshold: Int = .max) {
        guard !needsReload else { return }
        update.append(contentsOf: changes)
        if update.changes.count > threshold { recordReload() }
    }

    /// Records `count` changes that `changes` builds only when they will be delivered: past
    /// `threshold` changes in all, the batch becomes a reload instead.
    func record<Changes: Sequence<StorageChange>>(count: Int, threshold: Int, _ changes: () -> Changes) {
        if exceedsThreshold(threshold, adding: count) {
            recordReload()
        } else {
            record(contentsOf: changes())
        }
    }

    /// Makes the batch one that observers must reload for.
    func recordReload() {
        needsReload = true
        update = StorageUpdate()
    }

    /// Whether the batch, with `count` more changes, goes past `threshold` (or reloads already).
    func exceedsThreshold(_ threshold: Int, adding count: Int) -> Bool {
        needsReload || count > threshold - update.changes.count
    }

    /// Tells the observers alive now: to reload, or the update unless it is empty. Each
    /// observer sees the list as it was when delivery began; a change an observer makes while
    /// being told arrives as its own, later, update.
    private func deliver() {
        let delivered = update
        var reload = needsReload
        update = StorageUpdate()
        needsReload = false
        if let willDeliver { reload = willDeliver(reload) }
        guard reload || !delivered.isEmpty else { return }
        func tell(_ observer: any StorageObserver) {
            if reload { observer.storageNeedsReloading() } else { observer.storageDidPerformUpdate(delivered) }
        }
        // One observer (a manager's, the usual case): told without an array of the observers
        // made for it, every streamed frame.
        if entries.count == 1 {
            if let observer = entries[0].observer { tell(observer) }
            return
        }
        for observer in entries.compactMap(\.observer) { tell(observer) }
    }
}
