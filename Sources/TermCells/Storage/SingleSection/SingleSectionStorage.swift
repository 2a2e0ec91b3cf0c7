/// One section of uniquely identified items that works out, for each change, the smallest
/// update that describes it: DTModelStorage's `SingleSectionStorage`.
///
/// Give it whole arrays with ``setItems(_:)`` (a filter result, a fresh fetch) and observers
/// get inserts, deletes, moves and updates rather than a reload, so a host keeps the cursor,
/// the selection and the scroll position on the items that stayed. ``addItems(_:strategy:)``
/// merges new items with DTModelStorage's accumulation strategies.
///
/// Ids are unique within the storage. An input that repeats an id keeps its first occurrence,
/// drops the others and reports ``SingleSectionStorageAnomaly/duplicateIdentifiers(operation:count:first:)``;
/// it never traps. There is always exactly one section, possibly empty.
@MainActor
public final class SingleSectionStorage<Item: Identifiable & Equatable>: Storage, BatchedStorage {
    /// The items, in display order. Change them through the storage's methods.
    public internal(set) var items: [Item]

    /// Supplementary models of the section by kind (header, footer, any other kind).
    public internal(set) var supplementaries: [SupplementaryKind: Any] = [:]

    /// Receives the anomalies of invalid calls; silence the ones you expect.
    public var anomalyHandler = AnomalyHandler<SingleSectionStorageAnomaly>()

    /// Updates that would describe more item changes than this are delivered as one
    /// `storageNeedsReloading()` instead (`Int.max`, the default: never): a filter that swaps
    /// 50,000 rows is one reload for a host, not 50,000 changes replayed one by one, and
    /// ``setItems(_:)`` skips working out the moves once the inserts and deletes alone are
    /// past it. A reload tells a host nothing about which item went where: one that must keep
    /// its cursor on an item looks the item's new index up (``index(ofItemWithID:)``) afterwards.
    public var reloadThreshold = Int.max

    let batch = StorageBatch()
    /// Id → index plus ``indexBase``, built when first needed and dropped by changes that
    /// shift many indexes. Operations that shift indexes set it to `nil`; those that keep them
    /// may update it. Read positions through ``idIndex``.
    var cachedIndex: [Item.ID: Int]?
    /// What ``cachedIndex``'s values count from: removing the first `k` items (a log trimmed
    /// to its last lines) adds `k` here and takes out their `k` ids, rather than rewriting
    /// every entry or dropping the index for a rebuild (at 100,000 lines a second the rebuild
    /// after each trim was half the stream's CPU).
    var indexBase = 0

    /// Creates a storage with `items` (repeated ids: the first occurrence is kept) and optional
    /// header and footer models; observers added later start from this state.
    public init(items: [Item] = [], headerModel: Any? = nil, footerModel: Any? = nil) {
        self.items = []
        if let headerModel = unwrappedModel(headerModel) { supplementaries[.header] = headerModel }
        if let footerModel = unwrappedModel(footerModel) { supplementaries[.footer] = footerModel }
        let (unique, index) = uniqued(items, operation: "init")
        self.items = unique
        cachedIndex = index
    }

    // MARK: Reading

    public var numberOfSections: Int { 1 }

    public func numberOfItems(inSection section: Int) -> Int {
        section == 0 ? items.count : 0
    }

    public func item(at indexPath: IndexPath) -> Any? {
        // The item boxed as it is, not through `item(atIndex:)`: unspecialised, an `Item?`
        // made into an `Any?` looks up the metadata of `Optional<Item>` on every call, and
        // the host asks several times for each row it shows.
        let index = indexPath.section == 0 ? indexPath.item : -1
        guard index >= 0 && index < items.count else { return nil }
        return items[index]
    }

    public func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? {
        // No supplementaries (a log's storage): no kind hashed. A layout asks for the header
        // and the footer after every update, every frame of a stream.
        section == 0 && !supplementaries.isEmpty ? supplementaries[kind] : nil
    }

    /// The item at `index`, or `nil` when there is none.
    public func item(atIndex index: Int) -> Item? {
        // Compared with the count, not `items.indices.contains`: unspecialised (an item type
        // from another module) that is a generic call looking up type metadata, every row drawn.
        index >= 0 && index < items.count ? items[index] : nil
    }

    /// The index of the item with `id`, or `nil`; O(1) once the id index is built.
    public func index(ofItemWithID id: Item.ID) -> Int? {
        idIndex[id]
    }

