/// A flow grid of reusable views in a rectangle of the terminal — the terminal's
/// `UICollectionView` with a flow layout: a ``LayoutHost`` with a ``GridLayout``.
///
/// Items flow left to right in rows, as many columns as the width allows, re-flowed when
/// the width changes. Sections have headers, footers and other supplementary views spanning
/// the width, insets and spacing. Drive it with a ``GridManager`` (or a ``CollectionHostDataSource`` of
/// your own), call `draw(in:)` with a canvas of the rectangle it owns, and feed it `handle(_:)`
/// events.
@MainActor
public final class GridHost: LayoutHost<GridLayout> {
    /// Creates an empty grid.
    public init() {
        super.init(layout: GridLayout())
    }

    /// Item size, spacing and insets of every section the delegate gives no metrics for.
    public var metrics: FlowSectionMetrics {
        get { layout.metrics }
        set {
            layout.metrics = newValue
            invalidateLayout()
        }
    }
}
