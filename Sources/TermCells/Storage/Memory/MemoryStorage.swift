/// Sections of models kept in memory, DTModelStorage's `MemoryStorage`.
///
/// Every change goes through a method that tells the observers exactly what changed (see
/// ``StorageUpdate`` for how indexes are counted). Group changes with ``performUpdates(_:)``
/// to deliver them as one update. A call that cannot be carried out (an index past the end, an
/// item that is not there) changes nothing and reports a ``MemoryStorageAnomaly`` to
/// ``anomalyHandler`` instead of trapping.
///
/// Operations cost what they touch: appending is one array append however large the section,
/// and counting items walks sections, not items.
@MainActor
public final class MemoryStorage: Storage, BatchedStorage {
    /// The sections, in display order. Change them through the storage's methods.
    public internal(set) var sections: [SectionModel]

    /// Receives the anomalies of invalid calls; silence the ones you expect.
    public var anomalyHandler = AnomalyHandler<MemoryStorageAnomaly>()

    let batch = StorageBatch()

    /// Creates a storage, empty or with sections you already have; observers added later
    /// start from this state.
    public init(sections: [SectionModel] = []) {
        self.sections = sections
    }

    // MARK: Reading

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    public func item(at indexPath: IndexPath) -> Any? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    public func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        sections.indices.contains(section) ? sections[section].supplementaries[kind] : nil
    }

    /// The section at `index`, or `nil` when there is none.
    public func section(atIndex index: Int) -> SectionModel? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The items of section `section`, or `nil` when there is no such section.
    public func items(inSection section: Int) -> [Any]? {
        sections.indices.contains(section) ? sections[section].items : nil
    }

    /// The number of items in all sections; costs one step per section.
    public var totalNumberOfItems: Int {
        sections.reduce(0) { $0 + $1.items.count }
    }

    // MARK: Batching

    /// Runs `updates` and tells observers about everything it changed in one ``StorageUpdate``,
    /// delivered once when the outermost call returns.
    ///
    /// Calls nest. A call inside that cannot be carried out changes nothing; the ones before and
    /// after it still happen. If anything inside needs a full reload (``setItems(_:)``, say),
    /// observers get one `storageNeedsReloading()` instead of the update.
    public func performUpdates<Result>(_ updates: () throws -> Result) rethrows -> Result {
        try batch.perform(updates)
    }

    /// Records a change made by an operation now running inside a batch.
    func record(_ change: StorageChange) {
        batch.record(contentsOf: CollectionOfOne(change))
    }

    /// Records changes made by an operation now running inside a batch.
    func record(contentsOf changes: some Sequence<StorageChange>) {
        batch.record(contentsOf: changes)
    }

    /// Marks the current batch as one that observers must reload for.
    func recordNeedsReloading() {
        batch.recordReload()
    }

    // MARK: Helpers for the operations

    /// Appends empty sections until `section` exists, recording each insertion.
    func createSections(through section: Int) {
        while sections.count <= section {
            record(.insertSection(sections.count))
            sections.append(SectionModel())
        }
    }

    func report(_ anomaly: MemoryStorageAnomaly) {
        anomalyHandler.reportAnomaly(anomaly)
    }
}
