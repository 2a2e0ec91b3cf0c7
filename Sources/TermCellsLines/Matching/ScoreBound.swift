/// A cheap upper bound on the score of an ASCII line for a pattern of one fuzzy term, so that a
/// ranking that orders only the best matches can skip the alignment of lines that cannot be
/// among them (the alignment is most of a ranking's time).
///
/// Every matched character earns ``MatchScoring/match`` plus a bonus, the first character its
/// bonus twice, and gaps only cost. No bonus exceeds the best a line offers: 10
/// (``MatchScoring/boundaryWhite``) when the line has whitespace or starts with a letter or
/// digit, 9 (``MatchScoring/boundaryDelimiter``) otherwise. So a term of `m` characters scores
/// at most `16m + (m + 1)·B`.
///
/// When the pattern narrows the previous one by characters typed at the end of the same term,
/// the alignment's rows for the old characters are unchanged, and each new row adds at most one
/// match and one bonus to the best cell of the row above: the new score is at most the old one
/// plus `16 + B` per character typed. A narrowing ranking reads the old score from the
/// candidate's key (a bound key's bound is as good: it is larger still).
struct ScoreBound {
    /// The term's characters (folded to lowercase when case is ignored).
    let characters: [UInt32]
    let isCaseSensitive: Bool
    /// Which ASCII characters the term has (folded when case is ignored).
    private let isInTerm: [Bool]
    /// Characters appended to the previous pattern's term, when the previous scores bound this
    /// pattern's (see the type's discussion); nil otherwise.
    let appendedCount: Int?

    /// The bound of `pattern` (nil when it is not one positive fuzzy term of ASCII characters);
    /// `previous` is the pattern whose scores the candidates' keys hold, if any.
    init?(pattern: MatchPattern, previous: MatchPattern?) {
        guard let term = Self.singleFuzzyTerm(pattern), term.isASCII else { return nil }
        characters = Array(pattern.characters[term.characters])
        isCaseSensitive = term.isCaseSensitive
        var isInTerm = [Bool](repeating: false, count: 128)
        for character in characters where character < 128 { isInTerm[Int(character)] = true }
        self.isInTerm = isInTerm
        guard let previous, let old = Self.singleFuzzyTerm(previous), old.isCaseSensitive == term.isCaseSensitive,
            // A one-character term's score is its first good occurrence, not the best one.
            old.characters.count >= 2,
            characters.starts(with: previous.characters[old.characters])
        else {
            appendedCount = nil
            return
        }
        appendedCount = characters.count - old.characters.count
    }

    private static func singleFuzzyTerm(_ pattern: MatchPattern) -> MatchTerm? {
        guard pattern.terms.count == 1, let term = pattern.terms.first, term.kind == .fuzzy, !term.isInverse,
            !term.characters.isEmpty
        else { return nil }
        return term
    }

    /// Whether the term's characters are in `line` in order (`memchr`, no scoring).
    @inline(__always)
    func matches(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        characters.withUnsafeBufferPointer {
            LineMatcher.firstCandidate(in: line, $0, caseSensitive: isCaseSensitive) >= 0
        }
    }

    /// The most `line` (ASCII) can score; `previousScore` is the score (or bound) of the
    /// previous pattern's key for it.
    @inline(__always)
    func bound(_ line: UnsafeBufferPointer<UInt8>, previousScore: Int?) -> Int {
        let m = characters.count
        let best = Int(bestBonus(line))
        let fromScratch = Int(MatchScoring.match) * m + (m + 1) * best
        guard let appendedCount, let previousScore, line.count * m <= MatchScoring.alignmentCellLimit else {
            return fromScratch
        }
        return min(fromScratch, previousScore + appendedCount * (Int(MatchScoring.match) + best))
    }

    /// The largest bonus a character of the term can earn in `line` (ASCII).
    @inline(__always)
    func bestBonus(_ line: UnsafeBufferPointer<UInt8>) -> Int16 {
        guard let first = line.first else { return MatchScoring.boundaryWhite }
        // The first character counts as after whitespace.
        let folded = isCaseSensitive || first &- 0x41 >= 26 ? first : first | 0x20
        if isInTerm[Int(folded & 0x7F)] { return MatchScoring.boundaryWhite }
        // Whitespace is 0x09...0x0D and 0x20; any byte up to 0x20 is taken for it (a minimum
        // over the bytes, which the compiler vectorises).
        var lowest: UInt8 = 0xFF
        for byte in line { lowest = min(lowest, byte) }
        return lowest <= 0x20 ? MatchScoring.boundaryWhite : MatchScoring.boundaryDelimiter
    }

    /// A line's length as fzf breaks ties: bytes, surrounding whitespace aside (ASCII).
    @inline(__always)
    static func trimmedLength(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        var end = line.count
        while start < end, CharacterClass.ofASCII(line[start]) == .white { start += 1 }
        while end > start, CharacterClass.ofASCII(line[end - 1]) == .white { end -= 1 }
        return end - start
    }
}
