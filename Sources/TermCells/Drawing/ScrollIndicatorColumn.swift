/// A scroll indicator column on a canvas that keeps its cells (see ``RetainedFrame``): it
/// remembers what each row shows, moves with the rows a scroll moves, and draws only the cells
/// whose mark changed.
struct ScrollIndicatorColumn {
    /// What a row of the column shows.
    enum Mark: UInt8 { case blank, track, thumb }

    /// The marks on screen, top to bottom; empty when not known (the next draw blanks the column).
    private var marks: [Mark] = []

    /// Whether the column's marks are known for a canvas `height` rows tall.
    func isKnown(height: Int) -> Bool { marks.count == height }

    /// The canvas was cleared: every row is blank.
    mutating func reset(height: Int) {
        marks.removeAll(keepingCapacity: true)
        marks.append(contentsOf: repeatElement(.blank, count: height))
    }

    /// Moves the marks of rows `lines` as ``Canvas/moveRows(in:by:)`` moves a canvas's rows:
    /// each row gets the row `distance` above it (below when negative); the rows it uncovers
    /// keep theirs, and so do the rows outside `lines`.
    mutating func moveRows(in lines: Range<Int>, by distance: Int) {
        let lines = lines.clamped(to: 0..<marks.count)
        guard distance != 0, abs(distance) < lines.count else { return }
        if distance > 0 {
            for y in stride(from: lines.upperBound - 1, through: lines.lowerBound + distance, by: -1) {
                marks[y] = marks[y - distance]
            }
        } else {
            for y in lines.lowerBound..<(lines.upperBound + distance) { marks[y] = marks[y - distance] }
        }
    }

    /// Draws the columns from `x` to the canvas's right edge: the track from row `top` down
    /// with `thumb`'s rows (relative to `top`) as the thumb, blank above `top` and everywhere
    /// when `thumb` is nil, in `theme`'s indicator roles. Only the rows whose mark changed are
    /// drawn: a new theme needs ``reset(height:)`` after a fill.
    mutating func draw(in canvas: any Canvas, x: Int, top: Int, thumb: Range<Int>?, theme: Theme) {
        let size = canvas.size
        guard size.width > x else { return }
        if marks.count != size.height {
            canvas.fill(Rect(x: x, y: 0, width: size.width - x, height: size.height), style: .plain)
            reset(height: size.height)
        }
        for y in 0..<size.height {
            var wanted = Mark.blank
            if let thumb, y >= top { wanted = thumb.contains(y - top) ? .thumb : .track }
            guard marks[y] != wanted else { continue }
            marks[y] = wanted
            if wanted == .blank {
                canvas.fill(Rect(x: x, y: y, width: size.width - x, height: 1), style: .plain)
            } else {
                ScrollIndicator.drawCell(inThumb: wanted == .thumb, at: Point(x: x, y: y), in: canvas, theme: theme)
            }
        }
    }
}
