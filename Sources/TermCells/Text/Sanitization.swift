extension StringProtocol {
    /// This text as it appears on a terminal: controls as placeholders, tabs expanded, baseless
    /// marks on a dotted circle, unprintable scalars as `U+FFFD`.
    ///
    /// The result is safe to hand to any terminal API and is its own sanitisation, so widths
    /// measured on it equal widths measured on the original.
    public func sanitizedForDisplay(tabStops: TabStops = .standard) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for glyph in displayGlyphs(tabStops: tabStops) { result.append(glyph.character) }
        return result
    }
}
