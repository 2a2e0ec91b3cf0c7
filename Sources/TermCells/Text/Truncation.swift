extension StringProtocol {
    /// This text sanitised and cut to at most `width` columns, ending in `ellipsis` when cut.
    ///
    /// Cuts only between `Character`s, so an emoji sequence or a letter with its accents is kept
    /// whole or dropped whole, and never through a wide character: when the next character would
    /// straddle the limit the text stops before it (and `padded` fills the gap with spaces, for
    /// callers that need the exact width). An ellipsis wider than `width` is left out, so width 0
    /// gives `""` and width 1 gives `"…"` for anything wider than one column.
    ///
    /// Cost follows `width`, not the text's length: glyphs past the limit are never looked at.
    public func truncated(
        toWidth width: Int, ellipsis: String = "…", padded: Bool = false, tabStops: TabStops = .standard
    ) -> String {
        let limit = Swift.max(0, width)
        var prefix = ""
        var prefixWidth = 0
        var overflows = false
        var glyphs = displayGlyphs(tabStops: tabStops).makeIterator()
        while let glyph = glyphs.next() {
            prefix.append(glyph.character)
            prefixWidth += glyph.width
            if prefixWidth > limit {
                // One glyph more, so the last Character of `prefix` is the only one that may be
                // incomplete, and it is never kept.
                if let extra = glyphs.next() { prefix.append(extra.character) }
                overflows = true
                break
            }
        }
        guard overflows else { return padded ? prefix.padded(from: prefixWidth, to: limit) : prefix }

        var mark = ellipsis.sanitizedForDisplay()
        var markWidth = mark.displayWidth
        if markWidth > limit {
            mark = ""
            markWidth = 0
        }
        let room = limit - markWidth
        var result = ""
        var resultWidth = 0
        for character in prefix.dropLast() {
            let characterWidth = character.displayWidth
            if resultWidth + characterWidth > room { break }
            result.append(character)
            resultWidth += characterWidth
        }
        result += mark
        resultWidth += markWidth
        return padded ? result.padded(from: resultWidth, to: limit) : result
    }
}

extension String {
    /// This string followed by spaces from column `width` up to `target`.
    func padded(from width: Int, to target: Int) -> String {
        guard target > width else { return self }
        return self + String(repeating: " ", count: target - width)
    }
}
