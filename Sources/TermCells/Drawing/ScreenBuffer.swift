/// An in-memory canvas that records glyphs and styles per cell, as a terminal screen would.
///
/// Tests draw into it and compare whole lines, so a test reads like the screen. It follows the
/// terminal rules that matter for correctness: a wide glyph takes two cells, and overwriting
/// either half of one blanks the other half.
public final class ScreenBuffer: Canvas {
    /// What one cell holds.
    public struct Cell: Hashable, Sendable {
        /// The glyph drawn from this cell; a space for blanks and for the right half of a wide glyph.
        public var glyph: Character
        /// 1 or 2 for a cell where a glyph starts; 0 for the right half of a wide glyph.
        public var width: Int
        public var style: Style
        /// The number of the link the glyph leads to in the buffer's table, 0 for none.
        package var link: Int32 = 0

        /// A blank in `style`.
        public static func blank(_ style: Style = .plain) -> Cell {
            Cell(glyph: " ", width: 1, style: style)
        }

        /// Whether this is the right half of a wide glyph.
        public var isContinuation: Bool { width == 0 }
    }

    public private(set) var size: Size
    private var cells: [Cell]
    /// The last point reported with ``reportFocus(at:)`` or ``reportFocus(covering:)`` (the
    /// focused host's cursor cell, for one), or `nil`; ``clear()`` forgets it, as does setting
    /// it to `nil` before a frame, which forgets ``reportedFocusArea`` too.
    public var reportedFocus: Point? {
        didSet { if reportedFocus == nil { reportedFocusArea = nil } }
    }
    /// The cells the last report covered, inside the buffer: the focused host's cursor item,
    /// empty when its cursor is out of view, or the one cell of a ``reportFocus(at:)``.
    public private(set) var reportedFocusArea: Rect?
    /// The theme hosts drawn on the buffer use unless they have their own: set it to draw
    /// as an application with that theme would.
    public var theme = Theme.dark

    /// A blank buffer of `width` × `height` cells (negative sizes count as 0).
    public init(width: Int, height: Int) {
        let size = Size(width: max(0, width), height: max(0, height))
        self.size = size
        self.cells = Array(repeating: .blank(), count: size.width * size.height)
    }

    public func put(_ glyph: Character, width: Int, at point: Point, style: Style) {
        guard width == 1 || width == 2, point.y >= 0, point.y < size.height,
            point.x >= 0, point.x + width <= size.width
        else { return }
        detachWideGlyphs(row: point.y, columns: point.x..<point.x + width)
        let index = self.index(point.x, point.y)
        cells[index] = Cell(glyph: glyph, width: width, style: style, link: currentLink)
        if width == 2 { cells[index + 1] = Cell(glyph: " ", width: 0, style: style, link: currentLink) }
    }

    public func fill(_ rect: Rect, style: Style) {
        let visible = rect.intersection(Rect(origin: .zero, size: size))
        guard !visible.isEmpty else { return }
        for y in visible.y..<visible.maxY {
            detachWideGlyphs(row: y, columns: visible.x..<visible.maxX)
            let start = index(visible.x, y)
            for index in start..<start + visible.width { cells[index] = .blank(style) }
        }
    }

    /// The cell at `point`, or `nil` outside the buffer.
    public func cell(at point: Point) -> Cell? {
        guard contains(point) else { return nil }
        return cells[index(point.x, point.y)]
    }

    /// The glyph that starts at `point`; `nil` outside the buffer and on the right half of a wide glyph.
    public func glyph(at point: Point) -> Character? {
        guard let cell = cell(at: point), !cell.isContinuation else { return nil }
        return cell.glyph
    }

    /// The style of the cell at `point` (a wide glyph's style on both halves), `nil` outside.
    public func style(at point: Point) -> Style? {
        cell(at: point)?.style
    }

    /// Each row's visible text. A wide glyph appears once, so every line's display width equals
    /// the buffer's width.
    public var lines: [String] {
        (0..<size.height).map { line($0) }
    }

    /// The link numbers of every cell, for freeing the others.
    private var cellLinks: [Int32] { cells.map(\.link) }

