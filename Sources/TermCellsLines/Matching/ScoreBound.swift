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
/// When that does not rule a line out, ``scannedBound(_:)`` reads the line once for a tighter
/// bound: each character's best bonus where it occurs, and whether it can follow the previous
/// one directly — when it cannot, a gap (at least 3) comes before it and it earns only its own
/// bonus, not the run's.
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
    /// For each ASCII character (folded when case is ignored), the positions in the term that
    /// hold it, as bits (terms of at most 64 characters; nil for longer ones).
    private let positionBits: [UInt64]?
    /// For each byte below 0x80 as it stands in a line, the positions of the term it matches
    /// (``positionBits`` of its folded form): one lookup a byte in ``scannedBound(_:previousScore:)``.
    private let byteBits: [UInt64]
    /// The ``CharacterClass`` raw value of each byte below 0x80, and the bonus of each pair of
    /// classes: copies of the shared tables that the scan reads without a lazy global's check.
    private let classes: [UInt8]
    private let bonuses: [Int16]
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
        if characters.count <= 64 {
            var bits = [UInt64](repeating: 0, count: 128)
            for (position, character) in characters.enumerated() where character < 128 {
                bits[Int(character)] |= 1 << UInt64(position)
            }
            positionBits = bits
            let caseSensitive = term.isCaseSensitive
            byteBits = (0..<128).map { byte in bits[caseSensitive || byte &- 0x41 >= 26 ? byte : byte | 0x20] }
        } else {
            positionBits = nil
            byteBits = []
        }
        classes = (0..<128).map { CharacterClass.ofASCII(UInt8($0)).rawValue }
        bonuses = CharacterClass.allCases.flatMap { previous in
            CharacterClass.allCases.map { MatchScoring.bonus(after: previous, $0) }
        }
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

    /// Where the term's characters found in order, each as early as it can be, end in `line`
    /// (the index of the last one; no match of the term ends earlier), or -1 when they are not
    /// all there (``ByteSearch``, no scoring).
    @inline(__always)
    func greedyEnd(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = line.baseAddress else { return characters.isEmpty ? 0 : -1 }
        let count = line.count
        return characters.withUnsafeBufferPointer { characters in
            var found = -1
            for character in characters {
                let byte = UInt8(truncatingIfNeeded: character)
                found = ByteSearch.firstIndex(
                    of: byte, fold: ByteSearch.foldMask(for: byte, caseSensitive: isCaseSensitive), in: base,
                    from: found + 1, to: count)
                guard found < count else { return -1 }
            }
            return found
        }
    }

    /// Whether the term's characters are in `line` in order (``ByteSearch``, no scoring).
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

    /// ``bound(_:previousScore:)`` without the line at all, from its length alone (nil when the
    /// previous score does not bound this pattern's): every appended character earns at most
    /// `16 + 10`.
    @inline(__always)
    func blindBound(previousScore: Int, lineLength: Int) -> Int? {
        guard let appendedCount, lineLength * characters.count <= MatchScoring.alignmentCellLimit else { return nil }
        return previousScore + appendedCount * Int(MatchScoring.match + MatchScoring.boundaryWhite)
    }

    /// A tighter bound than ``bound(_:previousScore:)`` from one reading of `line` (ASCII): the
    /// first character earns `16 + 2·b₀`, and each next one `16 + max(bᵢ, 4, b₀…bᵢ₋₁)` when it
    /// occurs right after the previous one somewhere (a run), `16 + bᵢ - 3` otherwise, `bᵢ`
    /// being its best bonus in the line.
    ///
    /// With `previousScore` (see ``bound(_:previousScore:)``), each appended character adds to
    /// it at most `16 + max(bᵢ, 4, b₀…bᵢ₋₁)` in a run, `16 + bᵢ` otherwise.
    func scannedBound(_ line: UnsafeBufferPointer<UInt8>, previousScore: Int? = nil) -> Int {
        let m = characters.count
        guard positionBits != nil, m > 0 else { return Int.max }
        return withUnsafeTemporaryAllocation(of: Int16.self, capacity: m) { best in
            best.initialize(repeating: -1)
            var follows: UInt64 = 0
            var previousBits: UInt64 = 0
            // The narrowest window holding the term in order: for each position of the term,
            // the latest offset where a match of the term's characters up to it can start.
            var narrowest = Int.max
            withUnsafeTemporaryAllocation(of: Int.self, capacity: m) { starts in
                starts.initialize(repeating: -1)
                byteBits.withUnsafeBufferPointer { byteBits in
                    classes.withUnsafeBufferPointer { classes in
                        bonuses.withUnsafeBufferPointer { bonuses in
                            var previousClass = Int(CharacterClass.white.rawValue)
                            let classCount = CharacterClass.count
                            for offset in 0..<line.count {
                                let byte = Int(line[offset] & 0x7F)
                                let characterClass = Int(classes[byte])
                                let bits = byteBits[byte]
                                if bits != 0 {
                                    let bonus = bonuses[previousClass &* classCount &+ characterClass]
                                    // Last position first: each extends the previous one's start
                                    // from earlier bytes.
                                    var rest = bits
                                    while rest != 0 {
                                        let position = 63 - rest.leadingZeroBitCount
                                        if bonus > best[position] { best[position] = bonus }
                                        starts[position] = position == 0 ? offset : starts[position - 1]
                                        rest &= ~(1 << UInt64(position))
                                    }
                                    if starts[m - 1] >= 0 { narrowest = min(narrowest, offset - starts[m - 1] + 1) }
                                    follows |= bits & (previousBits << 1)
                                }
                                previousBits = bits
                                previousClass = characterClass
                            }
                        }
                    }
                }
            }
            let match = Int(MatchScoring.match)
            var total = match + 2 * Int(max(best[0], 0))
            var runBonus = Int(max(best[0], 0))
            var appended = 0
            let firstAppended = m - (appendedCount ?? m)
            for position in 1..<max(m, 1) {
                let own = Int(max(best[position], 0))
                let inRun = max(own, Int(MatchScoring.consecutive), runBonus)
                if follows & (1 << UInt64(position)) != 0 {
                    total += match + inRun
                    if position >= firstAppended { appended += match + inRun }
                } else {
                    total += match + own + Int(MatchScoring.gapStart)
                    if position >= firstAppended { appended += match + own }
                }
                runBonus = max(runBonus, own)
            }
            let scanned =
                total
                - Self.gapPenaltyBeyondStarts(
                    window: narrowest, length: m, gaps: m - 1 - (follows >> 1).nonzeroBitCount)
            guard appendedCount != nil, let previousScore, line.count * m <= MatchScoring.alignmentCellLimit else {
                return scanned
            }
            return min(scanned, previousScore + appended)
        }
    }

    /// How much more than `gapStart` per gap (the `gaps` characters that cannot follow the
    /// previous one directly) an alignment of a `length`-character term pays for its gaps, when
    /// the narrowest window holding the term is `window` bytes wide.
    ///
    /// A gap of `g` bytes costs `2 + g`; an alignment has at least `gaps` gaps (one at least
    /// when the window is wider than the term) of `window - length` bytes in all, so it pays at
    /// least `2·max(gaps, 1) + max(gaps, window - length)`, of which the bound charged `3·gaps`.
    /// But the alignment never lets a cell fall below zero: a gap that costs more than the score
    /// before it starts the score again from the next match, so the saving is at most what the
    /// first match and the gap before the second earn (`16 - 3`).
    @inline(__always)
    static func gapPenaltyBeyondStarts(window: Int, length: Int, gaps: Int) -> Int {
        guard window != Int.max, window > length else { return 0 }
        let perByte = -Int(MatchScoring.gapExtension)
        let start = -Int(MatchScoring.gapStart)
        let bytes = window - length
        let penalty = (start - perByte) * max(gaps, 1) + perByte * max(gaps, bytes)
        let charged = start * gaps
        let restart = Int(MatchScoring.match) - start
        return min(max(penalty - charged, 0), restart)
    }

    /// ``bound(_:previousScore:)`` without reading the line: `hasLowByte` says whether it has a
    /// byte up to 0x20 (see ``LineStore``); also returns the bound from scratch (without the
    /// previous score), which ``lacksWindow(_:extraBytes:)`` tightens.
    @inline(__always)
    func bound(_ line: UnsafeBufferPointer<UInt8>, hasLowByte: Bool, previousScore: Int?) -> (
        score: Int, fromScratch: Int
    ) {
        let m = characters.count
        var best = hasLowByte ? MatchScoring.boundaryWhite : MatchScoring.boundaryDelimiter
        // As ``bestBonus(_:)``: the first character counts as after whitespace.
        if let first = line.first {
            let folded = isCaseSensitive || first &- 0x41 >= 26 ? first : first | 0x20
            if isInTerm[Int(folded & 0x7F)] { best = MatchScoring.boundaryWhite }
        } else {
            best = MatchScoring.boundaryWhite
        }
        let fromScratch = Int(MatchScoring.match) * m + (m + 1) * Int(best)
        guard let appendedCount, let previousScore, line.count * m <= MatchScoring.alignmentCellLimit else {
            return (fromScratch, fromScratch)
        }
        return (min(fromScratch, previousScore + appendedCount * (Int(MatchScoring.match) + Int(best))), fromScratch)
    }

    /// The most a line can score when no window of it `characters.count + extraBytes` bytes wide
    /// holds the term in order, given its bound from scratch; nil when the window bound cannot
    /// rule out `needed` (see ``lacksWindow(_:extraBytes:)``).
    ///
    /// A line whose narrowest window holding the term has `g > 0` bytes between its characters
    /// pays at least `min(g + 2, 13)` below its bound from scratch (``gapPenaltyBeyondStarts``
    /// with the gaps at their cheapest), so when `needed` is within 12 of that bound, only a
    /// line with a window of at most `fromScratch - needed - 2` gap bytes can reach it.
    @inline(__always)
    static func windowLimit(fromScratch: Int, needed: Int) -> (extraBytes: Int, boundWithout: Int)? {
        let room = fromScratch - needed
        let cap = Int(MatchScoring.match) + Int(MatchScoring.gapStart)
        guard room < cap else { return nil }
        let extraBytes = max(room - 2, 0)
        return (extraBytes, fromScratch - min(extraBytes + 3, cap))
    }

    /// Whether no window of `line` (ASCII) at most `characters.count + extraBytes` bytes wide
    /// holds the term in order: from each occurrence of its first character, the others are
    /// looked for greedily within the window (the greedy match from a start ends earliest).
    ///
    /// `earliestEnd` is where the greedy match of the term ends (``greedyEnd(_:)``): no window
    /// ends before it, so none starts before `earliestEnd - width + 1`.
    func lacksWindow(_ line: UnsafeBufferPointer<UInt8>, extraBytes: Int, earliestEnd: Int = 0) -> Bool {
        let m = characters.count
        let n = line.count
        guard let base = line.baseAddress, m > 0, n >= m else { return true }
        return characters.withUnsafeBufferPointer { characters in
            let first = UInt8(truncatingIfNeeded: characters[0])
            let fold = ByteSearch.foldMask(for: first, caseSensitive: isCaseSensitive)
            let from = max(0, earliestEnd - m - extraBytes + 1)
            var start = ByteSearch.firstIndex(of: first, fold: fold, in: base, from: from, to: n - m + 1)
            while start <= n - m {
                // Greedy from this start, giving up once more than `extraBytes` bytes between
                // the term's characters were passed.
                var matched = 1
                var index = start + 1
                var slack = extraBytes
                while matched < m, index < n {
                    let byte = base[index]
                    let folded = isCaseSensitive || byte &- 0x41 >= 26 ? byte : byte | 0x20
                    if UInt32(folded) == characters[matched] {
                        matched += 1
                    } else {
                        slack -= 1
                        if slack < 0 { break }
                    }
                    index += 1
                }
                if matched == m { return false }
                start = ByteSearch.firstIndex(of: first, fold: fold, in: base, from: start + 1, to: n - m + 1)
            }
            return true
        }
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
