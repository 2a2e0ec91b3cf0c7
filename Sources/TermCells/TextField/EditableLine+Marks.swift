extension EditableLine {
    /// The most scalars in a row that join the character before them (combining marks,
    /// joiners, variation selectors, skin tones) the line keeps: the rest of a longer run is
    /// dropped. Drawing shows no more of them (``DisplayGlyphs``), and every key walks the
    /// character under the cursor, so a character of a paste's thousands of marks would make
    /// each key cost as much as the paste.
    static var maximumJoiningRun: Int { DisplayGlyphs<[Unicode.Scalar]>.maximumZeroWidthRun }

    /// Whether `scalar` joins the character before it whatever that is: a grapheme extender
    /// (nonspacing and enclosing marks, variation selectors), a spacing mark, a skin tone, a
    /// zero-width joiner.
    static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        let properties = scalar.properties
        return properties.isGraphemeExtend || properties.generalCategory == .spacingMark
            || properties.isEmojiModifier || scalar == "\u{200D}"
    }

    /// Whether inserting `inserted` (clean) at the cursor would add nothing: it is all joining
    /// scalars, and the run before the cursor is already as long as the line keeps.
    func insertionIsCut(_ inserted: String) -> Bool {
        guard inserted.unicodeScalars.allSatisfy(Self.joinsPrevious) else { return false }
        let scalars = text.unicodeScalars
        var index = cursor
        for _ in 0..<Self.maximumJoiningRun {
            guard index > scalars.startIndex else { return false }
            index = scalars.index(before: index)
            guard Self.joinsPrevious(scalars[index]) else { return false }
        }
        return true
    }

    /// Whether `scalars` hold a run of joining scalars longer than ``maximumJoiningRun``.
    static func hasLongJoiningRun(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var run = 0
        for scalar in scalars {
            run = joinsPrevious(scalar) ? run + 1 : 0
            if run > maximumJoiningRun { return true }
        }
        return false
    }

    /// Cuts the run of joining scalars at UTF-8 offset `offset` of ``text`` (on a scalar
    /// boundary: where an edit joined text) to its first ``maximumJoiningRun``, and moves
    /// `end` (another UTF-8 offset) back by what was removed before it.
    ///
    /// Every run in the text is at most that long before the edit, and the edit's own text
    /// too, so the run across `offset` is at most twice as long, and the walks are bounded.
    mutating func limitJoiningRun(at offset: Int, movingOffset end: inout Int) {
        let scalars = text.unicodeScalars
        let joint = text.utf8.index(text.startIndex, offsetBy: offset)
        var start = joint
        while start > scalars.startIndex {
            let previous = scalars.index(before: start)
            guard Self.joinsPrevious(scalars[previous]) else { break }
            start = previous
        }
        var kept = 0
        var cut = start
        while cut < scalars.endIndex, kept < Self.maximumJoiningRun, Self.joinsPrevious(scalars[cut]) {
            cut = scalars.index(after: cut)
            kept += 1
        }
        guard kept == Self.maximumJoiningRun else { return }
        var runEnd = cut
        while runEnd < scalars.endIndex, Self.joinsPrevious(scalars[runEnd]) { runEnd = scalars.index(after: runEnd) }
        guard runEnd > cut else { return }
        let cutOffset = text.utf8.distance(from: text.startIndex, to: cut)
        let removed = text.utf8.distance(from: cut, to: runEnd)
        text.unicodeScalars.removeSubrange(cut..<runEnd)
        if end >= cutOffset + removed {
            end -= removed
        } else if end > cutOffset {
            end = cutOffset
        }
    }
}
