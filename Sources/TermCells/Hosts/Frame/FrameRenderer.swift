/// What happens inside one frame of a host: which views show which elements, and what is
/// drawn of them. The host (``LayoutHost``) decides where the viewport is; the renderer then
///
/// 1. begins the frame over the viewport (``beginFrame(over:)``): views of elements that left
///    it are parked, or held while measuring may still bring their element back;
/// 2. places the elements the layout puts there, top to bottom (``placeElements()``): each
///    gets the view it had, one measured for it before the frame, or a new dequeue, measured
///    when the layout asks (a height that changes starts the walk again from that element);
/// 3. ends the frame on a canvas (``endFrame(in:pinned:)``): draws the views that changed
///    (all of them on a canvas that keeps nothing), the pinned elements over them, and parks
///    the views no element took.
///
/// Between frames it keeps the views on screen (``views``) and what the last frame
/// drew (``retained``), and lends views leaving the screen to dequeues made while measuring.
/// It knows nothing of cursors, selection or scrolling: new views get their state, and
/// display events go out, through its ``FrameViewSource``.
@MainActor
final class FrameRenderer<Layout: CollectionLayout> {
    let layout: Layout
    let content: LayoutContent
    let reuseQueues: ReuseQueues
    /// The host: it makes views and is told when they show and leave. Unowned, not weak (a
    /// weak reference would put every retain of the host on its slow path): the host owns
    /// the renderer.
    unowned let source: any FrameViewSource
    /// The layout, when it counts its frames' changes: cast once, not every frame.
    let frameRevisions: (any FrameRevisions)?

    // The state below is read and written many times in every frame; the runtime's
    // exclusivity checks were a sizeable part of a frame, so it is marked
    // `@exclusivity(unchecked)`. No access overlaps another: the renderer is main-actor
    // isolated, and these are only read or modified in single statements (or a `swap` of two
    // of them), never passed `inout` to a call that reaches the renderer.

    /// The viewport of the frame being drawn (of the last one, between frames).
    @exclusivity(unchecked) var viewport = Viewport()
    /// The views of the elements: on screen (during a frame, also those the frame took so
    /// far), held through a frame, or measured before it.
    @exclusivity(unchecked) var views = FrameViews()
    /// Elements placed in the frame being drawn (after it, in the last frame), with their
    /// frames in the content; kept between frames so a frame allocates nothing.
    @exclusivity(unchecked) var placedElements: [LayoutElement] = []
    @exclusivity(unchecked) var placedFrames: [Rect] = []
    /// The layout's ``FrameRevisions/frameRevision`` when the last frame's walk ended, if the
    /// walk changed no frame and the views on screen are still the ones it placed (see
    /// ``releaseViews(outside:)``); nil otherwise.
    @exclusivity(unchecked) var placedRevision: Int?
    /// Views this frame dequeued.
    @exclusivity(unchecked) var addedElements: [LayoutElement] = []
    @exclusivity(unchecked) var leavingElements: [LayoutElement] = []
    /// Views of pinned elements (a sticky header), apart from the views on screen.
    @exclusivity(unchecked) var pinnedViews: [LayoutElement: ReusableView] = [:]
    /// The theme the frame's views are drawn in (the host's, or its canvas's).
    private(set) var theme = Theme.dark
    /// The last frame, for leaving unchanged views as they are.
    @exclusivity(unchecked) var retained = RetainedDrawing()
    /// The elements on one line, found while measuring before a frame, and those a scroll
    /// took off the top; kept between frames.
    var lineElements: [LayoutElement] = []
    var scrolledOffElements: [LayoutElement] = []
    /// The reuse queues' lender (``lendViewsLeavingTheScreen()``), made once.
    var viewLender: ((ViewKind, String) -> ReusableView?)?
    /// How many views of the last frame a scroll took off the top before this frame measured
    /// (lent by ``lendScrolledOffView(kind:identifier:)``): all of them above the viewport, so
    /// the last frame's walk still tells which of the others stay (see
    /// ``releaseViews(outside:)``).
    @exclusivity(unchecked) var viewsParkedBeforeFrame = 0
    /// Whether views of the last frame were taken off screen since (a reload, an update):
    /// the screen no longer shows every element of the viewport measured.
    var viewsLeftSinceFrame = false

    init(layout: Layout, content: LayoutContent, reuseQueues: ReuseQueues, source: any FrameViewSource) {
        self.layout = layout
        self.content = content
        self.reuseQueues = reuseQueues
        self.source = source
        frameRevisions = layout as? any FrameRevisions
    }

    /// The layout's frame revision, nil for a layout that keeps none.
    var layoutFrameRevision: Int? { frameRevisions?.frameRevision }

    // MARK: A frame

    /// Before a frame: `theme` is the frame's, and the frame shows the empty state or not.
    /// A theme other than the last frame's draws every view again, and so does the first
    /// frame after one that showed the empty state: none of its cells stay under the rows.
    func prepareFrame(theme: Theme, showsEmptyState: Bool) {
        if theme != self.theme {
            self.theme = theme
            retained.needsFullDisplay = true
        }
        if retained.showedEmptyState, !showsEmptyState { retained.needsFullDisplay = true }
    }

