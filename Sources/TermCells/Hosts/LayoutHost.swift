/// A host of reusable views laid out by any ``CollectionLayout``, in a rectangle of the
/// terminal — the terminal's `UICollectionView`, the one collection engine of TermCells (see
/// the Layouts article); its layout answers where things are. ``TableHost`` and ``GridHost``
/// are this host with the list and the flow layout; give it a layout of your own and drive
/// it with a ``LayoutManager``, or with a ``CollectionHostDataSource`` of your own:
///
/// ```swift
/// let manager = LayoutManager(host: LayoutHost(layout: CarouselLayout()))
/// manager.register(CardCell.self)
/// manager.memoryStorage.setItems(cards, forSection: 0)
/// manager.host.draw(in: canvas)
/// ```
@MainActor
public class LayoutHost<Layout: CollectionLayout>: CollectionHost {
    /// The layout: where every element is.
    public let layout: Layout
    /// The layout, when it counts its frames' changes: cast once, not every frame.
    let frameRevisions: (any FrameRevisions)?
    public let reuseQueues = ReuseQueues()
    public var anomalyHandler = AnomalyHandler<ManagerAnomaly>()
    public var templateViewSource: ((ReusableView.Type, String, ViewKind) -> ViewSource?)?
    /// What the host shows. A manager sets it and ``delegate`` to its own internal object:
    /// set them only on a host no manager drives.
    public weak var dataSource: (any CollectionHostDataSource)?
    public weak var delegate: (any CollectionHostDelegate)?

    // MARK: Options

    /// Whether Space toggles items in and out of a multiple selection (else it selects, as Enter).
    public var allowsMultipleSelection = false { didSet { if !allowsMultipleSelection { trimSelectionToOne() } } }
    /// Whether a one-column scroll indicator is drawn at the right edge when the content is
    /// taller than the host.
    public var showsScrollIndicator = true
    /// Whether appended items scroll into view while the viewport is at the end of the
    /// content and the cursor on the last item (a log viewer). Moving up stops following;
    /// End resumes it.
    public var followsTail = false
    /// Whether the data source is told about items about to scroll into view (a screenful
    /// above and below). Managers turn it on only while some mapping has a `prefetch` or
    /// `cancelPrefetch` event, so hosts without them pay nothing for it.
    public var prefetchesItems = true {
        didSet {
            prefetched.removeAll()
            prefetchedAround = nil
        }
    }
    /// Whether a storage update that moves the cursor's item (a process that changes section,
    /// a row re-sorted) scrolls the least needed to keep it on screen. Off by default: the
    /// element on top of the viewport stays on top and the item may move out of sight.
    public var keepsCursorInView = false
    /// Whether the host has the keyboard: the cursor is drawn only while it does.
    public var isFocused = true { didSet { if oldValue != isFocused { refreshVisibleStates() } } }

    // MARK: State
    //
    // The frame state below is marked `@exclusivity(unchecked)`: every frame reads and writes
    // it thousands of times, and the runtime's exclusivity check was an eighth of a key's
    // instructions. No access overlaps another: the host is main-actor isolated, these are
    // only read or modified in single statements (or a `swap` of two of them), never passed
    // `inout` to a call that reaches the host, and the one mutating call taking a closure
    // (`selection.remap`) is given closures that never touch `selection`.

