/// A view that a host takes from a reuse queue, configures for one model, draws, and puts
/// back when it scrolls out of sight — the terminal's `UITableViewCell` /
/// `UICollectionReusableView`.
///
/// Subclass it (or ``TableCell``, ``GridCell``, ``SupplementaryView``), override
/// `draw(in:)`, and adopt ``ModelTransfer`` to receive models. Views are created with
/// `init()`, so a host can make one from its type alone.
@MainActor
open class ReusableView {
    /// Where the view is, in its host's content coordinates. Set by the host.
    public internal(set) var frame: Rect = .zero
    /// The identifier of the reuse queue the view came from. Set by the host.
    public internal(set) var reuseIdentifier: String?
    /// Whether the cursor is on this view.
    open var isHighlighted = false
    /// Whether this view's item is selected.
    open var isSelected = false

    public required init() {}

    /// The height the view wants in a table, used when no `heightForCell` event answers.
    open var preferredHeight: Int { 1 }

    /// The size the view wants in a grid, used when no `sizeForItem` event answers;
    /// `nil` lets the layout's item size decide.
    open var preferredSize: Size? { nil }

    /// Called before a view taken from a reuse queue is configured for another model.
    /// Reset whatever `update(with:)` does not always set.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// Draws the view. The canvas covers exactly the view's frame: `(0, 0)` is its top-left cell.
    open func draw(in canvas: any Canvas) {}
}
