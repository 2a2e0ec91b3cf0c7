/// The geometry of a host's content — the terminal's `UICollectionViewLayout`.
///
/// A layout answers where things are, and nothing else: the host core owns
/// the views, reuse, the cursor and selection, keys and mouse, scrolling and the replay of
/// storage updates, and asks the layout only these questions. ``ListLayout`` (the rows of a
/// ``TableHost``) and ``GridLayout`` (the flow of a ``GridHost``) are layouts; write your own
/// and give it to a host of its own (see the Layouts article for a carousel in forty lines).
///
/// Coordinates are content cells: x from the content's left edge, y from its top. The core
/// scrolls a viewport over the content and draws each element at its frame less the
/// viewport's origin. Frames of items should not overlap.
///
/// Cost: the core asks ``forEachElement(in:_:)`` once per frame and ``frame(of:)`` per key;
/// keep them proportional to what the rectangle holds (plus a logarithm), not to the item
/// count, and a million items will scroll as a hundred do.
@MainActor
public protocol CollectionLayout: AnyObject {
    /// The number of sections laid out: those of the last ``prepare(_:viewport:)``, as
    /// changed by ``apply(_:content:)``.
    var sectionCount: Int { get }

    /// The number of items of `section` laid out (0 when out of range).
    func itemCount(inSection section: Int) -> Int

    /// The size of everything laid out. Content wider than the viewport scrolls sideways;
    /// taller, up and down.
    var contentSize: Size { get }

    /// Lays out everything again from `content`, for a viewport of `viewport` cells. The core
    /// calls it on a reload, when the viewport's width changes, and after
    /// the host's `invalidateLayout()`.
    func prepare(_ content: LayoutContent, viewport: Size)

    /// Replays one change of a `StorageUpdate` onto the layout, without laying everything
    /// out again; `content` is the content after the whole update. Returns false when the
    /// layout cannot replay the change: the core then calls ``prepare(_:viewport:)`` once
    /// the update is through. Changes come in the update's order.
    func apply(_ change: StorageChange, content: LayoutContent) -> Bool

    /// Called once every change of an update was applied, to bring what changes do not
    /// describe (which sections show which supplementary views) in line with `content`.
    /// Returns false to have the core call ``prepare(_:viewport:)``. By default, true.
    func finishUpdate(_ content: LayoutContent) -> Bool

    /// Calls `body` with every element whose frame meets `rect`, and that frame, in drawing
    /// order (top to bottom, then left to right).
    func forEachElement(in rect: Rect, _ body: (LayoutElement, Rect) -> Void)

    /// Where `element` is; nil when the layout does not show it.
    func frame(of element: LayoutElement) -> Rect?

    /// The item the cursor goes to from `indexPath` when moving in `direction`; nil when
    /// there is none that way (the cursor stays).
    func item(_ direction: CursorDirection, from indexPath: IndexPath, in context: NavigationContext) -> IndexPath?

    /// Elements drawn over the content wherever the viewport is (a sticky section header,
    /// a column header row), with their frames for `visibleRect` (the viewport in content
    /// coordinates). They are drawn last, at those frames. By default, none.
    func pinnedElements(in visibleRect: Rect) -> [(element: LayoutElement, frame: Rect)]

    /// The lines at the top of the viewport that a pinned element always covers (a column
    /// table's header row): the scroll indicator runs beside the lines under them only, its
    /// track the content below them. By default, 0.
    var pinnedTopHeight: Int { get }

    /// Whether the core should measure `element`'s view when it comes on screen (the data
    /// source's height, else the view's `preferredHeight`) and report it with
    /// ``setMeasuredHeight(_:of:)``. By default, false: frames are the layout's alone.
    func measuresHeight(of element: LayoutElement) -> Bool

    /// The height measured for `element`'s view; returns whether the layout changed.
    func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool

    /// Forgets the heights measured for the items of `section`: an update moved them where
    /// other views may show them (a mapping with a section condition), or replaced the
    /// section's models (`updateSection`), so what was measured is a guess no better than
    /// the estimate. Returns whether the layout changed. By
    /// default, false (a layout that measures nothing).
    func forgetMeasuredHeights(inSection section: Int) -> Bool

