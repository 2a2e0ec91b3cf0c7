/// The lines of a ``LineStore`` that match a ``MatchPattern``, ranked as fzf ranks them and
/// kept up to date incrementally — the fuzzy counterpart of ``LineFilter``.
///
/// - Ranking: score (higher first), then length without surrounding whitespace (shorter
///   first), then input order. With `ranks: false` (`--no-sort`), or a pattern of inverse
///   terms only, lines keep their input order.
/// - A pattern that narrows the previous one (``MatchPattern/narrows(_:)``: typing more) is
///   matched against the previous matches only; any other is matched against every line.
/// - Lines appended to the store later are matched once by ``catchUp(with:)`` and merged in.
/// - Matching is spread over the cores; see ``LineStore`` for the memory per line.
/// - Ranking can be partial (``ranking(_:in:best:isCancelled:)``): only the best matches are
///   put in order, the rest when they are asked for (``orderBest(through:)``), so a screen of
///   a million matches costs the matching and a selection, not a sort.
public struct LineRanker: Sendable {
    /// The pattern the matches answer.
    public private(set) var pattern: MatchPattern
    /// Whether matches are ranked by score (false: input order).
    public let ranks: Bool
    /// How many lines of the store have been tested.
    public internal(set) var testedLineCount = 0
    /// Every match, in line order.
    var inLineOrder: [UInt64] = []
    /// The best matches, best first; empty while ``isRanking`` is false (then ``inLineOrder`` is
    /// the order). It holds every match unless ranking was partial: then it holds the best
    /// `ranked.count`, and every other match's key is greater than its last.
    var ranked: [UInt64] = []
    /// The store a partial ranking skipped alignments in, while ``inLineOrder`` holds bound keys
    /// (``RankKey/bound(line:score:length:)``) or lines are ``untested``: they are scored from it
    /// before more is ordered.
    var boundSource: LineStore?
    /// Candidates a ranking that counts later did not read (in line order): lines that may or may
    /// not match, each key's score an upper bound of its line's score should it match, above the
    /// ordered best. Not in ``count`` until ``finishCounting(isCancelled:)`` tests them.
    var untested: [UInt64] = []

    /// A ranker with `pattern` and no line tested.
    public init(pattern: MatchPattern = MatchPattern(""), ranks: Bool = true) {
        self.pattern = pattern
        self.ranks = ranks
    }

    /// Whether the current matches are in score order.
    public var isRanking: Bool { ranks && pattern.isRankable && !pattern.isEmpty }

    /// The number of matching lines: while ``isCounting``, those found so far (a lower bound).
    public var count: Int { inLineOrder.count }

    /// Whether the count is still to be finished (``finishCounting(isCancelled:)``): the ordered
    /// best are final, but lines not read yet may still match.
    public var isCounting: Bool { !untested.isEmpty }

    /// How many of the best matches are in order: ``count`` unless ranking was partial.
    public var orderedCount: Int { isRanking ? ranked.count : inLineOrder.count }

    /// The line index of the match at `rank` (0 is the best), or nil out of range or past
    /// ``orderedCount`` (see ``orderBest(through:)``).
    public func line(atRank rank: Int) -> Int32? {
        let keys = isRanking ? ranked : inLineOrder
        return keys.indices.contains(rank) ? RankKey.line(of: keys[rank]) : nil
    }

    /// The score of the match at `rank` (0 when not ranking), or nil out of range.
    public func score(atRank rank: Int) -> Int? {
        guard isRanking else { return inLineOrder.indices.contains(rank) ? 0 : nil }
        return ranked.indices.contains(rank) ? RankKey.score(of: ranked[rank]) : nil
    }

    /// Every match's line index, best first (or in input order when not ranking).
    public var lines: [Int32] {
        var full = self
        full.finishCounting()
        guard isRanking, full.ranked.count < full.inLineOrder.count else {
            return (isRanking ? full.ranked : full.inLineOrder).map(RankKey.line(of:))
        }
        full.orderBest(through: full.inLineOrder.count - 1)
        return full.ranked.map(RankKey.line(of:))
    }

    /// The matching lines' indexes in input order.
    public var linesInInputOrder: [Int32] {
        guard isCounting else { return inLineOrder.map(RankKey.line(of:)) }
        var full = self
        full.finishCounting()
        return full.inLineOrder.map(RankKey.line(of:))
    }

    /// Every candidate of a narrowing pattern: the matches and the lines not tested yet, in line
    /// order.
    var candidates: [UInt64] {
        guard isCounting else { return inLineOrder }
        return RankKey.mergeByLine(inLineOrder, untested)
    }

    /// Matches the lines added to `store` since the last call; returns how many matched.
    @discardableResult
    public mutating func catchUp(with store: LineStore) -> Int {
        guard store.count > testedLineCount else { return 0 }
        guard
            let pass = store.rankPass(
                pattern: pattern, range: testedLineCount..<store.count, candidates: nil, ranks: isRanking)
        else { return 0 }
        let wasFullyOrdered = ranked.count == inLineOrder.count
        testedLineCount = store.count
        inLineOrder.append(contentsOf: pass.inLineOrder)
        if isRanking {
            if wasFullyOrdered {
                ranked = RankKey.merge([ranked, pass.ranked])
            } else if let last = ranked.last {
                // Partial: only the new keys that beat the last ordered one join the order.
                ranked = RankKey.merge([ranked, Array(pass.ranked.prefix { $0 < last })])
            }
        }
        return pass.inLineOrder.count
    }

