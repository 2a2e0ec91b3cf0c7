/// The layout of a ``TableHost``: one row per item, sections with a header row above and a
/// footer row below, blank rows between sections. Rows are as wide as the viewport; their
/// heights start at ``estimatedItemHeight`` and are measured as they come on screen.
///
/// Every question is O(log n) over the rows' cumulative heights, so a million rows lay out
/// in constant time and a change to one row's height costs O(log n).
public final class ListLayout: CollectionLayout, FrameRevisions {
    /// Row heights and sections, flat.
    ///
    /// Unchecked exclusivity: a frame asks for frames and rows hundreds of times, and the
    /// runtime's check of each access cost as much as the answer. Accesses never overlap: the
    /// layout is confined to its host's actor, and the only mutations that run code of others
    /// while they last (`rebuild`, `reconcileSupplementaries`) call closures that ask the
    /// content's counts, never the layout.
    ///
    /// Every mutation is a new ``frameRevision``: callers that would mutate it to no effect
    /// (a measured height equal to the current one) check first, so the revision stays;
    /// those that move no row's frame (an append after the last row, supplementaries
    /// reconciled to no edit) put the revision back as it was before the call.
    @exclusivity(unchecked) var rows = ListRows() { didSet { frameRevision &+= 1 } }
    @exclusivity(unchecked) private var width = 0 {
        didSet { if width != oldValue { frameRevision &+= 1 } }
    }
    /// Counts the changes to the rows' frames (see ``FrameRevisions``).
    @exclusivity(unchecked) private(set) var frameRevision = 0

    /// Blank rows between sections.
    public var sectionGap = 0
    /// The height assumed for rows not yet measured on screen.
    public var estimatedItemHeight = 1
    /// Whether the current section's header stays on the top row while its items scroll.
    public var stickyHeaders = false

    /// The height assumed for headers and footers not yet measured on screen.
    static let supplementaryHeight = 1

    /// Creates an empty list layout.
    public init() {}

    public var sectionCount: Int { rows.sectionCount }
    public func itemCount(inSection section: Int) -> Int { rows.itemCount(inSection: section) }
    public var contentSize: Size { Size(width: width, height: rows.contentHeight) }
    public var movesHorizontally: Bool { false }
    /// True: a row measured on screen moves only the rows below it.
    public var revealsByMeasuring: Bool { true }

    public func prepare(_ content: LayoutContent, viewport: Size) {
        width = viewport.width
        rows.rebuild(
            itemCounts: (0..<content.numberOfSections).map { content.numberOfItems(inSection: $0) },
            hasHeader: { content.hasSupplementary(.header, inSection: $0) },
            hasFooter: { content.hasSupplementary(.footer, inSection: $0) },
            gap: sectionGap, estimatedItemHeight: estimatedItemHeight,
            headerHeight: Self.supplementaryHeight, footerHeight: Self.supplementaryHeight)
    }

    /// Rows keep their heights through a resize: only the width changes.
    public func viewportDidChange(to size: Size) -> Bool {
        width = size.width
        return false
    }

    /// Rows appended after the last row (a stream's tail) move no row: the frames the host's
    /// last frame walked stay valid, and its next frame takes the rows that stay from them.
    public func apply(_ change: StorageChange, content: LayoutContent) -> Bool {
        let revision = frameRevision
        let rowsBefore = rows.rowCount
        let inserted = rows.apply(change, estimatedItemHeight: estimatedItemHeight).inserted
        // An insert whose rows start where the rows ended: told by what the change did, not
        // asked before it (where the rows go is found once).
        if change.insertionStart != nil, inserted?.lowerBound == rowsBefore { frameRevision = revision }
        return true
    }

    /// An update that adds or removes no header, footer or gap row leaves every row's frame, so
    /// the host keeps the frames of its last walk.
    public func finishUpdate(_ content: LayoutContent) -> Bool {
        let gap = sectionGap
        let revision = frameRevision
        let edits = rows.reconcileSupplementaries { section in
            let shows = content.showsHeaderAndFooter(inSection: section)
            return (shows.header, shows.footer, gap)
        }
        if edits.isEmpty { frameRevision = revision }
        return true
    }

