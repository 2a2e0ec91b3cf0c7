/// Says that a canvas keeps what was drawn on it from one frame to the next, so a host can
/// leave unchanged views as they are instead of drawing them again.
///
/// The canvas of an `Application` frame has one: its window keeps its cells between frames,
/// and `number` counts the frames. A host that drew into the same place of the same canvas in
/// this frame or the one before redraws only the views that changed (see
/// ``ReusableView/setNeedsDisplay()``); a gap in the numbers (a tab that was hidden), another
/// owner, another place or size, or `nil` makes it draw everything.
///
/// A canvas you make yourself has none, and hosts draw everything into it, unless you count
/// frames: ``ScreenBuffer/beginFrame()``.
public struct RetainedFrame: Equatable, Sendable {
    /// What keeps the cells (a terminal, a buffer).
    public let owner: ObjectIdentifier
    /// The frame being drawn; the next frame's is one more.
    public let number: UInt64

    public init(owner: ObjectIdentifier, number: UInt64) {
        self.owner = owner
        self.number = number
    }

    /// Whether the cells drawn in `earlier` are still there in this frame: the same owner, and
    /// this frame or the next.
    public func follows(_ earlier: RetainedFrame) -> Bool {
        owner == earlier.owner && (number == earlier.number || number == earlier.number &+ 1)
    }
}

/// Where a canvas draws on its root canvas: what a host compares from frame to frame to know
/// whether the cells it drew last are under it.
struct CanvasPlacement: Equatable {
    var frame: RetainedFrame
    /// The canvas's `(0, 0)` on the root.
    var origin: Point
    /// What it may draw on, in the root's coordinates.
    var clip: Rect
    var size: Size

    /// The placement of `canvas`, or nil when it does not keep its cells.
    init?(of canvas: any Canvas) {
        guard let frame = canvas.retainedFrame else { return nil }
        self.frame = frame
        size = canvas.size
        if let child = canvas as? ChildCanvas {
            origin = child.rootOffset
            clip = child.rootClip
        } else {
            origin = .zero
            clip = Rect(origin: .zero, size: canvas.size)
        }
    }

    /// Whether a host that drew at `earlier` finds its cells here.
    func follows(_ earlier: CanvasPlacement) -> Bool {
        frame.follows(earlier.frame) && origin == earlier.origin && clip == earlier.clip && size == earlier.size
    }
}
