/// Connects a ``GridHost`` to a storage through mappings — DTCollectionViewManager for the
/// terminal.
///
/// ```swift
/// let manager = GridManager()
/// manager.register(ColorTile.self) { mapping in
///     mapping.didSelect { tile, color, indexPath in pick(color) }
///     mapping.sizeForItem { color, _ in color.isBase ? Size(width: 12, height: 3) : Size(width: 6, height: 2) }
/// }
/// manager.registerHeader(PaletteHeader.self)
/// manager.insetForSection = { _ in Insets(top: 0, left: 1, bottom: 1, right: 1) }
/// manager.memoryStorage.setSectionHeaderModels(["Palette"])
/// manager.memoryStorage.setItems(colors, forSection: 0)
/// ```
///
/// The manager answers the host's questions (through internal adapters, as DT's data source
/// and delegate objects are): for each element the host shows it
/// finds the mapping for the model, dequeues the view, calls the handler, `update(with:)`
/// and the `configure` event, and it forwards the host's events to the mappings.
///
/// Layout per section comes from closures on the manager, named after
/// `UICollectionViewDelegateFlowLayout` (``insetForSection``, ``minimumInteritemSpacingForSection``,
/// ``minimumLineSpacingForSection``, ``itemSizeForSection``); each left nil uses the host's
/// ``GridHost/metrics``. Sizes of single items and headers come from mapping events
/// (`sizeForItem`, `referenceSizeForHeaderView`, `referenceSizeForFooterView`), because they
/// depend on the model, as in DT.
@MainActor
public final class GridManager: ManagerCore {
    /// The host the manager drives.
    public let host: GridHost
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

    /// The section's insets (DT's `insetForSectionAt`); nil uses the host's.
    public var insetForSection: ((Int) -> Insets)? { didSet { host.reloadData() } }
    /// Columns between items of a row in the section; nil uses the host's.
    public var minimumInteritemSpacingForSection: ((Int) -> Int)? { didSet { host.reloadData() } }
    /// Rows between rows of items in the section; nil uses the host's.
    public var minimumLineSpacingForSection: ((Int) -> Int)? { didSet { host.reloadData() } }
    /// The size of the section's items when they are not sized one by one; nil uses the host's.
    public var itemSizeForSection: ((Int) -> Size)? { didSet { host.reloadData() } }

    let resolver = MappingResolver()
    /// Receives the storage's updates for the manager.
    private let storageObserver = ManagerStorageObserver()
    public var anomalyHandler: AnomalyHandler<ManagerAnomaly> { host.anomalyHandler }
    public var viewHost: any ReusableViewHost { host }

    /// Cell view types whose fresh instance reports a `preferredSize`, by identity.
    var viewTypesWithPreferredSize: [ObjectIdentifier: Bool] = [:]

    /// Creates a manager for `host`, with a new ``MemoryStorage``.
    public init(host: GridHost = GridHost()) {
        self.host = host
        memoryStorage = MemoryStorage()
        storage = memoryStorage
        storageObserver.manager = self
        memoryStorage.addObserver(storageObserver)
        host.manager = self
        for kind in [ViewKind.cell, .header, .footer] { registerFallbackViews(for: kind) }
    }

    func mappingsDidChange() {
        for mapping in mappings { registerFallbackViews(for: mapping.kind) }
        host.reloadData()
        needsDisplay()
    }

    var hostCore: any HostCore { host }

    func needsDisplay() {
        onNeedsDisplay?()
    }

    // MARK: - Sizes

    /// Whether a fresh instance of the view type reports a `preferredSize` (asked once per type).
    func reportsPreferredSize(_ viewType: ReusableView.Type) -> Bool {
        let key = ObjectIdentifier(viewType)
        if let known = viewTypesWithPreferredSize[key] { return known }
        let answer = viewType.init().preferredSize != nil
        viewTypesWithPreferredSize[key] = answer
        return answer
    }
}
