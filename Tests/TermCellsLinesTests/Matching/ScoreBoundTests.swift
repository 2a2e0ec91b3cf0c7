import Testing

@testable import TermCellsLines

/// The bound that lets a partial ranking skip alignments (``ScoreBound``): never below a line's
/// true score, and a ranking that uses it orders exactly as a full, serial one.
@Suite struct ScoreBoundTests {
    /// Lines of path-like text with the classes that earn bonuses: delimiters, other
    /// punctuation, whitespace, camelCase humps, digits.
    private func lines(_ count: Int, seed: UInt64, maximumLength: Int = 40) -> [String] {
        randomLines(count, seed: seed, alphabet: "abcsrpyt/_-. ABCSRPYT019\t", maximumLength: maximumLength)
    }

    /// The true score of `line` with `matcher`'s pattern, or nil when it does not match.
    private func trueScore(_ matcher: LineMatcher, _ line: String) -> Int? {
        Array(line.utf8).withUnsafeBufferPointer { matcher.match($0, isASCII: true)?.score }
    }

    @Test func theBoundIsNeverBelowTheTrueScore() throws {
        let text = lines(20_000, seed: 21)
        let queries = ["s", "sc", "scr", "scrp", "scrpy", "scrpyt", "Sc", "ScR", "ta", "t/a", "aaa", "_.", "y1"]
        for query in queries {
            let pattern = MatchPattern(query)
            let bound = try #require(ScoreBound(pattern: pattern, previous: nil), "\(query)")
            let matcher = LineMatcher(pattern: pattern)
            for line in text {
                let bytes = Array(line.utf8)
                let matches = bytes.withUnsafeBufferPointer { bound.matches($0) }
                guard let score = trueScore(matcher, line) else {
                    #expect(!matches, "\(query) does not match \(line.debugDescription)")
                    continue
                }
                #expect(matches, "\(query) matches \(line.debugDescription)")
                let limit = bytes.withUnsafeBufferPointer { bound.bound($0, previousScore: nil) }
                #expect(limit >= score, "\(query) in \(line.debugDescription): bound \(limit) < score \(score)")
                let scanned = bytes.withUnsafeBufferPointer { bound.scannedBound($0) }
                #expect(scanned >= score, "\(query) in \(line.debugDescription): scanned \(scanned) < score \(score)")
            }
        }
    }

    @Test func theScannedBoundHoldsAcrossLongGaps() throws {
        // Mostly filler: the term's characters far apart, where gaps cost most and the
        // alignment starts again from zero after a gap that costs more than it had.
        let text = randomLines(
            20_000, seed: 24, alphabet: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxscrpyt/_ S", maximumLength: 200)
        for query in ["sc", "scr", "scrp", "scrpyt", "s/", "Sc"] {
            let pattern = MatchPattern(query)
            let bound = try #require(ScoreBound(pattern: pattern, previous: nil))
            let matcher = LineMatcher(pattern: pattern)
            for line in text {
                guard let score = trueScore(matcher, line) else { continue }
                let scanned = Array(line.utf8).withUnsafeBufferPointer { bound.scannedBound($0) }
                #expect(scanned >= score, "\(query) in \(line.debugDescription): scanned \(scanned) < score \(score)")
            }
        }
    }

    @Test func gapsBetweenTheTermsCharactersLowerTheScannedBound() throws {
        let bound = try #require(ScoreBound(pattern: MatchPattern("scr"), previous: nil))
        let matcher = LineMatcher(pattern: MatchPattern("scr"))
        func scanned(_ line: String) -> Int { Array(line.utf8).withUnsafeBufferPointer { bound.scannedBound($0) } }
        // Adjacent: s at the start (16 + 2·10), c and r in its run (16 + 10 each).
        #expect(scanned("scr") == 88)
        #expect(trueScore(matcher, "scr") == 88)
        // s, a gap, then c (16 + 0 - 3) and r in its run: 75 without the gap's length. A
        // window of 5 bytes: one gap byte more than the one charged.
        #expect(scanned("sxxcr") == 75 - 1)
        #expect(try #require(trueScore(matcher, "sxxcr")) <= 74)
        // A window of 23 bytes: the 20 gap bytes cost 24, but at most 13 (16 - 3) is taken off
        // the bound, since the alignment never goes below zero.
        let spread = "sxxxxxxxxxxcxxxxxxxxxxr"
        #expect(scanned(spread) == 62 - 13)
        #expect(trueScore(matcher, spread) == 44)
        #expect(ScoreBound.gapPenaltyBeyondStarts(window: 3, length: 3, gaps: 0) == 0)
        #expect(
            ScoreBound.gapPenaltyBeyondStarts(window: 5, length: 3, gaps: 0) == 4, "one gap of 2 bytes: 4, none charged"
        )
    }

