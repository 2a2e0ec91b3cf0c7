/// A flow grid of reusable views in a rectangle of the terminal — the terminal's
/// `UICollectionView` with a flow layout.
///
/// Items flow left to right in rows, as many columns as the width allows, re-flowed when
/// the width changes. Sections have headers, footers and other supplementary views spanning
/// the width, insets and spacing. The host keeps a flow layout (cumulative band offsets,
/// O(log n) to find what is at an offset or where an item is) and dequeues views only for
/// what is on screen. Drive it with a ``GridManager`` (or a data source of your own), call `draw(in:)`
/// with a canvas of the rectangle it owns, and feed it `handle(_:)` events.
@MainActor
public final class GridHost: CollectionHost {
    public weak var dataSource: GridHostDataSource?
    public weak var delegate: GridHostDelegate?
    public let reuseQueues = ReuseQueues()
    public var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    public var templateViewSource: ((ReusableView.Type, String, ViewKind) -> ViewSource?)?

    // MARK: Options

    /// Item size, spacing and insets of every section the delegate gives no metrics for.
    public var metrics = FlowSectionMetrics() { didSet { setNeedsRelayout() } }
    /// Whether Space toggles items in and out of a multiple selection (else it selects, as Enter).
    public var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { trimSelectionToOne() } } }
    /// Whether a one-column scroll indicator is drawn at the right edge when the content is
    /// taller than the host. The column is reserved whenever this is on, so the columns of
    /// the grid do not change when content grows past one screen.
    public var showsScrollIndicator = true { didSet { setNeedsRelayout() } }
    /// Whether the host has the keyboard: the cursor is drawn only while it does.
    /// Whether a storage update that moves the cursor's item (a process that changes section,
    /// a row re-sorted) scrolls the least needed to keep it on screen. Off by default: the row
    /// on top of the viewport stays on top and the item may move out of sight.
    public var keepsCursorInView = false
    public var isFocused = true { didSet { if oldValue != isFocused { refreshVisibleStates() } } }

    // MARK: State

    /// The layout of every band.
    var layout = FlowLayout()
    /// The size of the rectangle the host last drew into.
    public internal(set) var viewportSize = Size.zero
    /// The offset of the viewport's top row in the content.
    public internal(set) var contentOffset = 0

    var needsReload = true
    var needsRelayout = false
    var visibleViews: [LayoutElement: ReusableView] = [:]
    var nextVisibleViews: [LayoutElement: ReusableView] = [:]
    var measuredSupplementaries: Set<LayoutElement> = []
    var preferredColumn: Int?
    var selection = ItemSelection()
    var cursorItem: IndexPath?
    var lastRemovedCursor: IndexPath?
    /// The manager that drives the host, if any; else the data source and delegate answer.
    weak var manager: HostClient?
    private lazy var bridge = GridHostBridge(host: self)
    var client: HostClient? { manager ?? bridge }

    public init() {}

    /// The width items are laid out in: the viewport less the indicator column.
    var contentWidth: Int { max(0, viewportSize.width - (showsScrollIndicator && viewportSize.width > 1 ? 1 : 0)) }

    // MARK: Reloading and re-flowing

    /// Asks the data source again for everything, before the next draw. The cursor and the
    /// selection keep their index paths where those still exist.
    public func reloadData() { needsReload = true }

    func setNeedsRelayout() { needsRelayout = true }

    /// Rebuilds the layout now if a reload or a re-flow is pending. O(sections).
    func reloadIfNeeded() {
        guard needsReload || needsRelayout else { return }
        let reloading = needsReload
        needsReload = false
        needsRelayout = false
        // Where the cursor is on screen, to put it back there after a re-flow.
        let cursorRow = cursorItem.flatMap { layout.frame(of: $0) }.map { $0.y - contentOffset }
        if reloading { endDisplayingAll() }
        measuredSupplementaries.removeAll(keepingCapacity: true)
        layout.rebuild(width: contentWidth, sections: sectionInputs())
        if reloading { dropMissingCursorAndSelection() }
        if let cursorItem, let frame = layout.frame(of: cursorItem) {
            if let cursorRow { scroll(toContentOffset: frame.y - cursorRow) }
            scrollToItem(cursorItem)
        } else {
            scroll(toContentOffset: contentOffset)
        }
        placeCursorIfNone()
    }

    func sectionInputs() -> [FlowLayout.SectionInput] {
        guard let client else { return [] }
        var reader = CountReader(report: anomalyHandler.reportAnomaly)
        let sectionCount = reader.sectionCount(client.numberOfSections())
        let extraKinds = client.supplementaryKinds().filter { $0 != .header && $0 != .footer }
        var inputs: [FlowLayout.SectionInput] = []
        inputs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var leading: [(kind: SupplementaryKind, height: Int)] = []
            for kind in [SupplementaryKind.header] + extraKinds
            where client.hasSupplementary(kind, inSection: section) {
                leading.append((kind, supplementaryHeight(kind, section)))
            }
            let hasFooter = client.hasSupplementary(.footer, inSection: section)
            inputs.append(
                FlowLayout.SectionInput(
                    itemCount: reader.itemCount(client.numberOfItems(inSection: section), section: section),
                    leading: leading,
                    footerHeight: hasFooter ? supplementaryHeight(.footer, section) : nil,
                    metrics: client.metrics(forSection: section) ?? metrics,
                    sizesItemsIndividually: client.sizesItemsIndividually(inSection: section)
                ))
        }
        return inputs
    }

    /// The delegate's height, or 1 until the view is measured on screen.
    private func supplementaryHeight(_ kind: SupplementaryKind, _ section: Int) -> Int {
        min(max(0, client?.height(of: .supplementary(kind, section: section)) ?? 1), ContentLimits.maximumExtent)
    }

    private func dropMissingCursorAndSelection() {
        if let current = cursorItem, !layout.contains(current) {
            let count = layout.itemCount(inSection: current.section)
            cursorItem = count > 0 ? IndexPath(item: count - 1, section: current.section) : layout.lastItem
        }
        selection.remap { layout.contains($0) ? $0 : nil }
    }

    /// Measures a section sized per item if it is still an estimate, keeping what is on
    /// screen in place when the section lies above the viewport. O(k) for its k items, once.
    func resolve(section: Int) {
        guard layout.needsResolving(section: section) else { return }
        let count = layout.itemCount(inSection: section)
        let fallback = (client?.metrics(forSection: section) ?? metrics).itemSize
        // Sizes are gathered before the layout is edited, so a delegate may read the layout.
        let sizes = (0..<count).map { client?.size(ofItemAt: IndexPath(item: $0, section: section)) ?? fallback }
        let oldBottom = layout.top(ofSection: section + 1) ?? layout.contentHeight
        guard let change = layout.resolve(section: section, size: { sizes[$0] }) else { return }
        if oldBottom <= contentOffset { contentOffset += change.heightDelta }
        _ = change.sectionTop
    }

    // MARK: Scrolling

    /// The largest content offset: the content's bottom at the viewport's bottom.
    public var maximumContentOffset: Int { max(0, layout.contentHeight - viewportSize.height) }

    /// Scrolls so that the content at `offset` is on the top row (clamped to the content).
    public func scroll(toContentOffset offset: Int) {
        contentOffset = min(max(0, offset), maximumContentOffset)
    }

    /// Scrolls the least needed to show the item whole (or its top, if taller than the
    /// host). An item of a section's first row brings the section's header into view too.
    public func scrollToItem(_ indexPath: IndexPath) {
        resolve(section: indexPath.section)
        guard let frame = layout.frame(of: indexPath) else { return }
        var top = frame.y
        let bottom = frame.y + frame.height
        if layout.row(of: indexPath) == 0, let sectionTop = layout.top(ofSection: indexPath.section),
            bottom - sectionTop <= viewportSize.height
        {
            top = sectionTop
        }
        if top < contentOffset {
            scroll(toContentOffset: top)
        } else if bottom > contentOffset + viewportSize.height {
            scroll(toContentOffset: min(frame.y, bottom - viewportSize.height))
        }
    }

}

extension GridHost: HostCore {
    func item(atViewportPoint point: Point) -> IndexPath? { itemAt(viewportPoint: point) }

    func reorderCursorItem(by step: Int) -> Bool { false }
}
