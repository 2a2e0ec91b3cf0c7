extension Canvas {
    /// Draws `text` left-aligned in the `width` columns starting at `point`, as
    /// `draw(_:at:width:alignment:style:ellipsis:tabStops:)` does, with the characters at
    /// `highlighted` drawn in `highlightStyle`: the matched characters of a search, say.
    ///
    /// `highlighted` holds `Character` offsets into `text` (0 is the first character), in any
    /// order; offsets past what fits are ignored. A matcher's positions come in that form
    /// (`LineMatchPositions.characterOffsets(in:)` in TermCellsLines), so any cell can show them:
    ///
    /// ```swift
    /// override func draw(in canvas: any Canvas) {
    ///     canvas.draw(text, at: Point(x: 2, y: 0), width: canvas.size.width - 2, style: rowStyle,
    ///                 highlighting: matchOffsets, highlightStyle: rowStyle.foreground(.green).adding(.bold))
    /// }
    /// ```
    ///
    /// Text is sanitised as everywhere else (a control character shows as its placeholder,
    /// highlighted as a whole when its offset is). Cost follows `width`, not the text's length.
    public func draw(
        _ text: String, at point: Point, width: Int, style: Style,
        highlighting highlighted: some Collection<Int>, highlightStyle: Style,
        ellipsis: String = "…", tabStops: TabStops = .standard
    ) {
        guard width > 0 else { return }
        let marked = Set(highlighted)
        // The glyphs that fit, each with whether its character is highlighted: at most `width`
        // of them; the first one that does not fit means the text goes on.
        var glyphs: [(glyph: DisplayGlyph, isHighlighted: Bool)] = []
        glyphs.reserveCapacity(width)
        var used = 0
        var overflows = false
        func add(_ glyph: DisplayGlyph, _ isHighlighted: Bool) -> Bool {
            guard used + glyph.width <= width else {
                overflows = true
                return false
            }
            glyphs.append((glyph, isHighlighted))
            used += glyph.width
            return true
        }
        scan: for (offset, character) in text.enumerated() {
            let isHighlighted = marked.contains(offset)
            if character == "\t" {
                for _ in 0..<tabStops.spaces(atColumn: used) where !add(.space, isHighlighted) { break scan }
            } else {
                for glyph in DisplayGlyphs(character.unicodeScalars, tabStops: tabStops)
                where !add(glyph, isHighlighted) {
                    break scan
                }
            }
        }
        var mark = ""
        if overflows {
            // Make room for the ellipsis (left out when it is wider than the span).
            mark = ellipsis.sanitizedForDisplay()
            if mark.displayWidth > width { mark = "" }
            while used > width - mark.displayWidth, let last = glyphs.popLast() { used -= last.glyph.width }
        }
        var x = point.x
        for entry in glyphs {
            put(
                entry.glyph.character, width: entry.glyph.width, at: Point(x: x, y: point.y),
                style: entry.isHighlighted ? highlightStyle : style)
            x += entry.glyph.width
        }
        if !mark.isEmpty { used += draw(mark, at: Point(x: x, y: point.y), style: style) }
        fill(Rect(x: point.x + used, y: point.y, width: width - used, height: 1), style: style)
    }
}
