/// A rectangle of another canvas, addressed from its own top-left corner.
///
/// Views draw in local coordinates without knowing where they sit; the child translates and
/// clips. Its `size` is the rectangle it was made for, even where the parent cuts it off, so a
/// view's layout does not change when it is partly scrolled out of sight; drawing is clipped to the
/// part that lies inside every ancestor. Children of children talk to the root canvas directly.
public struct ChildCanvas: Canvas {
    private let root: any Canvas
    /// Where this canvas's `(0, 0)` lies on `root`.
    private let offset: Point
    /// What this canvas may draw on, in `root` coordinates.
    private let clip: Rect

    public let size: Size

    /// The theme of the root canvas.
    public var theme: Theme { root.theme }

    /// A child covering `rect` of `parent` (in the parent's coordinates). A negative or
    /// out-of-range rectangle gives a canvas that draws nothing.
    public init(parent: any Canvas, rect: Rect) {
        let size = Size(width: max(0, rect.width), height: max(0, rect.height))
        let root: any Canvas
        let offset: Point
        let parentClip: Rect
        // The metatype comparison first: a failed cast from an existential walks the
        // conformance tables, and the root canvas (any other type) is the common parent.
        if type(of: parent) == ChildCanvas.self, let child = parent as? ChildCanvas {
            root = child.root
            offset = child.offset.offsetBy(dx: rect.x, dy: rect.y)
            parentClip = child.clip
        } else {
            root = parent
            offset = rect.origin
            parentClip = Rect(origin: .zero, size: parent.size)
        }
        self.root = root
        self.offset = offset
        self.clip = parentClip.intersection(Rect(origin: offset, size: size))
        self.size = size
    }

    /// Puts the glyph if it is entirely visible; if an ancestor cuts it, blanks its visible part.
    public func put(_ glyph: Character, width: Int, at point: Point, style: Style) {
        guard width >= 1, point.x >= 0, point.y >= 0, point.x + width <= size.width, point.y < size.height else {
            return
        }
        let cells = Rect(x: point.x + offset.x, y: point.y + offset.y, width: width, height: 1)
        let visible = cells.intersection(clip)
        if visible == cells {
            root.put(glyph, width: width, at: cells.origin, style: style)
        } else if !visible.isEmpty {
            root.fill(visible, style: style)
        }
    }

    public func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style) {
        guard point.y >= 0, point.y < size.height else { return }
        let run = Rect(x: point.x + offset.x, y: point.y + offset.y, width: bytes.count, height: 1)
        let visible = run.intersection(clip).intersection(
            Rect(x: offset.x, y: offset.y, width: size.width, height: size.height))
        guard !visible.isEmpty else { return }
        let start = visible.x - run.x
        root.putASCII(
            UnsafeBufferPointer(rebasing: bytes[start..<start + visible.width]), at: visible.origin, style: style)
    }

    public func fill(_ rect: Rect, style: Style) {
        let visible = rect.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
        guard !visible.isEmpty else { return }
        root.fill(visible, style: style)
    }

    public func fill(_ rect: Rect, repeating glyph: Character, style: Style) {
        let visible = rect.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
        guard !visible.isEmpty else { return }
        root.fill(visible, repeating: glyph, style: style)
    }

    public var retainedFrame: RetainedFrame? { root.retainedFrame }

    /// Moves the rows of `rect` on the root, cut to what this canvas may draw on.
    public func moveRows(in rect: Rect, by rows: Int) -> Bool {
        let visible = rect.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
        guard !visible.isEmpty else { return true }
        return root.moveRows(in: visible, by: rows)
    }

    /// Moves the rows of `rect` on the root, cut to what this canvas may draw on; `kept` is
    /// given to the root in its columns.
    public func moveRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>) -> Bool {
        let visible = rect.offsetBy(dx: offset.x, dy: offset.y).intersection(clip)
        guard !visible.isEmpty else { return true }
        return root.moveRows(
            in: visible, by: rows, keepingUncoveredColumns: kept.lowerBound + offset.x..<kept.upperBound + offset.x)
    }

    /// Where this canvas's `(0, 0)` lies on its root, and what it may draw on there.
    var rootOffset: Point { offset }
    var rootClip: Rect { clip }

    /// The rows of this canvas that show, inside every ancestor: a view taller than the
    /// screen (a long message) draws only those.
    var visibleRows: Range<Int> { clip.isEmpty ? 0..<0 : clip.y - offset.y..<clip.maxY - offset.y }

    /// Passes the focus on in the root's coordinates; a point outside what this canvas may
    /// draw on is not reported.
    public func reportFocus(at point: Point) {
        let onRoot = point.offsetBy(dx: offset.x, dy: offset.y)
        guard clip.contains(onRoot) else { return }
        root.reportFocus(at: onRoot)
    }

    /// Passes the focus and its area on in the root's coordinates, the area cut to what this
    /// canvas may draw on; a focus outside that is not reported.
    public func reportFocus(covering area: Rect) {
        let onRoot = area.offsetBy(dx: offset.x, dy: offset.y)
        guard clip.contains(onRoot.origin) else { return }
        root.reportFocus(covering: Rect(origin: onRoot.origin, size: onRoot.intersection(clip).size))
    }
}

extension Canvas {
    /// The part of this canvas inside `rect`, with its own coordinates and clipping.
    public func child(in rect: Rect) -> ChildCanvas {
        ChildCanvas(parent: self, rect: rect)
    }
}

extension ChildCanvas {
    /// The part of this canvas inside `rect`, with its own coordinates and clipping. Built
    /// from this canvas's fields rather than through `init(parent:rect:)`, which would box
    /// this canvas as `any Canvas`: one allocation less per view a host draws.
    public func child(in rect: Rect) -> ChildCanvas {
        ChildCanvas(root: root, offset: offset.offsetBy(dx: rect.x, dy: rect.y), parentClip: clip, size: rect.size)
    }

    private init(root: any Canvas, offset: Point, parentClip: Rect, size: Size) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.root = root
        self.offset = offset
        self.clip = parentClip.intersection(Rect(origin: offset, size: size))
        self.size = size
    }
}

extension ChildCanvas: RetainingCanvas {
    package var keptFrame: RetainedFrame? { retainedFrame }

    package func moveKeptRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>?) -> Bool {
        guard let kept else { return moveRows(in: rect, by: rows) }
        return moveRows(in: rect, by: rows, keepingUncoveredColumns: kept)
    }
}

extension ChildCanvas: LinkingCanvas {
    /// Links the glyphs drawn on the root.
    package func drawGlyphs(leadingTo link: Hyperlink, _ draw: () -> Void) {
        guard let root = root as? any LinkingCanvas else { return draw() }
        root.drawGlyphs(leadingTo: link, draw)
    }
}

extension ChildCanvas {
    /// The canvas this one draws on at last, where this one's `(0, 0)` lies on it, and the
    /// part of it this one may draw on: for what is drawn beside the cells, at their place on
    /// the screen (a terminal's graphics).
    package var placementOnRoot: (root: any Canvas, origin: Point, clip: Rect) { (root, offset, clip) }
}
