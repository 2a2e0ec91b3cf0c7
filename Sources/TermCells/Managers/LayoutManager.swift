/// Connects a ``LayoutHost`` to a storage through mappings — DTCollectionViewManager for the
/// terminal, for a host of any layout. ``TableManager`` and ``GridManager`` are this manager
/// with the list and the flow layout.
///
/// ```swift
/// let manager = LayoutManager(host: LayoutHost(layout: CarouselLayout()))
/// manager.register(CardCell.self) { mapping in
///     mapping.didSelect { cell, card, indexPath in open(card) }
/// }
/// manager.memoryStorage.setItems(cards, forSection: 0)
/// ```
///
/// The manager is its host's data source and delegate (through an internal object, as DT's
/// are): for each element the host shows, it finds the mapping for the model, dequeues the
/// view, calls the handler, `update(with:)` and the `configure` event, and it forwards the
/// host's events to the mappings.
@MainActor
public class LayoutManager<Layout: CollectionLayout>: ManagerCore {
    private let layoutHost: LayoutHost<Layout>
    /// The host the manager drives.
    public var host: LayoutHost<Layout> { layoutHost }
    /// The storage the manager created; `storage` unless you set another.
    public let memoryStorage: MemoryStorage
    /// Where models come from. Setting it reloads the host.
    public var storage: any Storage {
        didSet {
            oldValue.removeObserver(hostSource)
            storage.addObserver(hostSource)
            layoutHost.reloadData()
            needsDisplay()
            storageDidChange?(nil)
        }
    }
    /// Whether a section with a header model but no items still shows its header.
    public var displayHeaderOnEmptySection = true { didSet { layoutHost.reloadData() } }
    /// Whether a section with a footer model but no items still shows its footer.
    public var displayFooterOnEmptySection = true { didSet { layoutHost.reloadData() } }
    /// Called when the storage changed what the host shows (an update, a reload), for a run
    /// loop of your own: ask it for a frame here. `Application` needs none: the host asks it
    /// for the frame that shows any update itself.
    public var onNeedsDisplay: (() -> Void)?

    let resolver = MappingResolver()
    /// The host's data source and delegate, and the storage's observer (storages and hosts
    /// hold it weakly).
    private(set) lazy var hostSource = ManagerHostSource(manager: self)
    public var anomalyHandler: AnomalyHandler<ManagerAnomaly> { layoutHost.anomalyHandler }
    public var viewHost: any ReusableViewHost { layoutHost }
    /// Models of supplementary kinds the layout pins whatever the storage holds (the
    /// ``ColumnTableManager``'s header and its ``TableColumnModel``), by kind.
    var pinnedSupplementaryModels: [SupplementaryKind: Any] = [:]
    /// Told after the host followed a change of the storage: the update, or nil for a reload
    /// or another storage (a ``ColumnTableManager`` sorts the rows again).
    var storageDidChange: ((StorageUpdate?) -> Void)?

    /// Creates a manager for `host`, with a new ``MemoryStorage``.
    public init(host: LayoutHost<Layout>) {
        layoutHost = host
        memoryStorage = MemoryStorage()
        storage = memoryStorage
        memoryStorage.addObserver(hostSource)
        host.dataSource = hostSource
        host.delegate = hostSource
        for kind in [ViewKind.cell, .header, .footer] { registerFallbackViews(for: kind) }
        host.tellsPrefetching = false
    }

    func mappingsDidChange() {
        for mapping in mappings { registerFallbackViews(for: mapping.kind) }
        layoutHost.tellsPrefetching = resolver.reacts(to: .prefetch) || resolver.reacts(to: .cancelPrefetch)
        layoutHost.reloadData()
        needsDisplay()
    }

    func needsDisplay() { onNeedsDisplay?() }

    /// The section's flow metrics; nil for the layout's own (the ``GridManager`` closures).
    func metrics(forSection section: Int) -> FlowSectionMetrics? { nil }
}
