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
    /// The view shown while the host has no items — an empty state, as UIKit's
    /// `backgroundView` shows behind a table with no cells: "No files", "No match". It takes
    /// the viewport below what the content still shows (section headers, a column table's
    /// header) and is drawn and cleared by the host. `nil`, the default, leaves that space blank.
    ///
    /// ```swift
    /// let empty = SupplementaryView()
    /// empty.text = "This folder is empty"
    /// manager.host.backgroundView = empty
    /// ```
    ///
    /// The view is not dequeued or reused: set its text (and call nothing else) when what it
    /// says changes, and the next frame draws it.
    public var backgroundView: ReusableView? {
        didSet { if oldValue !== backgroundView { renderer.drawEverythingNextFrame() } }
    }
    /// Whether appended items scroll into view while the viewport is at the end of the
    /// content and the cursor on the last item (a log viewer, a chat transcript). The first
    /// frame shows the end of what the storage holds, the cursor on its last item. Moving up
    /// stops following; End (and `G`) resumes it, at the content's very end even when the last
    /// row is taller than the host. A row that grows while followed (its model replaced by a
    /// longer one) keeps its newest line on the host's last line. Away from the tail, what the
    /// reader sees stays put and a `↓ N new` mark counts what arrived below (see
    /// ``newItemsBelowCount`` and ``showsNewItemsMark``).
    public var followsTail = false
    /// Whether a host that ``followsTail`` draws the `↓ N new` mark while the reader is away
    /// from the tail and something arrived below (see ``newItemsBelowCount``): at the right end
    /// of its last line, over the content, reversed. On by default; turn it off to show the
    /// count your own way (a status line).
    public var showsNewItemsMark = true { didSet { if oldValue != showsNewItemsMark { FrameRequests.request() } } }
    /// Whether a storage update that moves the cursor's item (a process that changes section,
    /// a row re-sorted) scrolls the least needed to keep it on screen. Off by default: the
    /// element on top of the viewport stays on top and the item may move out of sight.
    public var keepsCursorInView = false
    /// The look of what the host draws itself (its cursor, selection, headers, indicator,
    /// marks), and the ``ReusableView/theme`` its views are drawn with. `nil`, the default,
    /// takes the canvas's (``Canvas/theme``): the application's, for every host it draws. Set
    /// it to give this host a theme of its own; a change redraws the host at the next frame.
    ///
    /// ```swift
    /// var theme = Theme.dark
    /// theme.cursorRow = Style(foreground: .black, background: .green)
    /// manager.host.theme = theme
    /// ```
    public var theme: Theme? { didSet { if oldValue != theme { setNeedsDisplay() } } }
    /// Whether the host has the keyboard: the cursor is drawn only while it does.
    public var isFocused = true { didSet { if oldValue != isFocused { refreshVisibleStates() } } }

    // MARK: State
    //
    // `viewport`, `selection` and `cursorItem` are marked `@exclusivity(unchecked)`: every
    // frame and key reads them many times, and the runtime's exclusivity checks showed in
    // a key's cost. No access overlaps another: the host is main-actor isolated, they are
    // only read or modified in single statements, never passed `inout` to a call that
    // reaches the host, and the one mutating call taking a closure (`selection.remap`) is
    // given closures that never touch `selection`.

    /// The viewport: its size, its offset in the content, the size given to the layout.
    @exclusivity(unchecked) var viewport = Viewport()
    /// What must happen to the layout before the next frame or question.
    var pendingLayoutWork: PendingLayoutWork? = .reload
    @exclusivity(unchecked) var selection = ItemSelection()
    @exclusivity(unchecked) var cursorItem: IndexPath?
    /// The cursor's item when an update removed it, for the cursor to land near it.
    var lastRemovedCursor: IndexPath?
    /// The column a vertical move of the cursor aims for (the one it started from).
    var preferredColumn: Int?
    /// The last scroll to an item or to the end, until the next frame measures what it will
    /// show (see ``CollectionLayout/revealsByMeasuring``).
    var pendingReveal: PendingReveal?
    /// What arrived below since the reader left the tail (see ``newItemsBelowCount``).
    var tailArrivals = TailArrivals()
    /// Items told to the delegate as about to scroll into view.
    var prefetch = PrefetchWindow()
    /// What the layout sees of the content (counts read once per reload or update).
    lazy var content = LayoutContent(source: self) { [unowned self] in self.anomalyHandler.reportAnomaly($0) }
    /// What happens inside a frame: the views on screen, measuring, retained drawing.
    lazy var renderer = FrameRenderer(layout: layout, content: content, reuseQueues: reuseQueues, source: self)

    /// Creates a host that lays out its content with `layout`.
    public init(layout: Layout) {
        self.layout = layout
    }

    /// The size of the rectangle the host last drew into.
    public internal(set) var viewportSize: Size {
        get { viewport.size }
        set { viewport.size = newValue }
    }
    /// The top-left of the viewport in the content.
    var offset: Point {
        get { viewport.offset }
        set { viewport.offset = newValue }
    }
    /// The size last given to the layout (the viewport less the indicator's column).
    var laidOutSize: Size { viewport.laidOutSize }

    /// Whether items are told to the delegate as they come within a screenful of the
    /// viewport. A manager turns it on only while some mapping has a `prefetch` or
    /// `cancelPrefetch` event, so hosts without them pay nothing for it.
    var tellsPrefetching: Bool {
        get { prefetch.isEnabled }
        set { prefetch = PrefetchWindow(isEnabled: newValue) }
    }

    /// Whether items are told to the delegate as they come within a screenful of the
    /// viewport (see ``CollectionHostDelegate/host(_:prefetchItemsAt:)``).
    @available(
        *, deprecated,
        message: "A manager sets it from its mappings' prefetch events; a host without one tells its delegate."
    )
    public var prefetchesItems: Bool {
        get { tellsPrefetching }
        set { tellsPrefetching = newValue }
    }

    /// The offset of the viewport's top row in the content.
    public var contentOffset: Int { offset.y }
    /// The offset of the viewport's left column in the content (content wider than the host).
    public var horizontalContentOffset: Int { offset.x }

    // MARK: Reloading

    /// Asks the data source again for everything, before the next draw. The cursor and the
    /// selection keep their index paths where those still exist. The running application
    /// draws that frame without being asked.
    public func reloadData() {
        pendingLayoutWork = .reload
        noteStorageChange()
    }

    /// Lays the content out again before the next draw, from the counts already read (a
    /// layout whose options changed: a section collapsed, columns resized).
    public func invalidateLayout() {
        if pendingLayoutWork == nil { pendingLayoutWork = .relayout }
    }

    /// Whether a reload is pending: the counts are the data source's of before.
    var needsReload: Bool { pendingLayoutWork == .reload }

    /// Rebuilds the layout now if a reload or a re-layout is pending. O(sections) plus the
    /// layout's own cost.
    func reloadIfNeeded() {
        guard let work = pendingLayoutWork else { return }
        // A scroll to an item or to the end was placed by the layout replaced here: the frame
        // measures nothing for it (the cursor's scroll below makes another, if it scrolls).
        pendingReveal = nil
        let reloading = work == .reload
        pendingLayoutWork = nil
        // Where the cursor is on screen, to put it back there after the layout changes.
        let cursorRow = cursorItem.flatMap { layout.frame(of: .item($0)) }.map { $0.y - offset.y }
            .flatMap { (0..<max(1, viewportSize.height)).contains($0) ? $0 : nil }
        if reloading {
            renderer.releaseAllViews()
            renderer.releasePinnedViews()
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
            if renderer.views[shown: element] == nil, layout.measuresHeight(of: element),
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
        // A scroll by estimates is measured by the next frame (see `settle(_:)`).
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

/// What a host must do to its layout before the next frame or question.
enum PendingLayoutWork {
    /// Lay the content out again from the counts already read (options changed).
    case relayout
    /// Read everything from the data source again, and lay it out.
    case reload
}
