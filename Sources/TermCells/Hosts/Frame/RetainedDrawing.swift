/// What a host remembers of its last frame, to leave the views that did not change as they
/// are on a canvas that keeps its cells (see ``RetainedFrame``).
struct RetainedDrawing {
    /// Where the last frame was drawn; nil when its canvas does not keep its cells.
    var placement: CanvasPlacement?
    /// The content offset and the layout's size of the last frame.
    var offset = Point.zero
    var laidOutSize = Size.zero
    /// Whether the next frame draws every view (``LayoutHost/setNeedsDisplay()``).
    var needsFullDisplay = true
    /// Whether the last frame showed the empty state (``FrameOverlays/emptyState``): the
    /// frame that takes it away draws everything, so none of its cells stay.
    var showedEmptyState = false
    /// Counts the host's frames; a view whose cells a frame left as they were carries its
    /// number (``ReusableView/retainedInFrame``).
    var frameNumber: UInt64 = 0
    /// The views the last frame left on screen, with their rectangles on the host's canvas:
    /// the last frame's ``placed``, taken over (swapped, not copied) when a frame starts.
    var shown: [PlacedView] = []
    /// Whether two rectangles of `shown` may share a cell (see ``FrameRenderer/mayOverlap(_:)``).
    var shownMayOverlap = true
    /// The rectangles of the last frame's pinned elements on the host's canvas.
    var pinnedRects: [Rect] = []
    /// Where the host drew its `↓ N new` mark over the last frame, on its canvas (see
    /// ``FrameRenderer/drawOverlays(_:in:)``); nil when it drew none. The next frame blanks
    /// those cells (moved with the lines, if it scrolls) and draws the views they covered
    /// again, so no cell of the mark stays where the host draws none.
    var markRect: Rect?
    /// The rectangles of this frame's pinned elements whose cells the frame left as they were
    /// (where they were, nothing drawn over them): a pinned view there that did not change is
    /// not drawn again.
    var keptPinnedRects: [Rect] = []
    /// This frame's rectangles of the views drawn anew, and of the last frame's views whose
    /// old cells are blanked (kept between frames, as ``placed``).
    var redrawnRects: [Rect] = []
    var blankedRects: [Rect] = []
    /// The scroll indicator's column (right of the layout's width) on the host's canvas.
    var indicatorColumn = ScrollIndicatorColumn()
    /// The frame being drawn: its views, their rectangles on the host's canvas, and whether
    /// each was on screen in the last frame. Kept between frames so a frame allocates nothing.
    var placed: [PlacedView] = []

    /// Starts a frame's ``placed``: the last frame's views become ``shown`` and the array
    /// they leave is emptied for this frame's, so no view is copied from one to the other.
    mutating func startFrame() {
        swap(&shown, &placed)
        placed.removeAll(keepingCapacity: true)
    }
}

/// A view a frame places, with its rectangle on the host's canvas and whether it was on
/// screen in the frame before. A struct rather than a tuple: emptying an array of tuples
/// destroys each element through the tuple's generic metadata, several times slower.
struct PlacedView {
    let view: ReusableView
    let rect: Rect
    let wasShown: Bool
}
