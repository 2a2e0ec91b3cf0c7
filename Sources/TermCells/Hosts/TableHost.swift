/// A vertical list of reusable views in a rectangle of the terminal — the terminal's
/// `UITableView`.
///
/// The host lays out only what is visible: row heights live in a list layout (O(log n)
/// to find the rows at an offset), views come from reuse queues as rows scroll in and go
/// back as they scroll out. Drive it with a ``TableManager`` (or a data source of your own), then call
/// `draw(in:)` with a canvas of the rectangle it owns and feed it `handle(_:)` events.
@MainActor
public final class TableHost: CollectionHost {
    public weak var dataSource: TableHostDataSource?
    public weak var delegate: TableHostDelegate?
    public let reuseQueues = ReuseQueues()
    public var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    public var templateViewSource: ((ReusableView.Type, String, ViewKind) -> ViewSource?)?

    // MARK: Options

    /// Whether Space toggles items in and out of a multiple selection.
    public var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { trimSelectionToOne() } } }
    /// Whether the current section's header stays on the top row while its items scroll.
    public var stickyHeaders = false
    /// Blank rows between sections.
    public var sectionGap = 0 { didSet { setNeedsReload() } }
    /// The height assumed for items not yet measured on screen. Rows are measured when
    /// they are first shown, so a million rows need no height computation up front.
    public var estimatedItemHeight = 1 { didSet { setNeedsReload() } }
    /// Whether a one-column scroll indicator is drawn at the right edge when the content
    /// is taller than the host.
    public var showsScrollIndicator = true
    /// Whether appended rows scroll into view while the viewport is at the end of the content
    /// and the cursor on the last item (a log viewer). Moving up stops following; End resumes it.
    public var followsTail = false
    /// Whether the delegate is told about items about to scroll into view. Managers turn it on
    /// only while some mapping has a `prefetch` or `cancelPrefetch` event, so lists without
    /// them pay nothing for it.
    public var prefetchesItems = true {
        didSet {
            prefetched.removeAll()
            prefetchedAround = 0..<0
        }
    }
    /// Whether the host has the keyboard: the cursor is drawn only while it does.
    /// Whether a storage update that moves the cursor's item (a process that changes section,
    /// a row re-sorted) scrolls the least needed to keep it on screen. Off by default: the row
    /// on top of the viewport stays on top and the item may move out of sight.
    public var keepsCursorInView = false
    public var isFocused = true { didSet { if oldValue != isFocused { refreshVisibleStates() } } }

    // MARK: State

    /// The layout of every row.
    var layout = TableLayout()
    /// The size of the rectangle the host last drew into.
    public internal(set) var viewportSize = Size.zero

    var topRow = 0
    var topRowOffset = 0
    var needsReload = true
    var visibleViews: [LayoutElement: ReusableView] = [:]
    var nextVisibleViews: [LayoutElement: ReusableView] = [:]
    var stickyHeader: (section: Int, view: ReusableView)?
    var lastRemovedCursor: IndexPath?
    var prefetched: Set<IndexPath> = []
    var prefetchedAround: Range<Int> = 0..<0
    /// The manager that drives the host, if any; else the data source and delegate answer.
    weak var manager: HostClient?
    private lazy var bridge = TableHostBridge(host: self)
    var client: HostClient? { manager ?? bridge }
    var selection = ItemSelection()
    var cursorItem: IndexPath?
    /// Unused in a list (its items have one column), kept for the host core.
    var preferredColumn: Int?

    public init() {}

    /// The offset of the viewport's top row in the content.
    public var contentOffset: Int { layout.heights.offset(of: topRow) + topRowOffset }

    // MARK: Reloading

    /// Asks the data source again for everything, before the next draw. The cursor and
    /// the selection keep their index paths where those still exist.
    public func reloadData() {
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
    }

    /// Rebuilds the layout now if a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let anchorOffset = contentOffset
        endDisplayingAll()
        releaseStickyHeaderView()
        var reader = CountReader(report: anomalyHandler.reportAnomaly)
        let client = client
        let sections = reader.sectionCount(client?.numberOfSections() ?? 0)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(reader.itemCount(client?.numberOfItems(inSection: section) ?? 0, section: section))
        }
        layout.rebuild(
            itemCounts: counts,
            hasHeader: { client?.hasSupplementary(.header, inSection: $0) ?? false },
            hasFooter: { client?.hasSupplementary(.footer, inSection: $0) ?? false },
            gap: sectionGap, estimatedItemHeight: estimatedItemHeight, headerHeight: 1, footerHeight: 1
        )
        if let cursorItem, layout.flatIndex(of: .item(cursorItem)) == nil {
            self.cursorItem =
                layout.flatIndex(
                    of: .item(
                        IndexPath(
                            item: max(0, layout.itemCount(inSection: cursorItem.section) - 1),
                            section: cursorItem.section))) != nil
                ? IndexPath(item: layout.itemCount(inSection: cursorItem.section) - 1, section: cursorItem.section)
                : layout.lastItem
        }
        selection.remap { layout.flatIndex(of: .item($0)) != nil ? $0 : nil }
        scroll(toContentOffset: anchorOffset)
        placeCursorIfNone()
    }

    // MARK: Scrolling

    /// Whether the host is following the tail now (see ``followsTail``).
    public var isFollowingTail: Bool {
        followsTail && contentOffset >= maximumContentOffset && (cursorItem == nil || cursorItem == layout.lastItem)
    }

    /// The largest content offset: the last row's bottom at the viewport's bottom.
    public var maximumContentOffset: Int { max(0, layout.contentHeight - viewportSize.height) }

    /// Scrolls so that the content at `offset` is on the top row (clamped to the content).
    public func scroll(toContentOffset offset: Int) {
        let clamped = min(max(0, offset), maximumContentOffset)
        if let row = layout.heights.index(containing: clamped) {
            topRow = row
            topRowOffset = clamped - layout.heights.offset(of: row)
        } else if clamped > 0, layout.rowCount > 0 {
            // Scrolled past the last row (a host with no rows at the end): keep the offset.
            topRow = layout.rowCount - 1
            topRowOffset = clamped - layout.heights.offset(of: topRow)
        } else {
            topRow = 0
            topRowOffset = 0
        }
    }

    /// Scrolls the least needed to show the item whole (or its top, if taller than the host).
    public func scrollToItem(_ indexPath: IndexPath) {
        guard let index = layout.flatIndex(of: .item(indexPath)) else { return }
        // Measure the row first: scrolling by its estimated height would cut a taller row off.
        if visibleViews[.item(indexPath)] == nil, let height = client?.height(of: .item(indexPath)) {
            let anchor = contentOffset
            layout.setHeight(max(0, height), at: index)
            if index < topRow { scroll(toContentOffset: anchor) }
        }
        var top = layout.heights.offset(of: index)
        let bottom = top + layout.heights.extent(at: index)
        let height = viewportSize.height
        // Keep a section's header in sight with its first item, and clear a sticky header.
        if indexPath.item == 0, layout.hasHeader(inSection: indexPath.section) {
            top = layout.heights.offset(of: index - 1)
        } else if stickyHeaders, layout.hasHeader(inSection: indexPath.section),
            let headerIndex = layout.flatIndex(of: .header(section: indexPath.section))
        {
            top -= layout.heights.extent(at: headerIndex)
        }
        let current = contentOffset
        if top < current {
            scroll(toContentOffset: top)
        } else if bottom > current + height {
            scroll(toContentOffset: min(top, bottom - height))
        }
    }

    func releaseStickyHeaderView() {
        if let sticky = stickyHeader {
            reuseQueues.enqueue(sticky.view, kind: .header)
            stickyHeader = nil
        }
    }
}

extension TableHost: HostCore {
    func neighbour(of indexPath: IndexPath, _ direction: CursorDirection, column: Int) -> IndexPath? {
        switch direction {
        case .down: return layout.item(after: indexPath, step: 1)
        case .up: return layout.item(after: indexPath, step: -1)
        case .left, .right, .pageUp, .pageDown: return nil
        }
    }

    func column(of indexPath: IndexPath) -> Int? { 0 }

    func item(atViewportPoint point: Point) -> IndexPath? { itemAt(viewportRow: point.y) }

    func reorderCursorItem(by step: Int) -> Bool {
        moveCursorItem(by: step)
        return true
    }
}
