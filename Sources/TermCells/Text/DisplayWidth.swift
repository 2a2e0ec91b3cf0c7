extension StringProtocol {
    /// The columns this text takes on a terminal: the sum of its glyphs' widths.
    ///
    /// Controls count as their placeholders and tabs as the spaces they expand to, so this is
    /// exactly what ``Canvas/draw(_:at:style:tabStops:)`` advances by on an unclipped canvas.
    public var displayWidth: Int { displayWidth(tabStops: .standard) }

    /// The columns this text takes with tab stops `tabStops`.
    public func displayWidth(tabStops: TabStops) -> Int {
        var width = 0
        for glyph in displayGlyphs(tabStops: tabStops) { width += glyph.width }
        return width
    }

    /// The width, but stops counting once it exceeds `limit` so that long text costs what fits.
    func displayWidth(exceeding limit: Int, tabStops: TabStops) -> Int {
        var width = 0
        for glyph in displayGlyphs(tabStops: tabStops) {
            width += glyph.width
            if width > limit { break }
        }
        return width
    }
}

extension Character {
    /// The columns this character takes: the sum of its glyphs. A ZWJ emoji sequence of three
    /// people takes six, as ncurses and most terminals draw each person in its own cells, and
    /// two where the terminal clusters graphemes (``GraphemeClustering``).
    public var displayWidth: Int {
        var width = 0
        for glyph in DisplayGlyphs(unicodeScalars) { width += glyph.width }
        return width
    }
}
