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
public struct LineRanker: Sendable {
    /// The pattern the matches answer.
    public private(set) var pattern: MatchPattern
    /// Whether matches are ranked by score (false: input order).
    public let ranks: Bool
    /// How many lines of the store have been tested.
    public internal(set) var testedLineCount = 0
    /// Every match, in line order.
    var inLineOrder: [UInt64] = []
    /// Every match, best first; empty while ``isRanking`` is false (then ``inLineOrder`` is the order).
    var ranked: [UInt64] = []

    /// A ranker with `pattern` and no line tested.
    public init(pattern: MatchPattern = MatchPattern(""), ranks: Bool = true) {
        self.pattern = pattern
        self.ranks = ranks
    }

    /// Whether the current matches are in score order.
    public var isRanking: Bool { ranks && pattern.isRankable && !pattern.isEmpty }

    /// The number of matching lines.
    public var count: Int { inLineOrder.count }

    /// The line index of the match at `rank` (0 is the best), or nil out of range.
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
        (isRanking ? ranked : inLineOrder).map(RankKey.line(of:))
    }

    /// The matching lines' indexes in input order.
    public var linesInInputOrder: [Int32] {
        inLineOrder.map(RankKey.line(of:))
    }

    /// Matches the lines added to `store` since the last call; returns how many matched.
    @discardableResult
    public mutating func catchUp(with store: LineStore) -> Int {
        guard store.count > testedLineCount else { return 0 }
        let pass = store.rankPass(
            pattern: pattern, range: testedLineCount..<store.count, candidates: nil, ranks: isRanking)
        testedLineCount = store.count
        inLineOrder.append(contentsOf: pass.inLineOrder)
        if isRanking { ranked = RankKey.merge([ranked, pass.ranked]) }
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
        let pass = store.rankPass(
            pattern: newPattern, range: 0..<tested, candidates: narrows ? inLineOrder : nil, ranks: isRanking)
        inLineOrder = pass.inLineOrder
        ranked = pass.ranked
        return narrows
    }
}