    @Test func theBoundFromThePreviousScoreIsNeverBelowTheTrueScore() throws {
        let text = lines(20_000, seed: 22)
        // Each pair: typing at the end of a term of two or more characters, case kept.
        let pairs = [("sc", "scr"), ("scr", "scrp"), ("scr", "scrpyt"), ("ab", "ab/"), ("SC", "SCR"), ("t.", "t.a")]
        for (previousQuery, query) in pairs {
            let previous = MatchPattern(previousQuery)
            let pattern = MatchPattern(query)
            let bound = try #require(ScoreBound(pattern: pattern, previous: previous))
            #expect(bound.appendedCount == query.count - previousQuery.count, "\(previousQuery) → \(query)")
            let oldMatcher = LineMatcher(pattern: previous)
            let matcher = LineMatcher(pattern: pattern)
            for line in text {
                guard let score = trueScore(matcher, line), let old = trueScore(oldMatcher, line) else { continue }
                let limit = Array(line.utf8).withUnsafeBufferPointer { bound.bound($0, previousScore: old) }
                #expect(limit >= score, "\(previousQuery) → \(query) in \(line.debugDescription): \(limit) < \(score)")
                let scanned = Array(line.utf8).withUnsafeBufferPointer { bound.scannedBound($0, previousScore: old) }
                #expect(
                    scanned >= score, "\(previousQuery) → \(query) in \(line.debugDescription): \(scanned) < \(score)")
            }
        }
    }

    @Test func onlyTypingAtTheEndOfOneTermUsesThePreviousScores() {
        #expect(ScoreBound(pattern: MatchPattern("sc"), previous: MatchPattern("s"))?.appendedCount == nil)
        #expect(ScoreBound(pattern: MatchPattern("xsc"), previous: MatchPattern("sc"))?.appendedCount == nil)
        #expect(ScoreBound(pattern: MatchPattern("Scr"), previous: MatchPattern("sc"))?.appendedCount == nil)
        #expect(ScoreBound(pattern: MatchPattern("scr"), previous: MatchPattern("sc"))?.appendedCount == 1)
        #expect(ScoreBound(pattern: MatchPattern("sc py"), previous: nil) == nil, "two terms: no bound")
        #expect(ScoreBound(pattern: MatchPattern("'sc"), previous: nil) == nil, "exact: no bound")
        #expect(ScoreBound(pattern: MatchPattern("!sc"), previous: nil) == nil, "inverse: no bound")
    }

    /// The ranking a single matcher gives, line after line on this thread, fully sorted.
    private func serialRanking(_ query: String, _ text: [String]) -> [Int32] {
        let matcher = LineMatcher(pattern: MatchPattern(query))
        var keys: [UInt64] = []
        for (index, line) in text.enumerated() {
            if let outcome = Array(line.utf8).withUnsafeBufferPointer({ matcher.match($0, isASCII: true) }) {
                keys.append(RankKey.make(line: index, score: outcome.score, length: outcome.length))
            }
        }
        return keys.sorted().map(RankKey.line(of:))
    }

    @Test func orderingMoreAlignsOnlyTheLinesThatCanReachTheRowsAsked() throws {
        let text = lines(60_000, seed: 25, maximumLength: 60)
        let store = matchingStore(text)
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        var partial = try #require(ranker.ranking(MatchPattern("scr"), in: store, best: 20))
        let expected = serialRanking("scr", text)
        let skipped = partial.inLineOrder.filter(RankKey.isBound).count
        partial.orderBest(through: 299)
        #expect(partial.orderedCount >= 300)
        #expect((0..<300).compactMap { partial.line(atRank: $0) } == Array(expected.prefix(300)))
        let stillSkipped = partial.inLineOrder.filter(RankKey.isBound).count
        #expect(stillSkipped > 0 && stillSkipped < skipped, "aligned \(skipped - stillSkipped) of \(skipped)")
        #expect(partial.count == expected.count)
        #expect(partial.lines == expected, "the rest when asked")
    }

    @Test func seedsGiveAThresholdFromTheFirstLine() throws {
        let text = lines(30_000, seed: 26, maximumLength: 60)
        let store = matchingStore(text)
        let pattern = MatchPattern("scr")
        let expected = serialRanking("scr", text)
        // The best lines' keys as seeds (any keys: only their lines count).
        let seeds = expected.prefix(40).map { RankKey.unranked(line: Int($0)) }
        let plain = try #require(
            store.rankPass(pattern: pattern, range: 0..<text.count, candidates: nil, ranks: true, limit: 20))
        let seeded = try #require(
            store.rankPass(
                pattern: pattern, range: 0..<text.count, candidates: nil, ranks: true, limit: 20, seeds: seeds))
        #expect(seeded.ranked.map(RankKey.line(of:)) == Array(expected.prefix(20)))
        #expect(plain.ranked == seeded.ranked)
        let skipped = { (pass: LineStore.RankedPass) in pass.inLineOrder.filter(RankKey.isBound).count }
        #expect(skipped(seeded) > skipped(plain), "seeded \(skipped(seeded)), plain \(skipped(plain))")
    }

    @Test func boundedParallelRankingEqualsTheSerialRankingExactly() throws {
        // Long enough for several pieces on several cores; the bound skips most alignments.
        let text = lines(60_000, seed: 23, maximumLength: 60)
        let store = matchingStore(text)
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        for query in ["s", "sc", "scr", "scrp", "scrpy", "scrpyt"] {
            ranker = try #require(ranker.ranking(MatchPattern(query), in: store, best: 50))
            let expected = serialRanking(query, text)
            #expect(ranker.count == expected.count, "\(query)")
            let best = (0..<ranker.orderedCount).compactMap { ranker.line(atRank: $0) }
            #expect(best == Array(expected.prefix(50)), "the best 50 of \(query)")
            #expect(ranker.inLineOrder.contains(where: RankKey.isBound), "\(query) skipped alignments")
            // Ordering the rest scores the skipped lines: the whole order is the serial one.
            var rest = ranker
            rest.orderBest(through: 2_000)
            #expect(
                (0..<min(2_001, expected.count)).compactMap { rest.line(atRank: $0) }
                    == Array(expected.prefix(2_001)), "\(query), scrolled")
            #expect(rest.lines == expected, "\(query), every match")
        }
    }
}