    /// The size of the rectangle the host last drew into.
    @exclusivity(unchecked) public internal(set) var viewportSize = Size.zero
    /// The top-left of the viewport in the content.
    @exclusivity(unchecked) var offset = Point.zero
    /// The size last given to the layout (the viewport less the indicator's column).
    @exclusivity(unchecked) var laidOutSize = Size.zero
    @exclusivity(unchecked) var needsReload = true
    @exclusivity(unchecked) var needsRelayout = false
    /// The views on screen; during a frame, also those the frame took so far.
    @exclusivity(unchecked) var visibleViews: [LayoutElement: ReusableView] = [:]
    /// Elements drawn in the frame being drawn (after it, in the last frame) with their frames
    /// in the content, and those leaving the viewport before it; kept between frames so a
    /// frame allocates nothing.
    @exclusivity(unchecked) var drawnElements: [LayoutElement] = []
    @exclusivity(unchecked) var drawnFrames: [Rect] = []
    /// The layout's ``FrameRevisions/frameRevision`` when the last frame's walk ended, if the
    /// walk changed no frame and the views on screen are still the ones it drew (see
    /// ``releaseViews(outside:)``); nil otherwise.
    @exclusivity(unchecked) var drawnRevision: Int?
    /// Views this frame dequeued.
    @exclusivity(unchecked) var addedElements: [LayoutElement] = []
    /// The last frame's elements that stay on screen, in its order, with their views, when
    /// ``releaseViews(outside:)`` could take them from that frame; a frame that meets them in
    /// the same order takes each view without a table lookup (`survivorIndex`: the next one).
    @exclusivity(unchecked) var survivingElements: [LayoutElement] = []
    @exclusivity(unchecked) var survivingViews: [ReusableView] = []
    @exclusivity(unchecked) var survivorIndex = 0
    @exclusivity(unchecked) var leavingElements: [LayoutElement] = []
    /// Views of elements below the viewport, held during a frame in case measuring brings
    /// their element back (see `releaseViews(keeping:)`).
    @exclusivity(unchecked) var heldViews: [LayoutElement: ReusableView] = [:]
    /// Views of pinned elements (a sticky header), apart from the views on screen.
    @exclusivity(unchecked) var pinnedViews: [LayoutElement: ReusableView] = [:]
    /// The last frame, for leaving unchanged views as they are.
    @exclusivity(unchecked) var retained = RetainedDrawing()
    var prefetched: Set<IndexPath> = []
    var prefetchedAround: Rect?
    @exclusivity(unchecked) var selection = ItemSelection()
    @exclusivity(unchecked) var cursorItem: IndexPath?
    var lastRemovedCursor: IndexPath?
    var preferredColumn: Int?
    /// The last scroll to an item or to the end, until the next frame measures what it will
    /// show (see `LayoutHost+Revealing.swift`).
    var pendingReveal: PendingReveal?
    /// Views dequeued to measure their elements before a frame, for that frame to show (a
    /// few: an array, searched without hashing index paths).
    @exclusivity(unchecked) var measuringViews: [(element: LayoutElement, view: ReusableView)] = []
    /// The elements on one line, found while measuring before a frame, and those a scroll
    /// took off the top; kept between frames.
    var lineElements: [LayoutElement] = []
    var scrolledOffElements: [LayoutElement] = []
    /// The reuse queues' lender (`lendViewsLeavingTheScreen`), made once.
    var viewLender: ((ViewKind, String) -> ReusableView?)?
    /// How many views of the last frame a scroll took off the top before this frame measured
    /// (lent by `lendViewsScrolledOff`): all of them above the viewport, so the last frame's walk
    /// still tells which of the others stay (see ``releaseViews(outside:)``).
    @exclusivity(unchecked) var viewsParkedBeforeFrame = 0
    /// Whether views of the last frame were taken off screen since (a reload, an update):
    /// the screen no longer shows every element of the viewport measured.
    var viewsLeftSinceFrame = false
    /// What the layout sees of the content (counts read once per reload or update).
    lazy var content = LayoutContent(host: self) { [unowned self] in self.anomalyHandler.reportAnomaly($0) }

    /// Creates a host that lays out its content with `layout`.
    public init(layout: Layout) {
        self.layout = layout
        frameRevisions = layout as? any FrameRevisions
    }

    /// The offset of the viewport's top row in the content.
    public var contentOffset: Int { offset.y }
    /// The offset of the viewport's left column in the content (content wider than the host).
    public var horizontalContentOffset: Int { offset.x }

    // MARK: Reloading

    /// Asks the data source again for everything, before the next draw. The cursor and the
    /// selection keep their index paths where those still exist.
    public func reloadData() { needsReload = true }

    /// Lays the content out again before the next draw, from the counts already read (a
    /// layout whose options changed: a section collapsed, columns resized).
    public func invalidateLayout() { needsRelayout = true }

    /// Rebuilds the layout now if a reload or a re-layout is pending. O(sections) plus the
    /// layout's own cost.
    func reloadIfNeeded() {
        guard needsReload || needsRelayout else { return }
        // A scroll to an item or to the end was placed by the layout replaced here: the frame
        // measures nothing for it (the cursor's scroll below makes another, if it scrolls).
        pendingReveal = nil
        let reloading = needsReload
        needsReload = false
        needsRelayout = false
        // Where the cursor is on screen, to put it back there after the layout changes.
        let cursorRow = cursorItem.flatMap { layout.frame(of: .item($0)) }.map { $0.y - offset.y }
            .flatMap { (0..<max(1, viewportSize.height)).contains($0) ? $0 : nil }
        if reloading {
            endDisplayingAll()
            releasePinnedViews()
            content.invalidate()
        }
        layout.prepare(content, viewport: laidOutSize)
        if reloading { dropMissingCursorAndSelection() }
        if let cursorItem, let cursorRow, let frame = layout.frame(of: .item(cursorItem)) {
            scroll(toContentOffset: frame.y - cursorRow)
            scrollToItem(cursorItem)
        } else {
            scroll(toContentOffset: offset.y)
        }
        placeCursorIfNone()
    }

