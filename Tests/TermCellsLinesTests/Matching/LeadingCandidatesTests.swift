import TermCells
import TermCellsTesting
import Testing

@testable import TermCellsLines

/// A narrowing first screen read from the candidates whose previous keys are best
/// (``LineRanker/leadingCandidatesPass(_:candidates:in:best:leading:maximum:isCancelled:)``):
/// the same best as a full ranking's, the lines whose old score cannot reach the leading
/// candidates' threshold left unread, and the count exact once finished.
@Suite struct LeadingCandidatesTests {
    /// `/scr` at a word start with `p` far after it (the most `scr` can score, little for
    /// `scrp`), `/s/c/r/p` (less for `scr`, the most for `scrp` of these), and paths that hold
    /// the letters scattered or not at all.
    private var lines: [String] {
        var lines: [String] = []
        for index in 0..<6_000 {
            switch index % 50 {
            case 0..<8: lines.append("/scr\(String(repeating: "x", count: 9 + index % 7))p/\(index)")
            case 8: lines.append("/s/c/r/p\(index)")
            case 9..<30: lines.append("/usr/s\(index)/c/x/r/y/p")
            default: lines.append("/lib/\(index)/crypt")
            }
        }
        return lines
    }

    private func fullRanking(_ query: String, _ store: LineStore) -> LineRanker {
        var full = LineRanker(pattern: MatchPattern(query))
        full.catchUp(with: store)
        return full
    }

    /// Every match of `query` in `store`, scored (no bound keys): the previous ranking a
    /// narrowing one starts from.
    private func scored(_ query: String, _ store: LineStore) -> LineRanker {
        fullRanking(query, store)
    }

