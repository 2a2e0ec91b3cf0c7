/// The columns a terminal that clusters graphemes gives a whole cluster.
///
/// The rule of the terminals that implement grapheme clustering (mode 2027), as Contour's
/// specification of the mode states it and Ghostty and WezTerm apply it:
/// - a cluster is as wide as its first scalar; the scalars joined to it (marks, zero-width
///   joiners and the emoji after them, skin tones, tags) add nothing;
/// - variation selector 16 (`U+FE0F`, emoji presentation) after an emoji makes it two columns,
///   and variation selector 15 (`U+FE0E`, text presentation) one;
/// - a regional indicator, alone or as a flag of two, is two columns.
///
/// So a ZWJ family, a flag, a thumbs-up with a skin tone and a keycap `1️⃣` are all two columns,
/// an `é` written as `e` and a combining accent one, and a Hangul syllable of conjoining jamo two.
enum ClusterWidth {
    /// The width of the cluster `scalars`, whose first scalar is `firstWidth` columns on its own.
    static func width(of scalars: some Collection<Unicode.Scalar>, firstWidth: Int) -> Int {
        guard let first = scalars.first else { return firstWidth }
        if isRegionalIndicator(first) { return 2 }
        guard first.properties.isEmoji else { return firstWidth }
        for scalar in scalars.dropFirst() {
            if scalar == emojiPresentation { return 2 }
            if scalar == textPresentation { return 1 }
        }
        return firstWidth
    }

    /// Variation selectors 16 and 15.
    private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
    private static let textPresentation: Unicode.Scalar = "\u{FE0E}"

    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }
}
