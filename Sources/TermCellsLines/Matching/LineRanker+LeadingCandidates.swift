/// A narrowing first screen read from the candidates whose previous keys are best.
///
/// A candidate's previous score bounds its new one (``ScoreBound/blindBound(previousScore:lineLength:)``:
/// the old score plus `16 + 10` a character typed), so the best of the new query are found among
/// the lines whose old keys were best: typing `p` after `scr` in a million paths, the best 64 of
/// `scrp` are all among the 13,000 lines that scored (or were bounded at) the most `scr` can
/// score. Those *leading* candidates are ranked first; their `best`-th key is then the threshold
/// of a ranking of the rest, which leaves unread every line whose old score cannot reach it. In
/// line order, a threshold found late lets the lines read before it through; read this way,
/// the lines read are about those whose bound reaches the final threshold.
extension LineRanker {
    /// The leading candidates are the best scores' lines, at least this many (fewer than
    /// `best` would give no threshold)…
    static let leadingMinimum = 1024

    /// …and at most this share of the candidates (1 in 32): when the previous scores say little
    /// (every line at the old bound), the lines by length decide instead
    /// (``LineStore/lengthOrderedPass(pattern:order:tested:limit:isCancelled:)``).
    static func leadingMaximum(candidateCount: Int) -> Int {
        max(leadingMinimum, candidateCount / 32)
    }

    /// The first screen of `newPattern`, narrowing this ranking's pattern by characters typed at
    /// the end of its one fuzzy term, from `candidates` (this ranking's, in line order): the
    /// leading candidates ranked, then the rest with the leading `best`-th key as threshold.
    /// Nil when the previous scores do not bound the new ones, the leading candidates would be
    /// more than `maximum` (``leadingMaximum(candidateCount:)`` by default), or `isCancelled`
    /// said yes.
    func leadingCandidatesPass(
        _ newPattern: MatchPattern, candidates: [UInt64], in store: LineStore, best: Int,
        leading minimum: Int = leadingMinimum, maximum: Int? = nil, isCancelled: (@Sendable () -> Bool)?
    ) -> LineStore.RankedPass? {
        guard isRanking, best > 0, let bound = ScoreBound(pattern: newPattern, previous: pattern),
            let appended = bound.appendedCount,
            let (leading, rest) = RankKey.splitByScore(
                candidates, leading: max(minimum, best),
                maximum: maximum ?? Self.leadingMaximum(candidateCount: candidates.count))
        else { return nil }
        guard
            let lead = store.rankPass(
                pattern: newPattern, range: 0..<0, candidates: leading, ranks: true, limit: best, previous: pattern,
                seeds: RankKey.smallest(max(best, Self.seedCount), of: leading), defersCounting: true,
                isCancelled: isCancelled)
        else { return nil }
        let threshold = lead.ranked.count >= best ? lead.ranked[best - 1] : UInt64.max
        let (read, unread) = Self.deferring(
            rest, in: store, threshold: threshold,
            added: appended * Int(MatchScoring.match + MatchScoring.boundaryWhite), termLength: bound.characters.count)
        guard
            let others = store.rankPass(
                pattern: newPattern, range: 0..<0, candidates: read, ranks: true, limit: best, previous: pattern,
                threshold: threshold, defersCounting: true, isCancelled: isCancelled)
        else { return nil }
        var ranked = RankKey.merge([lead.ranked, others.ranked])
        if ranked.count > best { ranked.removeSubrange(best...) }
        return LineStore.RankedPass(
            inLineOrder: RankKey.mergeByLine(lead.inLineOrder, others.inLineOrder), ranked: ranked,
            untested: RankKey.mergeByLine(RankKey.mergeByLine(lead.untested, others.untested), unread))
    }

    /// `candidates` (in line order) cut in two, each in line order: those to read, and the
    /// keys of those whose old score plus `added` cannot beat `threshold`, with that bound (as
    /// the ranking pass would leave them unread, ``ScoreBound/blindBound(previousScore:lineLength:)``,
    /// but in one tight loop, without finding each line's end: no line of `store` is too long
    /// for the bound). Nothing is left unread when some line is that long, or without a threshold.
    private static func deferring(
        _ candidates: [UInt64], in store: LineStore, threshold: UInt64, added: Int, termLength: Int
    ) -> (read: [UInt64], unread: [UInt64]) {
        guard threshold != .max, store.longestLineLength * termLength <= MatchScoring.alignmentCellLimit else {
            return (candidates, [])
        }
        var read: [UInt64] = []
        var unread: [UInt64] = []
        unread.reserveCapacity(candidates.count)
        store.withLineBits { bits in
            for key in candidates {
                let line = Int(RankKey.line(of: key))
                let blindKey = RankKey.make(
                    line: line, score: RankKey.score(of: key) + added, length: RankKey.length(of: key))
                // A line that is not ASCII has no bound: it is read.
                if blindKey > threshold, line < store.count, bits.nonASCII[line >> 6] & (1 << UInt64(line & 63)) == 0 {
                    unread.append(blindKey)
                } else {
                    read.append(key)
                }
            }
        }
        return (read, unread)
    }
}

extension RankKey {
    /// `keys` (in line order) cut in two, each in line order: the keys of the best scores, as
    /// few scores as hold at least `leading` keys, and the others; nil when those are more than
    /// `maximum`. O(n): one pass counts the keys of each score, one copies them.
    static func splitByScore(_ keys: [UInt64], leading: Int, maximum: Int) -> (leading: [UInt64], rest: [UInt64])? {
        guard keys.count > leading, !bestScoreIsCommon(keys, maximum: maximum) else { return nil }
        var cutoff = 0
        var taken = 0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 1 << 16) { counts in
            counts.initialize(repeating: 0)
            for key in keys { counts[Int(key >> 48)] += 1 }
            while taken < leading {
                taken += Int(counts[cutoff])
                cutoff += 1
            }
        }
        guard taken <= maximum else { return nil }
        var first: [UInt64] = []
        first.reserveCapacity(taken)
        var rest: [UInt64] = []
        rest.reserveCapacity(keys.count - taken)
        for key in keys {
            if Int(key >> 48) < cutoff {
                first.append(key)
            } else {
                rest.append(key)
            }
        }
        return (first, rest)
    }

    /// Whether a sample of `keys` (one in 64) says that more than about `maximum` of them have
    /// the best score: a quick no for a split that would be refused (after `sc`, nearly every
    /// path is bounded at the most `sc` can score).
    private static func bestScoreIsCommon(_ keys: [UInt64], maximum: Int) -> Bool {
        let stride = 64
        guard keys.count >= 64 * stride else { return false }
        var best = UInt64.max
        var count = 0
        for index in Swift.stride(from: 0, to: keys.count, by: stride) {
            let score = keys[index] >> 48
            if score < best {
                best = score
                count = 1
            } else if score == best {
                count += 1
            }
        }
        return count * stride > 2 * maximum
    }
}