    /// The visible text of row `y` ("" outside the buffer).
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        var text = ""
        let start = index(0, y)
        for cell in cells[start..<start + size.width] where !cell.isContinuation { text.append(cell.glyph) }
        return text
    }

    /// Counts frames from the first call on: from then on the buffer tells hosts that it
    /// keeps their cells (a retained frame), and a host drawing into it every frame redraws
    /// only the views that changed, as it does on a terminal. Call it before each frame.
    public func beginFrame() {
        frameNumber = frameNumber.map { $0 &+ 1 } ?? 0
    }

    /// Makes hosts draw every cell at the next frame, as if the buffer had been cleared.
    public func forgetFrames() {
        if let number = frameNumber { frameNumber = number &+ 2 }
    }

    private var frameNumber: UInt64?

    /// The links cells lead to, by number (see ``Cell/link``), and the link glyphs put now take.
    private(set) var links = LinkTable()
    private var currentLink: Int32 = 0

    public var retainedFrame: RetainedFrame? {
        frameNumber.map { RetainedFrame(owner: ObjectIdentifier(self), number: $0) }
    }

    public func moveRows(in rect: Rect, by rows: Int) -> Bool {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty, rows != 0, abs(rows) < area.height else { return true }
        let sources = rows > 0 ? Array((area.y..<area.maxY - rows).reversed()) : Array(area.y - rows..<area.maxY)
        for source in sources {
            let from = index(area.x, source)
            let to = index(area.x, source + rows)
            for column in 0..<area.width { cells[to + column] = cells[from + column] }
            // A wide glyph cut by the rectangle's edges cannot stay half.
            let last = to + area.width - 1
            if cells[to].isContinuation { cells[to] = .blank(cells[to].style) }
            if cells[last].width == 2 { cells[last] = .blank(cells[last].style) }
            if area.maxX < size.width, cells[last + 1].isContinuation {
                cells[last + 1] = .blank(cells[last + 1].style)
            }
            if area.x > 0, cells[to - 1].width == 2 { cells[to - 1] = .blank(cells[to - 1].style) }
        }
        return true
    }

    /// Changes the size, keeping what fits at the top left; new cells are blank.
    public func resize(width: Int, height: Int) {
        let newSize = Size(width: max(0, width), height: max(0, height))
        var newCells = Array(repeating: Cell.blank(), count: newSize.width * newSize.height)
        let keptWidth = min(size.width, newSize.width)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<keptWidth {
                newCells[y * newSize.width + x] = cells[index(x, y)]
            }
            // A wide glyph whose right half was cut off cannot stay.
            if keptWidth > 0, newCells[y * newSize.width + keptWidth - 1].width == 2 {
                newCells[y * newSize.width + keptWidth - 1].glyph = " "
                newCells[y * newSize.width + keptWidth - 1].width = 1
            }
        }
        size = newSize
        cells = newCells
        forgetFrames()
    }

    /// Blanks every cell with the plain style and forgets the reported focus.
    public func clear() {
        for index in cells.indices { cells[index] = .blank() }
        reportedFocus = nil
        forgetFrames()
    }

    /// Records `point` as ``reportedFocus`` when it lies inside the buffer, covering its cell.
    public func reportFocus(at point: Point) {
        guard contains(point) else { return }
        reportedFocus = point
        reportedFocusArea = Rect(origin: point, size: Size(width: 1, height: 1))
    }

    /// Records `area`'s first cell as ``reportedFocus`` when it lies inside the buffer, and
    /// the part of `area` inside the buffer as ``reportedFocusArea``.
    public func reportFocus(covering area: Rect) {
        guard contains(area.origin) else { return }
        reportedFocus = area.origin
        reportedFocusArea = Rect(origin: area.origin, size: area.intersection(Rect(origin: .zero, size: size)).size)
    }

    private func index(_ x: Int, _ y: Int) -> Int { y * size.width + x }

    private func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
    }

    /// Blanks the halves of wide glyphs that stick out of `columns`, which is about to be overwritten.
    private func detachWideGlyphs(row y: Int, columns: Range<Int>) {
        let first = index(columns.lowerBound, y)
        if cells[first].isContinuation, columns.lowerBound > 0 {
            cells[first - 1] = .blank(cells[first - 1].style)
        }
        let last = index(columns.upperBound - 1, y)
        if cells[last].width == 2, columns.upperBound < size.width {
            cells[last + 1] = .blank(cells[last + 1].style)
        }
    }
}

extension ScreenBuffer: RetainingCanvas {
    package var keptFrame: RetainedFrame? { retainedFrame }

    package func moveKeptRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>?) -> Bool {
        moveRows(in: rect, by: rows)
    }
}

extension ScreenBuffer: LinkingCanvas {
    /// The link the glyph at `point` leads to (on both halves of a wide glyph), `nil` outside
    /// the buffer and where the cell leads nowhere.
    public func link(at point: Point) -> Hyperlink? {
        cell(at: point).flatMap { links.link(numbered: $0.link) }
    }

    package func drawGlyphs(leadingTo link: Hyperlink, _ draw: () -> Void) {
        // Numbers no cell holds are freed once the table outgrows the screen.
        if links.count >= max(64, size.width * size.height) { links.keepOnly(Set(cellLinks)) }
        let previous = currentLink
        currentLink = links.number(for: link)
        defer { currentLink = previous }
        draw()
    }
}