    public func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void) {
        var index = rows.heights.index(containing: max(0, rect.y)) ?? rows.rowCount
        while index < rows.rowCount {
            let top = rows.heights.offset(of: index)
            guard top < rect.maxY || (top == rect.y && rect.height == 0) else { return }
            if let element = rows.row(at: index)?.element {
                body(element, Rect(x: 0, y: top, width: width, height: rows.heights.extent(at: index)))
            }
            index += 1
        }
    }

    public func frame(of element: LayoutElement) -> Rect? {
        guard let index = rows.flatIndex(ofElement: element) else { return nil }
        return Rect(x: 0, y: rows.heights.offset(of: index), width: width, height: rows.heights.extent(at: index))
    }

    public func measuresHeight(of element: LayoutElement) -> Bool { true }

    public func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool {
        guard let index = rows.flatIndex(ofElement: element), hasOtherHeight(height, at: index) else { return false }
        return rows.setHeight(height, at: index)
    }

    /// Whether `height` (clamped as ``ListRows`` clamps it) differs from the row's: a
    /// mutation of the rows that changes nothing would still be a new ``frameRevision``.
    private func hasOtherHeight(_ height: Int, at index: Int) -> Bool {
        rows.heights.extent(at: index) != min(max(0, height), ContentLimits.maximumExtent)
    }

    public func forgetMeasuredHeights(inSection section: Int) -> Bool {
        rows.resetItemHeights(inSection: section, to: estimatedItemHeight)
    }

    /// An item goes back to ``estimatedItemHeight``, a header or footer to one line (what
    /// ``prepare(_:viewport:)`` gives them). O(log n).
    public func forgetMeasuredHeight(of element: LayoutElement) -> Bool {
        guard let index = rows.flatIndex(ofElement: element) else { return false }
        let height: Int
        if case .item = element { height = estimatedItemHeight } else { height = Self.supplementaryHeight }
        guard hasOtherHeight(height, at: index) else { return false }
        return rows.setHeight(height, at: index)
    }

    /// A section's first item brings its header along; under a sticky header, an item
    /// keeps clear of it.
    public func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect? {
        guard var rect = frame(of: .item(indexPath)) else { return nil }
        let header =
            rows.hasHeader(inSection: indexPath.section)
            ? frame(of: .supplementary(.header, section: indexPath.section)) : nil
        if let header, indexPath.item == 0 {
            rect = Rect(x: rect.x, y: header.y, width: rect.width, height: rect.maxY - header.y)
        } else if let header, stickyHeaders {
            rect = Rect(x: rect.x, y: rect.y - header.height, width: rect.width, height: rect.height + header.height)
        }
        return rect
    }

    /// The header of the section on the top row, over that row, once it has scrolled away.
    public func pinnedElements(in visibleRect: Rect) -> [(element: LayoutElement, frame: Rect)] {
        guard stickyHeaders, let top = rows.heights.index(containing: visibleRect.y),
            let row = rows.row(at: top), rows.hasHeader(inSection: row.section),
            let header = frame(of: .supplementary(.header, section: row.section))
        else { return [] }
        if case .header = row, header.y == visibleRect.y { return [] }
        let pinned = Rect(x: 0, y: visibleRect.y, width: width, height: max(1, header.height))
        return [(.supplementary(.header, section: row.section), pinned)]
    }

    public func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext)
        -> IndexPath?
    {
        switch direction {
        case .down: return item(after: indexPath, step: 1)
        case .up: return item(after: indexPath, step: -1)
        case .left, .right: return nil
        case .pageDown: return item(byRows: context.pageHeight, from: indexPath)
        case .pageUp: return item(byRows: -context.pageHeight, from: indexPath)
        }
    }

    /// The item about `distance` rows of content away, the next one when that is the same item.
    private func item(byRows distance: Int, from current: IndexPath) -> IndexPath? {
        guard let index = rows.flatIndex(of: .item(current)) else { return distance > 0 ? firstItem : lastItem }
        let target = rows.heights.offset(of: index) + distance
        let clamped = min(max(0, target), max(0, rows.contentHeight - 1))
        guard let targetIndex = rows.heights.index(containing: clamped) else { return nil }
        var destination = rows.nearestItem(toFlatIndex: targetIndex)
        if distance > 0, target >= rows.contentHeight { destination = lastItem }
        if distance < 0, target <= 0 { destination = firstItem }
        if destination == current { return item(after: current, step: distance > 0 ? 1 : -1) ?? current }
        return destination
    }
}