    @Test func theLeadingCandidatesThresholdGivesTheFullRankingsFirstScreen() throws {
        let store = matchingStore(lines)
        let full = fullRanking("scrp", store).lines
        let scr = scored("scr", store)
        for best in [1, 16, 64] {
            let pass = try #require(
                scr.leadingCandidatesPass(
                    MatchPattern("scrp"), candidates: scr.candidates, in: store, best: best, leading: 64,
                    maximum: 2_000, isCancelled: nil))
            #expect(pass.ranked.map(RankKey.line(of:)) == Array(full.prefix(best)), "best \(best)")
            #expect(!pass.untested.isEmpty, "lines whose scr cannot reach the threshold are not read")
        }
        #expect(store.string(at: Int(full[0])).hasPrefix("/s/c/r/p"), "the best are not the leading candidates")
    }

    /// Lines the bound from the old score does not cover are read: one that is not ASCII (its
    /// `scrp` the best), and any line once one line is too long to be aligned (then no line of
    /// the rest is left unread without being looked at).
    @Test func linesWithoutABlindBoundAreRead() throws {
        for extra in ["/s/c/r/pé", "/s/c/r/p" + String(repeating: "z", count: 30_000)] {
            var lines = self.lines
            lines.insert(extra, at: 4_321)
            let store = matchingStore(lines)
            let full = fullRanking("scrp", store).lines
            let scr = scored("scr", store)
            for best in [1, 16] {
                let pass = try #require(
                    scr.leadingCandidatesPass(
                        MatchPattern("scrp"), candidates: scr.candidates, in: store, best: best, leading: 64,
                        maximum: 2_000, isCancelled: nil))
                #expect(pass.ranked.map(RankKey.line(of:)) == Array(full.prefix(best)), "best \(best)")
            }
        }
    }

    /// 1,100 lines at the most `scr` scores among 40,000 more that match it: the default share
    /// takes them as the leading candidates.
    @Test func aRankingThatTakesTheLeadingCandidatesCountsExactlyOnceFinished() throws {
        var lines = (0..<40_000).map { "/usr/s\($0)/c/x/r/y/p" + ($0 % 7 == 0 ? "/y" : "") }
        for index in 0..<1_100 {
            lines.insert("/scr\(String(repeating: "x", count: index % 9))p/\(index)", at: index * 36)
        }
        lines.insert("/s/c/r/py", at: 20_000)
        let store = matchingStore(lines)
        let scr = scored("scr", store)
        #expect(
            scr.leadingCandidatesPass(
                MatchPattern("scrp"), candidates: scr.candidates, in: store, best: 64, isCancelled: nil) != nil,
            "the default share takes this store's leading candidates")
        var scrp = try #require(scr.ranking(MatchPattern("scrp"), in: store, best: 64, countsLater: true))
        #expect(scrp.isCounting, "lines left unread")
        let full = fullRanking("scrp", store)
        #expect((0..<64).map { scrp.line(atRank: $0) } == full.lines.prefix(64).map { Optional($0) })
        // Typing on from the unfinished count, then from the finished one.
        let fullScrpy = fullRanking("scrpy", store)
        #expect(fullScrpy.count > 64)
        for finishes in [false, true] {
            if finishes {
                scrp.finishCounting()
                #expect(scrp.count == full.count)
                #expect(scrp.lines == full.lines)
            }
            var scrpy = try #require(scrp.ranking(MatchPattern("scrpy"), in: store, best: 64, countsLater: true))
            #expect((0..<64).compactMap { scrpy.line(atRank: $0) } == Array(fullScrpy.lines.prefix(64)))
            scrpy.finishCounting()
            #expect(scrpy.lines == fullScrpy.lines)
        }
    }

    /// Whatever the threshold from the leading candidates, a line among the others that ties it
    /// on score but is shorter, or comes earlier, is on the first screen.
    @Test func tiesAcrossTheLeadingCandidatesBreakByLengthThenInputOrder() throws {
        var lines = (0..<300).map { "/scr/\(String(repeating: "y", count: 20 + $0 % 5))/p" }
        // Lower for `scr` (a gap after `c`), the same `scrp` score when the gaps cost the same.
        lines.insert("/sc-r/p", at: 150)
        lines.insert("/scr/p", at: 299)
        lines += (0..<2_000).map { "/q\($0)/s/c/r" }
        let store = matchingStore(lines)
        let scr = scored("scr", store)
        let full = fullRanking("scrp", store).lines
        for best in [1, 2, 4, 8] {
            let pass = try #require(
                scr.leadingCandidatesPass(
                    MatchPattern("scrp"), candidates: scr.candidates, in: store, best: best, leading: 16,
                    maximum: 1_000, isCancelled: nil))
            #expect(pass.ranked.map(RankKey.line(of:)) == Array(full.prefix(best)), "best \(best)")
        }
    }

    @Test func theSplitTakesTheBestScoresWholeAndKeepsLineOrder() throws {
        let keys = (0..<10_000).map { RankKey.make(line: $0, score: [90, 80, 80, 70, 60][$0 % 5], length: $0 % 13) }
        let (leading, rest) = try #require(RankKey.splitByScore(keys, leading: 2_500, maximum: 6_000))
        #expect(leading.count == 6_000, "the 90s and every 80: a score is taken whole")
        #expect(leading.allSatisfy { RankKey.score(of: $0) >= 80 })
        #expect(rest.allSatisfy { RankKey.score(of: $0) < 80 })
        #expect(leading.map(RankKey.line(of:)) == leading.map(RankKey.line(of:)).sorted())
        #expect(rest.map(RankKey.line(of:)) == rest.map(RankKey.line(of:)).sorted())
        #expect(RankKey.splitByScore(keys, leading: 2_500, maximum: 5_999) == nil, "more than the maximum")
        #expect(RankKey.splitByScore(Array(keys.prefix(100)), leading: 100, maximum: 100) == nil, "nothing left over")
        let all90 = keys.map { $0 & 0x0000_FFFF_FFFF_FFFF | UInt64(0xFFFF - 90) << 48 }
        #expect(RankKey.splitByScore(all90, leading: 64, maximum: 1_000) == nil, "one score for every key")
    }

    @Test func theSmallestKeysAreTheFullSortsFirst() {
        var generator = SeededGenerator(seed: 7)
        let keys = (0..<20_000).map {
            RankKey.make(
                line: $0, score: Int.random(in: 0..<40, using: &generator),
                length: Int.random(in: 0..<9, using: &generator))
        }
        let sorted = keys.sorted()
        for count in [0, 1, 64, 512, 20_000, 30_000] {
            #expect(RankKey.smallest(count, of: keys) == Array(sorted.prefix(count)), "\(count)")
        }
    }
}
