extension TextArea {
    /// The lines of `text`, at least one: a line ends at LF, CR, CR LF (one break, not two:
    /// it is one `Character`) and the Unicode line and paragraph separators (U+2028, U+2029).
    /// Other controls stay for ``EditableLine/cleaned(_:)`` to drop, as a one-line field drops
    /// them.
    static func lineTexts(in text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak)
    }

    /// Whether `character` ends a line.
    static func isLineBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r", "\r\n", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }
}
