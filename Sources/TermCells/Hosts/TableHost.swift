/// A vertical list of reusable views in a rectangle of the terminal — the terminal's
/// `UITableView`: a ``LayoutHost`` with a ``ListLayout``.
///
/// The host lays out only what is visible: row heights live in the list layout (O(log n)
/// to find the rows at an offset), views come from reuse queues as rows scroll in and go
/// back as they scroll out. Drive it with a ``TableManager`` (or a ``CollectionHostDataSource`` of your own),
/// then call `draw(in:)` with a canvas of the rectangle it owns and feed it `handle(_:)` events.
@MainActor
public final class TableHost: LayoutHost<ListLayout> {
    /// Creates an empty list.
    public init() {
        super.init(layout: ListLayout())
    }

    /// Whether the current section's header stays on the top row while its items scroll.
    public var stickyHeaders: Bool {
        get { layout.stickyHeaders }
        set { layout.stickyHeaders = newValue }
    }
    /// Blank rows between sections.
    public var sectionGap: Int {
        get { layout.sectionGap }
        set {
            layout.sectionGap = newValue
            reloadData()
        }
    }
    /// The height assumed for items not yet measured on screen. Rows are measured when
    /// they are first shown, so a million rows need no height computation up front.
    public var estimatedItemHeight: Int {
        get { layout.estimatedItemHeight }
        set {
            layout.estimatedItemHeight = newValue
            reloadData()
        }
    }

    /// The item drawn on row `y` of the viewport, if any (a sticky header covers row 0).
    public func itemAt(viewportRow y: Int) -> IndexPath? { itemAt(viewportPoint: Point(x: 0, y: y)) }

    /// The flat row on top of the viewport, and how far into it the viewport starts.
    var topRow: Int { layout.rows.heights.index(containing: offset.y) ?? 0 }
    var topRowOffset: Int { offset.y - layout.rows.heights.offset(of: topRow) }
}