    private func dropMissingCursorAndSelection() {
        if let current = cursorItem, !layout.contains(current) {
            let count = layout.itemCount(inSection: current.section)
            cursorItem = count > 0 ? IndexPath(item: count - 1, section: current.section) : layout.lastItem
        }
        selection.remap { layout.contains($0) ? $0 : nil }
    }

    // MARK: Scrolling

    /// Whether the host is following the tail now (see ``followsTail``).
    public var isFollowingTail: Bool {
        followsTail && contentOffset >= maximumContentOffset && (cursorItem == nil || cursorItem == layout.lastItem)
    }

    /// The largest content offset: the content's bottom at the viewport's bottom.
    public var maximumContentOffset: Int { max(0, layout.contentSize.height - viewportSize.height) }

    /// Scrolls so that the content at `offset` is on the top row (clamped to the content).
    public func scroll(toContentOffset offset: Int) {
        self.offset.y = min(max(0, offset), maximumContentOffset)
    }

    /// Scrolls sideways so that content column `offset` is on the left edge (clamped).
    public func scroll(toHorizontalOffset offset: Int) {
        self.offset.x = min(max(0, offset), max(0, layout.contentSize.width - laidOutSize.width))
    }

    /// Scrolls the least needed to show the item whole (or its top, if taller than the
    /// host), with what its layout shows along with it (a section's header).
    public func scrollToItem(_ indexPath: IndexPath) {
        keepingTopAnchor {
            layout.resolveItem(at: indexPath, content: content)
            // Measure the item first: scrolling by an estimate would cut a taller one off.
            let element = LayoutElement.item(indexPath)
            if visibleViews[element] == nil, layout.measuresHeight(of: element),
                let height = content.height(of: element)
            {
                _ = layout.setMeasuredHeight(height, of: element)
            }
        }
        guard let rect = layout.revealRect(forItemAt: indexPath, viewport: laidOutSize) else { return }
        let y = Self.offset(showing: rect.y..<rect.maxY, from: offset.y, length: viewportSize.height)
        let from = pendingReveal?.from ?? offset.y
        let scrolls = y != offset.y
        if scrolls { scroll(toContentOffset: y) }
        let x = Self.offset(showing: rect.x..<rect.maxX, from: offset.x, length: laidOutSize.width)
        if x != offset.x { scroll(toHorizontalOffset: x) }
        // A scroll by estimates is measured by the next frame (LayoutHost+Revealing.swift).
        pendingReveal =
            scrolls
            ? PendingReveal(
                target: .item(indexPath), from: from, offset: offset.y,
                atBottom: rect.maxY == offset.y + viewportSize.height) : nil
    }

    /// The offset nearest `offset` at which a window of `length` shows `span` (its start, if longer).
    static func offset(showing span: Range<Int>, from offset: Int, length: Int) -> Int {
        if span.lowerBound < offset { return span.lowerBound }
        return span.upperBound > offset + length ? min(span.lowerBound, span.upperBound - length) : offset
    }

    /// The element on top of the viewport and how far into it the viewport starts.
    func topAnchor() -> (element: LayoutElement, delta: Int)? {
        var found: (element: LayoutElement, delta: Int)?
        layout.forEachElement(in: Rect(x: offset.x, y: offset.y, width: max(1, laidOutSize.width), height: 1)) {
            element, frame in
            if found == nil, frame.y <= offset.y { found = (element, offset.y - frame.y) }
        }
        return found
    }

    /// Runs `body` (which may change heights above the viewport) keeping the element on top
    /// of the viewport on top.
    func keepingTopAnchor(_ body: () -> Void) {
        let anchor = topAnchor()
        body()
        if let anchor, let frame = layout.frame(of: anchor.element) {
            scroll(toContentOffset: frame.y + anchor.delta)
        }
    }
}
