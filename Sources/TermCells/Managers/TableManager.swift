/// Connects a ``TableHost`` to a storage through mappings — DTTableViewManager for the terminal.
///
/// ```swift
/// let manager = TableManager(host: TableHost())
/// manager.register(PostCell.self) { mapping in
///     mapping.didSelect { cell, post, indexPath in print(post.title) }
/// }
/// manager.registerHeader(SectionHeader.self)
/// manager.memoryStorage.setSectionHeaderModels(["Today", "Earlier"])
/// manager.memoryStorage.setItems(posts, forSection: 0)
/// ```
///
/// The manager answers the host's questions (through internal adapters, as DT's data source
/// and delegate objects are): for each row the host shows, it
/// finds the mapping for the model, dequeues the view, calls the handler, `update(with:)`
/// and the `configure` event, and it forwards the host's events to the mappings.
@MainActor
public final class TableManager: ManagerCore {
    /// The host the manager drives.
    public let host: TableHost
    /// The storage the manager created; `storage` unless you set another.
    public let memoryStorage: MemoryStorage
    /// Where models come from. Setting it reloads the host.
    public var storage: any Storage {
        didSet {
            oldValue.removeObserver(storageObserver)
            storage.addObserver(storageObserver)
            host.reloadData()
            needsDisplay()
        }
    }
    /// Whether a section with a header model but no items still shows its header.
    public var displayHeaderOnEmptySection = true { didSet { host.reloadData() } }
    /// Whether a section with a footer model but no items still shows its footer.
    public var displayFooterOnEmptySection = true { didSet { host.reloadData() } }
    /// Called when something the host shows changed outside an input event (a storage
    /// update delivered by a background task): ask your run loop for a frame here.
    public var onNeedsDisplay: (() -> Void)?

    let resolver = MappingResolver()
    /// Receives the storage's updates for the manager.
    private let storageObserver = ManagerStorageObserver()
    public var anomalyHandler: AnomalyHandler<ManagerAnomaly> { host.anomalyHandler }
    public var viewHost: any ReusableViewHost { host }

    /// Creates a manager for `host`, with a new ``MemoryStorage``.
    public init(host: TableHost = TableHost()) {
        self.host = host
        memoryStorage = MemoryStorage()
        storage = memoryStorage
        storageObserver.manager = self
        memoryStorage.addObserver(storageObserver)
        host.manager = self
        for kind in [ViewKind.cell, .header, .footer] { registerFallbackViews(for: kind) }
    }

    func mappingsDidChange() {
        host.prefetchesItems = mappings.contains {
            $0.reactions[.prefetch] != nil || $0.reactions[.cancelPrefetch] != nil
        }
        host.reloadData()
        needsDisplay()
    }

    var hostCore: any HostCore { host }

    func needsDisplay() {
        onNeedsDisplay?()
    }
}
