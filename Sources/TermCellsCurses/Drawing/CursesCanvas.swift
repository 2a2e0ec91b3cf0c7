import CNcursesw

/// A ``Canvas`` that draws into an ncurses window through the wide-character API.
///
/// It writes into ncurses' window only; the frame (``Application``'s, or the embedding
/// program's refresh) sends the difference to the terminal. `bounds` is the rectangle of the
/// window this canvas covers, so a host can be given any part of a screen an existing ncurses
/// program owns.
public struct CursesCanvas: Canvas {
    let window: UnsafeMutablePointer<WINDOW>
    let colorPairs: ColorPairs
    /// The rectangle of the window this canvas draws into.
    public let bounds: Rect
    /// Where a reported focus goes: the terminal's, for the canvas of a frame.
    let canvasReports: CanvasReports?
    /// The frame of the terminal's window, which keeps its cells between frames; nil for a
    /// canvas over a program's own window, which the program may erase.
    public let retainedFrame: RetainedFrame?
    /// The theme hosts drawn on this canvas use unless they have their own: the
    /// application's, for its frames; ``Theme/dark`` unless set, for a program's own window.
    public var theme = Theme.dark

    init(
        window: UnsafeMutablePointer<WINDOW>, colorPairs: ColorPairs, bounds: Rect, canvasReports: CanvasReports? = nil,
        retainedFrame: RetainedFrame? = nil
    ) {
        self.window = window
        self.colorPairs = colorPairs
        self.canvasReports = canvasReports
        self.retainedFrame = retainedFrame
        let windowRect = Rect(x: 0, y: 0, width: Int(tc_getmaxx(window)), height: Int(tc_getmaxy(window)))
        self.bounds = bounds.intersection(windowRect)
    }

    public var size: Size { bounds.size }

    public func put(_ glyph: Character, width: Int, at point: Point, style: Style) {
        guard point.x >= 0, point.y >= 0, point.x + width <= bounds.width, point.y < bounds.height else { return }
        var cell = self.cell(glyph, width: width, style: style)
        // `wadd_wchnstr` stores the cell as it is; `wadd_wch` would run it through ncurses'
        // character handling first (the glyph is already one sanitised cell).
        _ = mvwadd_wchnstr(window, Int32(bounds.y + point.y), Int32(bounds.x + point.x), &cell, 1)
    }

    /// Records the focus for the frame's terminal (see ``CursesTerminal/cursorFollowsFocus``);
    /// a canvas made for a program's own window (``init(window:bounds:colors:)``) ignores it:
    /// such a program reads a host's `focusRect` and moves the cursor itself.
    public func reportFocus(at point: Point) {
        guard let canvasReports, point.x >= 0, point.y >= 0, point.x < bounds.width, point.y < bounds.height else {
            return
        }
        canvasReports.reported = Point(x: bounds.x + point.x, y: bounds.y + point.y)
        canvasReports.reportedArea = nil
    }

    /// Records the focus as ``reportFocus(at:)`` does, and the part of `area` inside the
    /// canvas (an offscreen terminal hands it to its test screen).
    public func reportFocus(covering area: Rect) {
        reportFocus(at: area.origin)
        guard let canvasReports, let point = canvasReports.reported,
            point == Point(x: bounds.x + area.x, y: bounds.y + area.y)
        else { return }
        let visible = area.intersection(Rect(origin: .zero, size: bounds.size))
        canvasReports.reportedArea = Rect(origin: point, size: visible.size)
    }

    public func fill(_ rect: Rect, repeating glyph: Character, style: Style) {
        let area = rect.intersection(Rect(origin: .zero, size: bounds.size))
        guard !area.isEmpty else { return }
        var cell = self.cell(glyph, style: style)
        for row in area.y..<area.maxY {
            _ = mvwhline_set(window, Int32(bounds.y + row), Int32(bounds.x + area.x), &cell, Int32(area.width))
        }
    }

    /// A blank in `style`, from the screen's memo.
    private func blank(_ style: Style) -> cchar_t {
        let memo = colorPairs.cellMemo
        guard let key = CellMemo.key(for: style) else { return cell(" ", style: style, linked: false) }
        if let kept = memo.blank(forKey: key) { return kept }
        let made = cell(" ", style: style, linked: false)
        memo.keep(made, forKey: key)
        return made
    }

