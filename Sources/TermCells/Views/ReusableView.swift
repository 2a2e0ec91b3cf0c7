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
    /// The mapping a manager configured the view with (nil for placeholders and titles), so
    /// it can tell when a moved item's view is no longer the one its mapping gives.
    weak var configuredMapping: ViewModelMappingBase?
    /// Whether the cursor is on this view.
    open var isHighlighted = false
    /// Whether this view's item is selected.
    open var isSelected = false

    /// The design the view is drawn by, when it was registered from a template file or a
    /// screen file's prototype; `nil` for views designed in code. Set by the host's registration.
    public var template: Template?
    /// The values the template's outlets show: `outlets["title"] = model.title`.
    /// Cleared by `prepareForReuse()`.
    public var outlets = TemplateOutlets()
    /// Why the view's template could not be used (missing outlets, a parse error); the view
    /// then draws this reason as a placeholder. Set by the host's registration.
    public internal(set) var templateFailure: String?

    public required init() {}

    /// The outlets this class fills. Registration checks that the view's template has each
    /// of them and reports an anomaly (and shows a placeholder) naming any it lacks.
    ///
    /// ```swift
    /// override class var outletNames: [String] { ["title", "date"] }
    /// ```
    open class var outletNames: [String] { [] }

    /// The height the view wants in a table, used when no `heightForCell` event answers:
    /// the template's height, or 1.
    open var preferredHeight: Int { template?.height ?? 1 }

    /// The size the view wants in a grid, used when no `sizeForItem` event answers: the
    /// template's width and height when it gives a width; `nil` lets the layout's item size decide.
    open var preferredSize: Size? {
        guard let template, let width = template.width else { return nil }
        return Size(width: width, height: template.height)
    }

    /// Called before a view taken from a reuse queue is configured for another model.
    /// Reset whatever `update(with:)` does not always set. Clears ``outlets``.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
        outlets.removeAll()
    }

    /// The value the template shows in the outlet `name`: ``outlets``[name] by default.
    /// ``TableCell``, ``GridCell`` and ``SupplementaryView`` also answer `text` (and
    /// `detailText`) from their properties, so a code cell's template needs no new code.
    open func outletValue(named name: String) -> String? {
        outlets[name]
    }

    /// Draws the view. The canvas covers exactly the view's frame: `(0, 0)` is its top-left cell.
    ///
    /// The default draws the view's template (see ``drawTemplate(in:)``); views designed in
    /// code override it.
    open func draw(in canvas: any Canvas) {
        drawTemplate(in: canvas)
    }
}
