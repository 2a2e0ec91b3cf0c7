import Foundation

/// A view that a host takes from a reuse queue, configures for one model, draws, and puts
/// back when it scrolls out of sight — the terminal's `UITableViewCell` /
/// `UICollectionReusableView`.
///
/// Subclass it (or ``TableCell``, ``GridCell``, ``SupplementaryView``), override
/// `draw(in:)`, and adopt ``ModelTransfer`` to receive models. Views are created with
/// `init()`, so a host can make one from its type alone.
@MainActor
open class ReusableView {
    // Unchecked exclusivity (`frame`, the highlight and selection, `theme`, `needsDisplay`,
    // `retainedInFrame`): a host reads them for every view on screen in every frame, and the
    // runtime's check of each access cost more than the access. Accesses never overlap: a
    // view is confined to the main actor, each access is one load or store (the observers of
    // `isHighlighted` and `isSelected` set `needsDisplay`, another property), and none is
    // passed `inout`.

    /// Where the view is, in its host's content coordinates. Set by the host.
    @exclusivity(unchecked) public internal(set) var frame: Rect = .zero
    /// The identifier of the reuse queue the view came from. Set by the host.
    public internal(set) var reuseIdentifier: String?
    /// The mapping a manager configured the view with (nil for placeholders and titles), so
    /// it can tell when a moved item's view is no longer the one its mapping gives.
    weak var configuredMapping: ViewModelMappingBase?
    /// Whether the cursor is on this view.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { needsDisplay = true } }
    }
    /// Whether this view's item is selected.
    @exclusivity(unchecked) open var isSelected = false { didSet { if oldValue != isSelected { needsDisplay = true } } }

    /// The theme the view is drawn with: its host's (see ``LayoutHost/theme``), set before
    /// each draw. A view of your own reads its roles in ``draw(in:)`` to look like the
    /// library's (`theme.cursorRow` under the cursor, say).
    @exclusivity(unchecked) public internal(set) var theme = Theme.dark

    /// Whether the view must be drawn again at the next frame; the host clears it after
    /// drawing the view. See ``setNeedsDisplay()``.
    @exclusivity(unchecked) public internal(set) var needsDisplay = true
    /// The host's frame in which the view's cells were last left as they were (see
    /// ``LayoutHost``'s drawing).
    @exclusivity(unchecked) var retainedInFrame: UInt64 = 0

    /// The design the view is drawn by, when it was registered from a template file or a
    /// screen file's prototype; `nil` for views designed in code. Set by the host's registration.
    public var template: Template? { didSet { needsDisplay = true } }
    /// The values the template's outlets show: `outlets["title"] = model.title`.
    /// Cleared by `prepareForReuse()`.
    public var outlets = TemplateOutlets() { didSet { needsDisplay = true } }
    /// Why the view's template could not be used (missing outlets, a parse error); the view
    /// then draws this reason as a placeholder. Set by the host's registration.
    public internal(set) var templateFailure: String?

    public required init() {}

    /// Asks for the view to be drawn again at the next frame — UIKit's `setNeedsDisplay()`.
    ///
    /// A host keeps the cells of a view that did not change since the last frame and does
    /// not call its ``draw(in:)``: after a Down key only the rows the cursor left and reached
    /// are drawn, and rows that merely scrolled are moved on the screen. The library marks a
    /// view itself whenever it changes something about it: a view dequeued or configured
    /// (the mapping's handler, `update(with:)`, any event run with the view), the cursor or
    /// the selection reaching or leaving it, focus, a new frame or size, its template,
    /// ``outlets``, and the text and styles of ``TableCell``, ``GridCell``,
    /// ``SupplementaryView`` and ``ColumnCell``. Call it when your own code changes what the
    /// view shows outside those (a property of your subclass set by a timer or a task, say):
    /// as in UIKit, the running application then draws the next frame without being asked.
    public func setNeedsDisplay() {
        needsDisplay = true
        FrameRequests.request()
    }

    /// Whether the cells drawn last time still show the view (nothing asked for a redraw).
    /// A view drawn from the state of something else (a column table's row) overrides it.
    var isDrawnAsLastTime: Bool { !needsDisplay }

    /// Whether, pinned (a sticky header), the view may keep its cells from the last frame when
    /// ``isDrawnAsLastTime``: false, so pinned views are drawn every frame, unless the view
    /// knows what it was drawn from (a column table's ``ColumnHeaderView``).
    var keepsCellsWhenPinned: Bool { false }

    /// Draws the view in `theme` and notes that it is drawn.
    func display(in canvas: any Canvas, theme: Theme) {
        needsDisplay = false
        self.theme = theme
        draw(in: canvas)
    }

    /// The outlets this class fills. Registration checks that the view's template has each
    /// of them and reports an anomaly (and shows a placeholder) naming any it lacks.
    ///
    /// ```swift
    /// override class var outletNames: [String] { ["title", "date"] }
    /// ```
    open class var outletNames: [String] { [] }

    /// The template file this class is laid out by when a registration names none: `nil`, the
    /// default, means the file named after the class. Override it for a template of another
    /// name (two classes sharing one design, say); a file the class names and that is missing
    /// is an anomaly. A manager's mapping can still choose another (`mapping.templateName`).
    ///
    /// ```swift
    /// final class CompactPostCell: TableCell {
    ///     override class var templateName: String? { "PostCell" }
    /// }
    /// ```
    open class var templateName: String? { nil }

    /// The bundle this class's template is looked up in: `nil`, the default, means the
    /// program's resources (the main bundle and every SwiftPM resource bundle beside it).
    /// Override it to look in one bundle only (`Bundle.module` of a library of views).
    open class var templateBundle: Bundle? { nil }

    /// The height the view wants in a table, used when no `heightForCell` event answers:
    /// the template's height, or 1.
    open var preferredHeight: Int { template?.height ?? 1 }

    /// The size the view wants in a grid, used when no `sizeForItem` event answers: the
    /// template's width and height when it gives a width; `nil` lets the layout's item size decide.
    open var preferredSize: Size? {
        guard let template, let width = template.width else { return nil }
        return Size(width: width, height: template.height)
    }

    /// Called by a manager once the view is configured for the row at `indexPath` of
    /// `storage`: a view that shows something the storage knows of its rows besides the
    /// model (an ``OutlineCell``'s depth and mark) takes it here. Does nothing by default.
    func prepare(forRowAt indexPath: IndexPath, of storage: any Storage) {}

    /// Whether the view's height depends on its width (a ``MessageCell``'s wrapped text): the
    /// host then tells it the width with ``prepare(forWidth:)`` before each measure, and
    /// measures the rows on screen again when its width changes. False by default, so other
    /// views cost no lookup.
    var heightDependsOnWidth: Bool { false }

    /// Called by the host before it measures the view's height, with the width its element is
    /// laid out at (a list's row: the host's width less its indicator), when
    /// ``heightDependsOnWidth``. Does nothing by default.
    func prepare(forWidth width: Int) {}

    /// A key the host and the mapping's key actions left, pressed with the cursor on this
    /// view's item: a view that scrolls part of itself (a ``MessageCell``'s blocks) answers it
    /// here. Returns whether the view used the key; false by default.
    func handle(_ key: KeyEvent) -> Bool { false }

    /// Called by a manager when the view left the screen, before its `didEndDisplaying`
    /// event: a view that shows other views (a column table's row) gives them back here.
    /// Does nothing by default.
    func didLeaveScreen() {}

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