    /// Changes the pattern and recomputes the matches among the lines tested so far.
    ///
    /// Returns whether the previous matches were narrowed (otherwise every line was tested).
    @discardableResult
    public mutating func setPattern(_ newPattern: MatchPattern, in store: LineStore) -> Bool {
        let previous = pattern
        pattern = newPattern
        let tested = min(testedLineCount, store.count)
        testedLineCount = tested
        if newPattern == previous { return true }
        let narrows = newPattern.narrows(previous)
        if let pass = store.rankPass(
            pattern: newPattern, range: 0..<tested, candidates: narrows ? candidates : nil, ranks: isRanking)
        {
            inLineOrder = pass.inLineOrder
            ranked = pass.ranked
            untested = []
            boundSource = nil
        }
        return narrows
    }

    /// How many of the previous best a ranking scores first for its threshold (all of them that
    /// are in order, up to this): more make a tighter threshold from the first line, for the
    /// alignment of a few hundred lines.
    static let seedCount = 512

    /// This ranker with `newPattern`, its matches among the lines tested so far, and only the
    /// `best` best of them put in order (``orderBest(through:)`` orders more). When `newPattern`
    /// narrows this one (typing more), only these matches are tested.
    ///
    /// With `countsLater`, a narrowing ranking does not read the matches that cannot be among the
    /// `best` (their previous score says so): the result ``isCounting`` until
    /// ``finishCounting(isCancelled:)``, but its best are the same — a first screen at the cost
    /// of reading the few lines that can be on it.
    ///
    /// With `countsLater`, a narrowing ranking whose previous scores bound the new ones (more
    /// characters typed at the end of one fuzzy term) ranks the candidates with the best previous
    /// keys first, and the rest against their threshold
    /// (``leadingCandidatesPass(_:candidates:in:best:leading:maximum:isCancelled:)``).
    ///
    /// With `countsLater` and a `lengthOrder` of `store`'s lines (``LineLengthOrder``), the
    /// shortest lines are read first, and the ranking stops once the rest cannot be among the
    /// `best` (one fuzzy term whose best are its characters in a run at word starts: `s`, `sc`
    /// in paths); when they are not found among the shortest lines, it ranks as without.
    ///
    /// For a ranker running off the main thread: `isCancelled` is asked every chunk of lines
    /// (a newer query arrived), and the result is nil when it answered yes.
    public func ranking(
        _ newPattern: MatchPattern, in store: LineStore, best: Int, countsLater: Bool = false,
        lengthOrder: LineLengthOrder? = nil, isCancelled: (@Sendable () -> Bool)? = nil
    ) -> LineRanker? {
        var result = self
        result.pattern = newPattern
        let tested = min(testedLineCount, store.count)
        result.testedLineCount = tested
        let narrows = newPattern.narrows(pattern) && tested == testedLineCount
        let candidates = narrows ? candidates : nil
        if countsLater, let candidates,
            let pass = leadingCandidatesPass(
                newPattern, candidates: candidates, in: store, best: max(1, best), isCancelled: isCancelled)
        {
            result.inLineOrder = pass.inLineOrder
            result.ranked = pass.ranked
            result.untested = pass.untested
            result.boundSource = store
            return result
        }
        if countsLater, result.isRanking, let lengthOrder, !narrows || mayReachBound(newPattern, best: best),
            let pass = store.lengthOrderedPass(
                pattern: newPattern, order: lengthOrder, tested: tested, limit: max(1, best), isCancelled: isCancelled)
        {
            result.inLineOrder = pass.inLineOrder
            result.ranked = pass.ranked
            result.untested = pass.untested
            result.boundSource = store
            return result
        }
        if let isCancelled, isCancelled() { return nil }
        guard
            let pass = store.rankPass(
                pattern: newPattern, range: 0..<tested, candidates: candidates,
                ranks: result.isRanking, limit: max(1, best), previous: narrows && isRanking ? pattern : nil,
                seeds: seeds(among: candidates, count: max(best, Self.seedCount)),
                defersCounting: countsLater && result.isRanking, isCancelled: isCancelled)
        else { return nil }
        result.inLineOrder = pass.inLineOrder
        result.ranked = pass.ranked
        result.untested = pass.untested
        result.boundSource =
            result.isCounting || pass.inLineOrder.contains(where: RankKey.isBound) ? store : nil
        return result
    }

    /// The lines a ranking scores first for its threshold: among a narrowing ranking's
    /// `candidates`, the `count` whose keys are best, bound keys too (a line the previous ranking
    /// only bounded may score best now: typing `p` after `scr`, the best of a million paths are
    /// lines whose `scr` was never aligned); else the previous best in order.
    private func seeds(among candidates: [UInt64]?, count: Int) -> [UInt64] {
        guard isRanking else { return [] }
        guard let candidates else { return Array(ranked.prefix(count)) }
        return RankKey.smallest(count, of: candidates)
    }

    /// Whether `newPattern`, narrowing this ranking's pattern, may find its `best` at its bound
    /// (see ``LineStore/lengthOrderedPass(pattern:order:tested:limit:isCancelled:)``): a line
    /// at the new bound holds the old characters in a run at word starts too, scoring at least
    /// the old bound of a poor line less a point a character typed; so this ranking's `best`-th
    /// best must score that much (a guess to spare a pass that would give up, not a proof).
    private func mayReachBound(_ newPattern: MatchPattern, best: Int) -> Bool {
        guard isRanking, ranked.count >= best, pattern.terms.count == 1, let term = pattern.terms.first else {
            return true
        }
        let m = term.characters.count
        let typed = max(1, newPattern.characters.count - pattern.characters.count)
        let poorBound = Int(MatchScoring.match) * m + (m + 1) * Int(MatchScoring.boundaryDelimiter)
        return RankKey.score(of: ranked[best - 1]) >= poorBound - typed
    }
}
