/// Something views draw on: a grid of cells addressed from its own top-left corner.
///
/// A canvas implements two primitives — put one glyph, fill a rectangle — and clips both
/// to its `size`. Everything else (text with width, truncation and sanitisation, child
/// canvases) is built on them in extensions, so the in-memory ``ScreenBuffer`` used by
/// tests and the curses backend behave the same way.
public protocol Canvas {
    /// The drawable area; `(0, 0)` is its top-left cell.
    var size: Size { get }

    /// Writes one glyph occupying `width` columns (1 or 2) with its left edge at `point`.
    ///
    /// `glyph` has already been sanitised: a printable base character followed only by
    /// zero-width marks. A glyph that does not fit entirely inside `size` is ignored;
    /// callers that draw text blank the visible part themselves.
    func put(_ glyph: Character, width: Int, at point: Point, style: Style)

    /// Fills the part of `rect` inside `size` with blanks in `style`.
    func fill(_ rect: Rect, style: Style)

    /// Writes a run of printable ASCII bytes (0x20–0x7E, one column each) on one row from
    /// `point`; cells outside `size` are skipped.
    ///
    /// Most text on a terminal is plain ASCII, and writing a run in one call instead of a glyph
    /// at a time is what keeps a frame cheap. The default writes glyph by glyph.
    func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style)

    /// Fills the part of `rect` inside `size` with copies of `glyph`: lines, box edges, shading.
    ///
    /// `glyph` has been sanitised as for ``put(_:width:at:style:)`` and is one column wide.
    /// A backend that can repeat a cell natively (ncurses' `whline_set`) does it in one call
    /// per row; the default puts the glyph cell by cell.
    func fill(_ rect: Rect, repeating glyph: Character, style: Style)

    /// Says where the focus is: the cell a screen reader should read from, such as the start
    /// of the row under a host's cursor or the end of a text field being typed in.
    ///
    /// The last report of a frame wins. A focused host reports its cursor's cell itself, so
    /// only what a program draws on its own (a query line, a form field) needs a call. An
    /// application in accessible mode leaves the terminal's cursor, visible, on that cell
    /// after the frame (see the Accessibility article). The default ignores the report.
    func reportFocus(at point: Point)

    /// Says where the focus is and which cells it covers: a focused host reports its cursor's
    /// item whole (its row in a list, its cell in a grid), and an empty `area` when the
    /// cursor is out of view. The focus is `area`'s first cell, as ``reportFocus(at:)`` says;
    /// a canvas that keeps the area too (a ``ScreenBuffer``, whose test screen marks the
    /// cursor in snapshots) overrides this. The default reports `area.origin`.
    func reportFocus(covering area: Rect)

    /// The theme of what is drawn on this canvas: the one hosts drawn on it use unless they
    /// have their own (``LayoutHost/theme``). An application's canvas has the application's
    /// (`Application.theme`); a child canvas has its parent's; the default is ``Theme/dark``.
    var theme: Theme { get }

    /// The frame this canvas's cells belong to, when it keeps them from frame to frame (see
    /// ``RetainedFrame``); `nil` (the default) when they may be gone by the next frame.
    var retainedFrame: RetainedFrame? { get }

    /// Moves the cells of `rect` `rows` rows down (up when negative), inside `rect`: row `y`
    /// gets what row `y - rows` held; the rows uncovered keep what they held. Returns whether
    /// the canvas did it: a host scrolled by a few rows then draws only the rows that came in.
    /// The default cannot, and returns false.
    func moveRows(in rect: Rect, by rows: Int) -> Bool

    /// Moves the cells of `rect` as ``moveRows(in:by:)`` does, for a caller that draws over the
    /// rows the move uncovers right after it, except in columns `kept`, which keep what they
    /// held: the canvas may leave the rest of those rows in any state and skip keeping them (a
    /// terminal's window then copies nothing back). The default moves as
    /// ``moveRows(in:by:)``.
    func moveRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>) -> Bool
}

extension Canvas {
    public func reportFocus(at point: Point) {}

    public var theme: Theme { .dark }

    public func reportFocus(covering area: Rect) { reportFocus(at: area.origin) }

    public func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style) {
        for (index, byte) in bytes.enumerated() {
            let x = point.x + index
            guard x >= 0, x < size.width else { continue }
            put(Character(Unicode.Scalar(byte)), width: 1, at: Point(x: x, y: point.y), style: style)
        }
    }

    public func fill(_ rect: Rect, repeating glyph: Character, style: Style) {
        let area = rect.intersection(Rect(origin: .zero, size: size))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(glyph, width: 1, at: Point(x: x, y: y), style: style)
            }
        }
    }
}

/// A canvas that keeps its cells from frame to frame and can move rows of them: the curses
/// window, a ``ScreenBuffer`` counting frames, a child of either. Machinery of the host's
/// retained drawing, shared with `TermCellsCurses` (hence `package`): a canvas a user writes
/// conforms to ``Canvas`` only, and hosts draw everything into it.
package protocol RetainingCanvas: Canvas {
    /// The frame this canvas's cells belong to (see `RetainedFrame`); `nil` when they may be
    /// gone by the next frame.
    var keptFrame: RetainedFrame? { get }
    /// Moves the cells of `rect` `rows` rows down (up when negative), as
    /// `moveRows(in:by:keepingUncoveredColumns:)` says; `kept` nil keeps every column.
    func moveKeptRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>?) -> Bool
}

extension Canvas {
    /// The frame this canvas's cells belong to, when it keeps them from frame to frame (see
    /// `RetainedFrame`); `nil` when they may be gone by the next frame (any canvas but a
    /// `RetainingCanvas`).
    public var retainedFrame: RetainedFrame? { (self as? any RetainingCanvas)?.keptFrame }

    /// Moves the cells of `rect` `rows` rows down (up when negative), inside `rect`: row `y`
    /// gets what row `y - rows` held; the rows uncovered keep what they held. Returns whether
    /// the canvas did it: a host scrolled by a few rows then draws only the rows that came in.
    /// A canvas that is no `RetainingCanvas` cannot, and returns false.
    public func moveRows(in rect: Rect, by rows: Int) -> Bool {
        (self as? any RetainingCanvas)?.moveKeptRows(in: rect, by: rows, keepingUncoveredColumns: nil) ?? false
    }

    /// Moves the cells of `rect` as `moveRows(in:by:)` does, for a caller that draws over the
    /// rows the move uncovers right after it, except in columns `kept`, which keep what they
    /// held: the canvas may leave the rest of those rows in any state and skip keeping them (a
    /// terminal's window then copies nothing back).
    public func moveRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>) -> Bool {
        (self as? any RetainingCanvas)?.moveKeptRows(in: rect, by: rows, keepingUncoveredColumns: kept) ?? false
    }
}
