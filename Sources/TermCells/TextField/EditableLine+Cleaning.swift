extension EditableLine {
    /// `text` as a one-line field keeps it: line breaks (LF, CR, and the Unicode line and
    /// paragraph separators U+2028, U+2029) are dropped, so the lines of a paste join as the
    /// value of an HTML text input does; a tab becomes one space (it separated two words); every
    /// other control character (C0, DEL, C1: an ESC among them would start an escape sequence)
    /// is dropped.
    ///
    /// A control drawn on a canvas shows as a placeholder (`^[`), and a tab expands to the next
    /// tab stop: in a line that scrolls sideways neither has a fixed width, so the line keeps
    /// neither. A run of more than 32 combining marks (or other scalars that join the
    /// character before them: drawing shows no more) keeps its first 32. Everything else stays
    /// as it came, wide characters and marks included.
    public static func cleaned(_ text: some StringProtocol) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: Self.isDropped) || hasLongJoiningRun(scalars) else { return String(text) }
        var kept = String.UnicodeScalarView()
        // Counted across dropped controls, whose removal joins the marks on either side.
        var run = 0
        for scalar in scalars where !isDropped(scalar) || scalar == "\t" {
            run = joinsPrevious(scalar) ? run + 1 : 0
            if run > maximumJoiningRun { continue }
            kept.append(scalar == "\t" ? " " : scalar)
        }
        return String(kept)
    }

    /// Whether `scalar` does not stay as it is in a line: a control (a tab included) or a
    /// line or paragraph separator.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        ControlPlaceholder.isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