    /// Starts a frame over `viewport`: views of elements that left it are parked (or held,
    /// see ``releaseViews(outside:)``), and the last frame's placed views become the ones it
    /// shows (``RetainedDrawing/shown``).
    func beginFrame(over viewport: Viewport) {
        self.viewport = viewport
        releaseViews(outside: viewport.visibleRect)
        placedElements.removeAll(keepingCapacity: true)
        placedFrames.removeAll(keepingCapacity: true)
        retained.startFrame()
    }

    /// Places every element the layout puts in the viewport, top to bottom, each with its
    /// view. An element measured to another height moves those after it, so the walk starts
    /// again from it (once per element whose height changes). Returns the layout's frame
    /// revision when the walk started, and how many views of the last frame it kept, for
    /// ``endFrame(in:pinned:)``.
    func placeElements() -> FrameWalk {
        let visible = viewport.visibleRect
        var walk = FrameWalk(revision: layoutFrameRevision)
        var from = visible.y
        var restart = true
        var restarted = false
        while restart {
            restart = false
            let rest = Rect(x: visible.x, y: from, width: visible.width, height: max(0, visible.maxY - from))
            layout.forEachElement(in: rest) { element, frame in
                guard !restart else { return }
                // Only a walk started again can meet an element twice.
                if restarted, placedElements.contains(element) { return }
                guard let (view, origin) = view(for: element, inWalkStartedAgain: restarted) else { return }
                if origin == .kept { walk.kept += 1 }
                if origin == .new, measuresAnew(element, view: view, laidOutAt: frame) {
                    restart = true
                    restarted = true
                    from = frame.y
                    return
                }
                placedElements.append(element)
                placedFrames.append(frame)
                let onCanvas = frame.offsetBy(dx: -viewport.offset.x, dy: -viewport.offset.y)
                retained.placed.append(PlacedView(view: view, rect: onCanvas, wasShown: origin == .kept))
            }
        }
        return walk
    }

    /// Measures a view new on screen, when the layout asks; returns whether its height
    /// changed the layout (the frame's walk then starts again from it).
    private func measuresAnew(_ element: LayoutElement, view: ReusableView, laidOutAt frame: Rect) -> Bool {
        guard layout.measuresHeight(of: element) else { return false }
        let height = height(of: element, shownBy: view)
        return height != frame.height && layout.setMeasuredHeight(height, of: element)
    }

    /// The height of `element` shown by `view`: the data source's, else the view's, held
    /// within what a layout takes.
    func height(of element: LayoutElement, shownBy view: ReusableView) -> Int {
        if let height = content.height(of: element) { return min(max(0, height), ContentLimits.maximumExtent) }
        return preferredHeight(of: view, for: element)
    }

    /// The view's own height for `element`, told first the width the element is laid out at
    /// when its height depends on it (see ``ReusableView/heightDependsOnWidth``).
    func preferredHeight(of view: ReusableView, for element: LayoutElement) -> Int {
        if view.heightDependsOnWidth, let frame = layout.frame(of: element) { view.prepare(forWidth: frame.width) }
        return min(max(0, view.preferredHeight), ContentLimits.maximumExtent)
    }

    /// Draws the frame on `canvas` (the host's rectangle): the placed views, then `pinned`
    /// over them; then parks the views no element took.
    func endFrame(in canvas: any Canvas, pinned: [(element: LayoutElement, frame: Rect)], walk: FrameWalk) {
        let area = canvas.child(in: Rect(x: 0, y: 0, width: viewport.laidOutSize.width, height: canvas.size.height))
        drawPlacedViews(in: canvas, area: area, pinned: pinned)
        finishFrame(kept: walk.kept, revision: walk.revision)
        drawPinnedElements(pinned, in: area)
    }
}

/// What a frame's walk over the layout found, for the end of the frame.
struct FrameWalk {
    /// The layout's frame revision when the walk started.
    var revision: Int?
    /// How many views of the last frame the walk took.
    var kept = 0
}

/// Where ``FrameRenderer/view(for:inWalkStartedAgain:)`` found a view.
enum ViewOrigin {
    /// Dequeued for this frame.
    case new
    /// On screen in the last frame.
    case kept
    /// Taken already in this frame, by a walk that started again.
    case takenInThisFrame
    /// Dequeued for this frame and measured before it (see ``FrameRenderer/settle(_:)``).
    case measured
}

/// What a ``FrameRenderer`` asks of its host.
@MainActor
protocol FrameViewSource: AnyObject {
    /// A new view for `element`, from the data source.
    func makeView(for element: LayoutElement) -> ReusableView?
    /// `view` comes on screen for `element`: its highlight and selection are set, and
    /// willDisplay is told.
    func willDisplay(_ view: ReusableView, for element: LayoutElement)
    /// `view` left the screen (it is already back in its queue): didEndDisplaying is told.
    func didEndDisplaying(_ view: ReusableView, for element: LayoutElement)
}
