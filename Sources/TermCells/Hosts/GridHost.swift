/// A flow grid of reusable views in a rectangle of the terminal — the terminal's
/// `UICollectionView` with a flow layout: a ``LayoutHost`` with a ``GridLayout``.
///
/// Items flow left to right in rows, as many columns as the width allows, re-flowed when
/// the width changes. Sections have headers, footers and other supplementary views spanning
/// the width, insets and spacing. Drive it with a ``GridManager`` (or a data source of your
/// own), call `draw(in:)` with a canvas of the rectangle it owns, and feed it `handle(_:)`
/// events.
@MainActor
public final class GridHost: LayoutHost<GridLayout> {
    public weak var dataSource: GridHostDataSource?
    public weak var delegate: GridHostDelegate?

    /// Creates an empty grid.
    public init() {
        super.init(layout: GridLayout())
        // A grid's delegate has no prefetch events; a manager turns prefetching on for its mappings.
        prefetchesItems = false
    }

    override var dataSourceClient: HostClient? { self }

    /// Item size, spacing and insets of every section the delegate gives no metrics for.
    public var metrics: FlowSectionMetrics {
        get { layout.metrics }
        set {
            layout.metrics = newValue
            invalidateLayout()
        }
    }
}