    /// The index path of the item with `id`, or `nil`.
    public func indexPath(ofItemWithID id: Item.ID) -> IndexPath? {
        index(ofItemWithID: id).map { IndexPath(item: $0, section: 0) }
    }

    // MARK: Batching

    /// Runs `updates` and tells observers about everything it changed in one ``StorageUpdate``,
    /// delivered once when the outermost call returns.
    public func performUpdates<Result>(_ updates: () throws -> Result) rethrows -> Result {
        try batch.perform(updates)
    }

    // MARK: Helpers for the operations

    /// Records changes made by an operation now running inside a batch; past
    /// ``reloadThreshold`` changes in all, the batch becomes a reload.
    func record(contentsOf changes: some Sequence<StorageChange>) {
        batch.record(contentsOf: changes, threshold: reloadThreshold)
    }

    /// Records `count` changes that `changes` builds only when they will be delivered.
    func record<Changes: Sequence<StorageChange>>(count: Int, _ changes: () -> Changes) {
        batch.record(count: count, threshold: reloadThreshold, changes)
    }

    /// Runs `updates` as one batch, as ``performUpdates(_:)`` does. Not generic: a generic
    /// method of a generic class is specialised only together with the class, so called with
    /// an item type of another module (the demo's log lines) ``performUpdates(_:)`` runs
    /// unspecialised, looking up type metadata at every call; this one, and what it calls, is
    /// compiled for `()` once. For the hot paths (a feed's append every streamed frame).
    func performBatch(_ updates: () -> Void) {
        batch.perform(updates)
    }

    /// Records the items at `range` as inserted, one `insertItem` each in increasing order.
    /// Not generic over the changes, for the same reason as ``performBatch(_:)``.
    func recordInserts(in range: Range<Int>) {
        // One item (a streamed line, every frame): recorded without the closures, whose
        // isolation check and sequence cost more than the change.
        if range.count == 1 {
            batch.record(
                contentsOf: CollectionOfOne(.insertItem(IndexPath(item: range.lowerBound, section: 0))),
                threshold: reloadThreshold)
            return
        }
        batch.record(count: range.count, threshold: reloadThreshold) {
            range.lazy.map { .insertItem(IndexPath(item: $0, section: 0)) }
        }
    }

    /// Records, inside a batch, a change delivered as a reload.
    func recordReload() {
        batch.recordReload()
    }

    /// Whether a batch already holding the pending changes plus `count` more goes past
    /// ``reloadThreshold``.
    func exceedsReloadThreshold(adding count: Int) -> Bool {
        batch.exceedsThreshold(reloadThreshold, adding: count)
    }

    /// The id → index map of the current items.
    var idIndex: [Item.ID: Int] {
        if let cachedIndex {
            guard indexBase != 0 else { return cachedIndex }
            let base = indexBase
            let index = cachedIndex.mapValues { $0 - base }
            self.cachedIndex = index
            indexBase = 0
            return index
        }
        var index: [Item.ID: Int] = [:]
        index.reserveCapacity(items.count)
        for position in items.indices { index[items[position].id] = position }
        cachedIndex = index
        indexBase = 0
        return index
    }

    /// `items` without repeated ids (first occurrence wins, the rest reported) and its id index.
    func uniqued(_ items: [Item], operation: String) -> ([Item], [Item.ID: Int]) {
        var index: [Item.ID: Int] = [:]
        index.reserveCapacity(items.count)
        var firstDuplicate: Int?
        var duplicates = 0
        for position in items.indices {
            let id = items[position].id
            if let earlier = index.updateValue(position, forKey: id) {
                index[id] = earlier
                duplicates += 1
                if firstDuplicate == nil { firstDuplicate = position }
            }
        }
        guard let firstDuplicate else { return (items, index) }
        report(
            .duplicateIdentifiers(
                operation: operation, count: duplicates, first: String(describing: items[firstDuplicate].id)))
        var unique: [Item] = []
        unique.reserveCapacity(items.count - duplicates)
        index.removeAll(keepingCapacity: true)
        for item in items where index[item.id] == nil {
            index[item.id] = unique.count
            unique.append(item)
        }
        return (unique, index)
    }

    func report(_ anomaly: SingleSectionStorageAnomaly) {
        anomalyHandler.reportAnomaly(anomaly)
    }
}
