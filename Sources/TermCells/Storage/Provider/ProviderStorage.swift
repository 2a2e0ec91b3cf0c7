/// A storage whose items are produced on demand by closures, for data that is never
/// materialised: a million lines of a file, rows behind a database cursor, a computed list.
///
/// DTModelStorage has no such storage; it fills the gap `MemoryStorage` leaves when holding
/// every model is too costly. The storage reads the source only for what a host asks —
/// the visible rows — and holds no items.
///
/// The source changes behind the storage's back, so the storage keeps the item counts its
/// observers were last told about: ``numberOfItems(inSection:)`` answers those, and the
/// source's new rows appear when you announce the change with one of the `did…` methods
/// (``didAppend(count:toSection:)``, ``didInsert(count:at:inSection:)``,
/// ``didRemove(_:inSection:)``, ``didUpdate(at:inSection:)``, ``didMove(from:to:inSection:)``)
/// or ``reload()``. Announce on the main actor, right after changing the source.
///
/// After each announcement (or outermost ``performUpdates(_:)``) the storage compares its
/// counts with the source's. A disagreement — a forgotten or wrong announcement — reports
/// ``ProviderStorageAnomaly/countMismatch(section:expected:actual:)`` and observers get
/// `storageNeedsReloading()` instead of the update, so a host never shows a wrong count.
@MainActor
public final class ProviderStorage: Storage, BatchedStorage {
    /// The sections, each a count and an item closure.
    public private(set) var sections: [ProviderSection]

    /// Receives the anomalies of invalid announcements; silence the ones you expect.
    public var anomalyHandler = AnomalyHandler<ProviderStorageAnomaly>()

    /// Announcements that would describe more item changes than this are delivered as one
    /// `storageNeedsReloading()` instead, so appending a million rows never builds a million
    /// changes. Observers that must tell an append from other reloads (to follow the tail of
    /// a log, say) compare the item count before and after.
    public var reloadThreshold = 10_000

    /// The item counts observers were last told about, one per section.
    private var knownCounts: [Int]
    let batch = StorageBatch()

    /// Creates a storage over `sections`, reading their counts now.
    public init(sections: [ProviderSection]) {
        self.sections = sections
        knownCounts = sections.map { max(0, $0.count()) }
        batch.willDeliver = { [unowned self] reload in checkCounts(reload: reload) }
    }

    /// Creates a one-section storage from a count and an item closure, with optional header
    /// and footer model closures.
    public convenience init<Item>(
        count: @escaping @MainActor () -> Int,
        item: @escaping @MainActor (Int) -> Item?,
        headerModel: (@MainActor () -> Any?)? = nil,
        footerModel: (@MainActor () -> Any?)? = nil
    ) {
        self.init(sections: [
            ProviderSection(count: count, item: item, headerModel: headerModel, footerModel: footerModel)
        ])
    }

    // MARK: Reading

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        knownCounts.indices.contains(section) ? knownCounts[section] : 0
    }

    /// Asks the section's `item` closure, for index paths within the announced counts only.
    public func item(at indexPath: IndexPath) -> Any? {
        guard knownCounts.indices.contains(indexPath.section),
            (0..<knownCounts[indexPath.section]).contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].item(indexPath.item)
    }

    public func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        guard sections.indices.contains(section), let model = sections[section].supplementaries[kind] else {
            return nil
        }
        return unwrappedModel(model())
    }

    // MARK: Replacing the source

    /// Replaces the sections and tells observers to reload.
    public func setSections(_ newSections: [ProviderSection]) {
        performUpdates {
            sections = newSections
            batch.recordReload()
        }
    }

    /// Re-reads every count and tells observers to reload everything, for changes not worth
    /// describing (a new query, a file replaced).
    public func reload() {
        performUpdates { batch.recordReload() }
    }

    // MARK: Batching

    /// Runs `updates` (announcements) and tells observers about all of them in one
    /// ``StorageUpdate``, delivered once when the outermost call returns.
    public func performUpdates<Result>(_ updates: () throws -> Result) rethrows -> Result {
        try batch.perform(updates)
    }

    /// As a batch ends: the counts now are the ones observers learn; one that differs from
    /// what was announced is an anomaly, and the batch becomes a reload.
    private func checkCounts(reload: Bool) -> Bool {
        var reload = reload
        let actualCounts = sections.map { max(0, $0.count()) }
        if !reload {
            for (section, (expected, actual)) in zip(knownCounts, actualCounts).enumerated() where expected != actual {
                report(.countMismatch(section: section, expected: expected, actual: actual))
                reload = true
            }
        }
        knownCounts = actualCounts
        return reload
    }

    // MARK: Helpers for the announcements

    /// The announced count of `section`, or `nil` (and an anomaly) when there is no such section.
    func knownCount(ofSection section: Int, operation: String) -> Int? {
        guard knownCounts.indices.contains(section) else {
            report(.sectionOutOfRange(operation: operation, section: section, numberOfSections: sections.count))
            return nil
        }
        return knownCounts[section]
    }

    /// Records an announcement of `itemChanges` changes to `section` that leaves it with
    /// `newCount` items; `changes` is only built when the update will describe them.
    func record(section: Int, newCount: Int, itemChanges: Int, _ changes: () -> [StorageChange]) {
        performUpdates {
            knownCounts[section] = newCount
            batch.record(count: itemChanges, threshold: reloadThreshold, changes)
        }
    }

    func report(_ anomaly: ProviderStorageAnomaly) {
        anomalyHandler.reportAnomaly(anomaly)
    }
}
