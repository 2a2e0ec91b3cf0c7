/// A storage of collapsible sections and trees, for a ``TableManager``: the terminal's
/// counterpart of UIKit's section snapshots with outline disclosure.
///
/// Each section may have a header and holds a tree of ``OutlineNode``s. The storage's items
/// are the rows you can see — a section's header first, then each open node's children under
/// it — so the manager dequeues cells for them by model type as for any storage, and the
/// cursor rests on headers and nodes alike. On a header or on a node that can open, Enter and
/// Space open and close it, Right opens it (or moves to its first child) and Left closes it
/// (or moves to its parent).
///
/// ```swift
/// let outline = OutlineStorage()
/// outline.childLoader = { model in try await Folder.children(of: model as! Folder) }
/// outline.appendSection(header: "Favourites")
/// outline.insert(Folder.home, isExpandable: true)
/// manager.register(FolderCell.self)          // an OutlineCell: indentation and ▸/▾ drawn for you
/// manager.register(OutlineStatusCell.self)   // "Loading…" and error rows
/// manager.storage = outline
/// ```
///
/// Children are loaded when a node first opens, by ``childLoader``, off the main actor; the
/// node shows a ``OutlineStatusRow/loading`` row meanwhile, its children when they arrive, or
/// a ``OutlineStatusRow/failed(_:)`` row when the loader throws. Opening and closing survive
/// every edit: a node keeps whether it is open while nodes are inserted, removed or moved
/// around it, and while its parent is closed.
///
/// Cost: each node keeps the row counts of its children in an `OffsetIndex`, so finding the
/// row at an index path and opening or closing a node — with 100,000 children or ten — cost
/// O(depth × log n), and the change reaches observers as one ranged
/// ``StorageChange/insertItems(_:inSection:)`` or ``StorageChange/deleteItems(_:inSection:)``.
@MainActor
public final class OutlineStorage: Storage, BatchedStorage {
    /// Reads the children of a node that opens for the first time (or again, after a failure),
    /// given its model. It runs off the main actor; what it returns becomes the node's
    /// children on the main actor, and what it throws is shown in the node's status row.
    /// Without a loader, a node that was given no children opens empty.
    public var childLoader: (@Sendable (any Sendable) async throws -> [OutlineChild])?

    /// Receives the anomalies of calls that do not fit the tree.
    public var anomalyHandler = AnomalyHandler<OutlineStorageAnomaly>()

    /// One root per section; a root's children are the section's top nodes.
    var roots: [OutlineNode] = []
    /// Loads started whose task has not ended, their results applied or dropped.
    var loadsInFlight = 0
    let batch = StorageBatch()

    /// Creates an empty outline; add sections with ``appendSection(header:)``.
    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { roots.count }

    public func numberOfItems(inSection section: Int) -> Int {
        roots.indices.contains(section) ? roots[section].rowCount : 0
    }

    /// The model of the row: a section's header model, a node's model, or an
    /// ``OutlineStatusRow``. O(depth × log n).
    public func item(at indexPath: IndexPath) -> Any? {
        switch locate(indexPath) {
        case .header(let root): root.headerModel
        case .node(let node): node.model
        case .status(let node):
            if case .failed(let message) = node.loadState {
                OutlineStatusRow.failed(message)
            } else {
                OutlineStatusRow.loading
            }
        case nil: nil
        }
    }

    /// Headers are rows here, so that the cursor can rest on them: no supplementary models.
    public func supplementaryModel(ofKind kind: SupplementaryKind, forSectionAt section: Int) -> Any? { nil }

    // MARK: Batching

    /// Runs `updates` and tells observers about all of them in one ``StorageUpdate``, delivered
    /// once when the outermost call returns.
    public func performUpdates<Result>(_ updates: () throws -> Result) rethrows -> Result {
        try batch.perform(updates)
    }

    /// Tells observers to read everything again.
    public func reload() {
        performUpdates { batch.recordReload() }
    }

    /// Records changes (sequential indexes) for the current batch.
    func record(_ changes: StorageChange...) {
        performUpdates { batch.record(contentsOf: changes) }
    }

    func report(_ anomaly: OutlineStorageAnomaly) {
        anomalyHandler.reportAnomaly(anomaly)
    }
}
