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
/// Layout per section comes from closures on the manager, named after
/// `UICollectionViewDelegateFlowLayout` (``insetForSection``, ``minimumInteritemSpacingForSection``,
/// ``minimumLineSpacingForSection``, ``itemSizeForSection``); each left nil uses the host's
/// ``GridHost/metrics``. Sizes of single items and headers come from mapping events
/// (`sizeForItem`, `referenceSizeForHeaderView`, `referenceSizeForFooterView`), because they
/// depend on the model, as in DT.
@MainActor
public final class GridManager: LayoutManager<GridLayout> {
    private let gridHost: GridHost
    public override var host: GridHost { gridHost }

    /// The section's insets (DT's `insetForSectionAt`); nil uses the host's.
    public var insetForSection: ((Int) -> Insets)? { didSet { host.reloadData() } }
    /// Columns between items of a row in the section; nil uses the host's.
    public var minimumInteritemSpacingForSection: ((Int) -> Int)? { didSet { host.reloadData() } }
    /// Rows between rows of items in the section; nil uses the host's.
    public var minimumLineSpacingForSection: ((Int) -> Int)? { didSet { host.reloadData() } }
    /// The size of the section's items when they are not sized one by one; nil uses the host's.
    public var itemSizeForSection: ((Int) -> Size)? { didSet { host.reloadData() } }

    /// Creates a manager for `host`, with a new ``MemoryStorage``.
    public init(host: GridHost = GridHost()) {
        gridHost = host
        super.init(host: host)
    }

    /// The section's metrics from the closures above, each left nil taken from the host's.
    override func metrics(forSection section: Int) -> FlowSectionMetrics? {
        guard
            insetForSection != nil || minimumInteritemSpacingForSection != nil
                || minimumLineSpacingForSection != nil || itemSizeForSection != nil
        else { return nil }
        var metrics = host.metrics
        if let insetForSection { metrics.insets = insetForSection(section) }
        if let minimumInteritemSpacingForSection { metrics.itemSpacing = minimumInteritemSpacingForSection(section) }
        if let minimumLineSpacingForSection { metrics.lineSpacing = minimumLineSpacingForSection(section) }
        if let itemSizeForSection { metrics.itemSize = itemSizeForSection(section) }
        return metrics
    }
}
