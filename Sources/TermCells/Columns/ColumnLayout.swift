/// The layout of a column table: the rows of a ``ListLayout`` (variable heights, sections,
/// O(log n) everywhere), one line lower, under a header line pinned on top of the viewport
/// (a supplementary view of kind ``SupplementaryKind/columnHeader``). Left and Right do not move between rows: they move the cell cursor between
/// columns, which ``ColumnTableManager`` keeps, with the columns' widths and horizontal
/// scrolling (frozen columns cannot be a viewport offset: each row draws its columns through
/// the table's column viewport).
public final class ColumnLayout: CollectionLayout, FrameRevisions {
    /// The rows under the header.
    public let rows = ListLayout()
    /// The lines the header takes on top of the viewport.
    public var headerHeight = 1 { didSet { headerRevision &+= 1 } }
    /// Counts the changes of ``headerHeight``, which moves every row.
    private var headerRevision = 0
    /// The rows' revision and the header's: each only grows, so their sum does.
    var frameRevision: Int { rows.frameRevision &+ headerRevision }

    public init() {}

    public var sectionCount: Int { rows.sectionCount }
    public func itemCount(inSection section: Int) -> Int { rows.itemCount(inSection: section) }
    public var contentSize: Size {
        Size(width: rows.contentSize.width, height: rows.contentSize.height + headerHeight)
    }
    public var movesHorizontally: Bool { false }
    /// As its rows: a row measured on screen moves only the rows below it.
    public var revealsByMeasuring: Bool { rows.revealsByMeasuring }

    /// Rows' rectangles from content rectangles, and back.
    private func below(_ rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y + headerHeight, width: rect.width, height: rect.height)
    }
    private func above(_ rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y - headerHeight, width: rect.width, height: rect.height)
    }

    public func prepare(_ content: LayoutContent, viewport: Size) {
        rows.prepare(content, viewport: Size(width: viewport.width, height: max(0, viewport.height - headerHeight)))
    }

    public func apply(_ change: StorageChange, content: LayoutContent) -> Bool { rows.apply(change, content: content) }
    public func finishUpdate(_ content: LayoutContent) -> Bool { rows.finishUpdate(content) }

    public func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void) {
        rows.forEachElement(in: above(rect)) { element, frame in body(element, below(frame)) }
    }

    public func frame(of element: LayoutElement) -> Rect? { rows.frame(of: element).map(below) }

    public func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext)
        -> IndexPath?
    {
        switch direction {
        case .left, .right: return nil
        default:
            var rowsContext = context
            rowsContext.visibleRect = above(context.visibleRect)
            rowsContext.pageHeight = max(1, context.pageHeight - headerHeight)
            return rows.item(direction, from: indexPath, in: rowsContext)
        }
    }

    /// The header (``SupplementaryKind/columnHeader``) on the viewport's top lines, over the
    /// rows' pinned elements (a sticky section header) under it: the core draws them last.
    public func pinnedElements(in visibleRect: Rect) -> [(element: LayoutElement, frame: Rect)] {
        var pinned = rows.pinnedElements(in: above(visibleRect)).map { ($0.element, below($0.frame)) }
        if headerHeight > 0 {
            pinned.append(
                (
                    .supplementary(.columnHeader, section: 0),
                    Rect(x: visibleRect.x, y: visibleRect.y, width: visibleRect.width, height: headerHeight)
                ))
        }
        return pinned
    }

    /// The header's lines: the scroll indicator runs beside the rows, not the header.
    public var pinnedTopHeight: Int { headerHeight }

    public func measuresHeight(of element: LayoutElement) -> Bool { rows.measuresHeight(of: element) }
    public func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool {
        rows.setMeasuredHeight(height, of: element)
    }
    public func forgetMeasuredHeights(inSection section: Int) -> Bool { rows.forgetMeasuredHeights(inSection: section) }
    public func forgetMeasuredHeight(of element: LayoutElement) -> Bool { rows.forgetMeasuredHeight(of: element) }
    public func resolveElements(in rect: Rect, content: LayoutContent) {
        rows.resolveElements(in: above(rect), content: content)
    }
    public func resolveItem(at indexPath: IndexPath, content: LayoutContent) {
        rows.resolveItem(at: indexPath, content: content)
    }

    /// The item's rectangle and the header's lines above it, so a row brought into view is
    /// never under the header.
    public func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect? {
        rows.revealRect(forItemAt: indexPath, viewport: viewport).map {
            Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height + headerHeight)
        }
    }

    public func viewportDidChange(to size: Size) -> Bool {
        rows.viewportDidChange(to: Size(width: size.width, height: max(0, size.height - headerHeight)))
    }
}