    /// Forgets the height measured for `element`, an item or a supplementary view (a section's
    /// header, footer) whose model was replaced while it was off screen: the new model may be
    /// shown at another height, and rows placed by the old one would be wrong once it is
    /// scrolled to. It goes back to the estimate and is measured when it next shows. Returns
    /// whether the layout changed. By default, false.
    func forgetMeasuredHeight(of element: LayoutElement) -> Bool

    /// Called before the elements in `rect` are asked for, so a layout that estimates can
    /// measure what is about to show (and nothing else). By default, nothing.
    func resolveElements(in rect: Rect, content: LayoutContent)

    /// Called before the core asks where an item is to show it (scrolling to it, moving
    /// the cursor there), so a layout that estimates can measure it. By default, nothing.
    func resolveItem(at indexPath: IndexPath, content: LayoutContent)

    /// The rectangle the core brings into view to show the item: its frame, or more (its
    /// section's header with a first row). By default, the item's frame.
    func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect?

    /// Whether a scroll that brings an item in at the viewport's bottom (End, Page Down, the
    /// cursor moving down) is settled by measuring: the core places such a scroll by the
    /// layout's estimates, then, before the next frame, measures from the item up the
    /// elements that frame will show and scrolls again by what they measured, so the item
    /// shows whole on the last line. Say true when ``measuresHeight(of:)`` is true for rows
    /// whose measured height moves only what is below them (a list's rows). By default,
    /// false: a flow sizes a section's rows together as they come in view
    /// (``resolveElements(in:content:)``), and a layout that measures nothing has nothing to
    /// settle.
    var revealsByMeasuring: Bool { get }

    /// Called when the viewport's size changes; returns whether the layout must be prepared
    /// again for it (a flow re-flows for a new width). By default, true.
    func viewportDidChange(to size: Size) -> Bool

    /// Whether Left and Right move the cursor (items sit side by side). By default, true.
    var movesHorizontally: Bool { get }
}

extension CollectionLayout {
    public func finishUpdate(_ content: LayoutContent) -> Bool { true }
    public func pinnedElements(in visibleRect: Rect) -> [(element: LayoutElement, frame: Rect)] { [] }
    public var pinnedTopHeight: Int { 0 }
    public func measuresHeight(of element: LayoutElement) -> Bool { false }
    public func setMeasuredHeight(_ height: Int, of element: LayoutElement) -> Bool { false }
    public func forgetMeasuredHeights(inSection section: Int) -> Bool { false }
    public func forgetMeasuredHeight(of element: LayoutElement) -> Bool { false }
    public func resolveElements(in rect: Rect, content: LayoutContent) {}
    public func resolveItem(at indexPath: IndexPath, content: LayoutContent) {}
    public var movesHorizontally: Bool { true }
    public var revealsByMeasuring: Bool { false }
    public func revealRect(forItemAt indexPath: IndexPath, viewport: Size) -> Rect? { frame(of: .item(indexPath)) }
    public func viewportDidChange(to size: Size) -> Bool { true }

    /// Whether the layout has the item.
    public func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.item >= 0 && indexPath.item < itemCount(inSection: indexPath.section)
    }

    /// The first item in reading order, if any.
    public var firstItem: IndexPath? {
        // Loops, not closures: asked several times a frame (following the tail, the cursor).
        for section in 0..<sectionCount where itemCount(inSection: section) > 0 {
            return IndexPath(item: 0, section: section)
        }
        return nil
    }

    /// The last item in reading order, if any.
    public var lastItem: IndexPath? {
        var section = sectionCount - 1
        while section >= 0 {
            let count = itemCount(inSection: section)
            if count > 0 { return IndexPath(item: count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// The item `step` places after (positive) or before (negative) `indexPath` in reading
    /// order, across sections (empty ones skipped); nil past either end. O(|step| + sections
    /// crossed) — meant for steps of one.
    public func item(after indexPath: IndexPath, step: Int) -> IndexPath? {
        var section = indexPath.section
        var item = indexPath.item + step
        while section >= 0 && section < sectionCount {
            if item >= 0 && item < itemCount(inSection: section) { return IndexPath(item: item, section: section) }
            let direction = step > 0 ? 1 : -1
            section += direction
            guard section >= 0 && section < sectionCount else { return nil }
            item = direction > 0 ? 0 : itemCount(inSection: section) - 1
        }
        return nil
    }
}
