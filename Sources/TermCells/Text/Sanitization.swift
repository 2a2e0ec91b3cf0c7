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

extension StringProtocol {
    /// This text made safe to write to a terminal as a message (standard error, a log file that
    /// someone will `cat`): every line sanitised as ``sanitizedForDisplay(tabStops:)`` shows it,
    /// with the line breaks kept. Error and anomaly messages quote file content, names and
    /// environment variables; an ESC among them would otherwise reach the terminal raw.
    public func sanitizedForTerminal() -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.sanitizedForDisplay() }
            .joined(separator: "\n")
    }
}