    /// The ncurses cell for a sanitised glyph `width` columns wide in `style`; `linked`:
    /// leading to the link glyphs lead to now, if any (a blank a fill makes leads nowhere).
    /// A grapheme cluster a cell cannot hold as it is gets a stand-in and a marker
    /// (``ClusterCells``).
    private func cell(_ glyph: Character, width: Int = 1, style: Style, linked: Bool = true) -> cchar_t {
        let pair = linked ? colorPairs.glyphPair(for: style, in: window) : colorPairs.pair(for: style)
        var cell = cchar_t()
        let standIn = width == 1 && glyph.isASCII ? nil : ClusterCells.standIn(for: glyph, width: width)
        // A glyph is one base scalar and at most four marks: it fits on the stack.
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 8) { text in
            var count = 0
            for scalar in glyph.unicodeScalars where count < 1 + Int(tc_max_combining()) {
                text[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if let standIn {
                (text[0], count) = (standIn.standIn, 1)
            }
            text[count] = 0
            if tc_setcchar(&cell, text.baseAddress, attributes(for: style), pair) == ERR {
                text[0] = 0xFFFD
                text[1] = 0
                _ = tc_setcchar(&cell, text.baseAddress, attributes(for: style), pair)
            }
        }
        // `setcchar` takes zero-width characters only after the first: the marker goes in after.
        if let standIn {
            cell.chars.1 = standIn.marker
            colorPairs.drawsClusterCells = true
        }
        return cell
    }

    public func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style) {
        guard point.y >= 0, point.y < bounds.height else { return }
        let start = max(0, -point.x)
        let end = min(bytes.count, bounds.width - point.x)
        guard end > start, let base = bytes.baseAddress else { return }
        // One cell in the style, then a copy of it per byte: the cells go into the window as
        // they are, without `waddnstr`'s conversion of each byte. Narrow cells when the style
        // fits them (see `tc_put_narrow_cells`), wide ones otherwise.
        // A linked glyph's pair is none of the memo's blanks'.
        var template = colorPairs.drawsGlyphsLinked ? cell(" ", style: style) : blank(style)
        let count = end - start
        let y = Int32(bounds.y + point.y)
        let x = Int32(bounds.x + point.x + start)
        var narrow: chtype = 0
        if tc_cell_narrow_attributes(&template, &narrow) != 0 {
            let written = withUnsafeTemporaryAllocation(of: chtype.self, capacity: count + 1) { cells -> Bool in
                guard let cellBase = cells.baseAddress else { return false }
                for index in 0..<count { (cellBase + index).initialize(to: narrow | chtype(base[start + index])) }
                (cellBase + count).initialize(to: 0)
                return tc_put_narrow_cells(window, y, x, cellBase, Int32(count)) != 0
            }
            if written { return }
        }
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: count + 1) { cells in
            guard let cellBase = cells.baseAddress else { return }
            for index in 0..<count {
                var cell = template
                cell.chars.0 = wchar_t(base[start + index])
                (cellBase + index).initialize(to: cell)
            }
            (cellBase + count).initialize(to: cchar_t())
            _ = mvwadd_wchnstr(window, y, x, cellBase, Int32(count))
        }
    }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(Rect(origin: .zero, size: bounds.size))
        guard !area.isEmpty else { return }
        var filler = blank(style)
        for row in area.y..<area.maxY {
            _ = mvwhline_set(window, Int32(bounds.y + row), Int32(bounds.x + area.x), &filler, Int32(area.width))
        }
    }

    /// Moves the rows inside the window: each row is read back (`win_wchnstr`) and written
    /// again (`wadd_wchnstr`), so the move costs a copy of the rows and no drawing.
    public func moveRows(in rect: Rect, by rows: Int) -> Bool {
        moveRows(in: rect, by: rows, keepingUncoveredColumns: 0..<bounds.size.width)
    }

    /// Moves the rows as ``moveRows(in:by:)`` does; when whole lines move, only the columns
    /// `kept` of the lines the move uncovers are put back (the caller draws over the rest).
    public func moveRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>) -> Bool {
        if canvasReports?.keepsRowsInPlace == true { return false }
        let area = rect.intersection(Rect(origin: .zero, size: bounds.size))
        guard !area.isEmpty, rows != 0, abs(rows) < area.height else { return true }
        if bounds.x + area.x == 0, area.width == Int(tc_getmaxx(window)),
            moveLines(of: area, by: rows, keeping: kept.clamped(to: area.x..<area.maxX))
        {
            return true
        }
        let sources = rows > 0 ? Array((area.y..<area.maxY - rows).reversed()) : Array(area.y - rows..<area.maxY)
        copyRows(sources, of: area, by: rows)
        return true
    }

    /// Copies the cells of rows `sources` of `area` to `rows` rows below (above when
    /// negative), cell by cell.
    private func copyRows(_ sources: [Int], of area: Rect, by rows: Int) {
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: area.width + 1) { cells in
            guard let base = cells.baseAddress else { return }
            base.initialize(repeating: cchar_t(), count: area.width + 1)
            let x = Int32(bounds.x + area.x)
            for source in sources {
                guard mvwin_wchnstr(window, Int32(bounds.y + source), x, base, Int32(area.width)) != ERR else {
                    continue
                }
                // A wide glyph cut by the rectangle's edges is not moved half.
                if tc_cell_is_continuation(base) != 0 { base.pointee = blank(.plain) }
                _ = mvwadd_wchnstr(window, Int32(bounds.y + source + rows), x, base, Int32(area.width))
            }
        }
    }

    /// Moves whole lines of the window (`area` spans its width) in a scrolling region, which
    /// copies a line at once; columns `kept` of the lines it blanks are put back, as
    /// ``moveRows(in:by:)`` keeps them (a cell that only continues a wide glyph cut by the
    /// range's start comes back blank). Returns false, having changed nothing, when ncurses
    /// refuses.
    private func moveLines(of area: Rect, by rows: Int, keeping kept: Range<Int>) -> Bool {
        let uncovered = rows > 0 ? area.y..<area.y + rows : area.maxY + rows..<area.maxY
        let width = kept.count
        let x = Int32(bounds.x + kept.lowerBound)
        return withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: (width + 1) * uncovered.count) { cells in
            guard let base = cells.baseAddress else { return false }
            base.initialize(repeating: cchar_t(), count: (width + 1) * uncovered.count)
            if width > 0 {
                for (index, y) in uncovered.enumerated() {
                    let line = base + index * (width + 1)
                    _ = mvwin_wchnstr(window, Int32(bounds.y + y), x, line, Int32(width))
                    if kept.lowerBound > 0, tc_cell_is_continuation(line) != 0 { line.pointee = blank(.plain) }
                }
            }
            let top = Int32(bounds.y + area.y)
            let bottom = top + Int32(area.height - 1)
            let tells = tellsLineMove(top: top, bottom: bottom)
            guard tc_scroll_lines(window, top, bottom, Int32(rows)) == OK else { return false }
            if tells, let canvasReports {
                // The writer copies the moved lines from what the terminal shows: no read-back.
                wtouchln(window, top, bottom - top + 1, 0)
                canvasReports.lineMove = LineMove(top: Int(top), bottom: Int(bottom), distance: -rows)
            }
            guard width > 0 else { return true }
            for (index, y) in uncovered.enumerated() {
                _ = mvwadd_wchnstr(window, Int32(bounds.y + y), x, base + index * (width + 1), Int32(width))
            }
            return true
        }
    }

    /// Whether a move of lines `top...bottom` can be told to the terminal's frame writer (see
    /// ``LineMove``): the next frame is the writer's, no other move was told in this frame,
    /// and no line of the region was drawn into before it, so each shows what the terminal
    /// shows. A second move takes the first one back: its lines are marked drawn into again.
    private func tellsLineMove(top: Int32, bottom: Int32) -> Bool {
        guard let canvasReports, canvasReports.takesLineMoves else { return false }
        if let earlier = canvasReports.lineMove {
            wtouchln(window, Int32(earlier.top), Int32(earlier.bottom - earlier.top + 1), 1)
            canvasReports.lineMove = nil
            canvasReports.takesLineMoves = false
            return false
        }
        for y in top...bottom where is_linetouched(window, y) { return false }
        return true
    }

    private func attributes(for style: Style) -> attr_t {
        var value = tc_a_normal()
        var attributes = style.attributes
        // Without colours a coloured background would vanish: show it reversed instead, so a
        // cursor drawn as a background colour stays visible in monochrome.
        if !colorPairs.enabled && style.background != .default { attributes.insert(.reverse) }
        if attributes.isEmpty { return value }
        if attributes.contains(.bold) { value |= tc_a_bold() }
        if attributes.contains(.dim) { value |= tc_a_dim() }
        if attributes.contains(.italic) { value |= tc_a_italic() }
        if attributes.contains(.underline) { value |= tc_a_underline() }
        if attributes.contains(.reverse) { value |= tc_a_reverse() }
        return value
    }
}

extension CursesCanvas: RetainingCanvas {
    package var keptFrame: RetainedFrame? { retainedFrame }

    package func moveKeptRows(in rect: Rect, by rows: Int, keepingUncoveredColumns kept: Range<Int>?) -> Bool {
        moveRows(in: rect, by: rows, keepingUncoveredColumns: kept ?? 0..<bounds.size.width)
    }
}

extension CursesCanvas: LinkingCanvas {
    /// Puts the glyphs `draw` draws in pairs of `link` (see ``LinkPairs``) when frames are
    /// sent with links.
    package func drawGlyphs(leadingTo link: Hyperlink, _ draw: () -> Void) {
        let previous = colorPairs.beginLink(link)
        defer { colorPairs.endLink(restoring: previous) }
        draw()
    }
}
