import TermCells
import TermCellsTesting
import Testing

@testable import TermCellsLines

/// A ranking that counts later (the picker's first screen for each key): its best are the full
/// ranking's, while the lines it did not read are counted afterwards, and the count then is exact.
@Suite struct FirstScreenTests {
    /// Paths of varied shapes and lengths, so that scores, lengths and input order all decide.
    private func paths(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let words = [
            "src", "lib", "scripts", "python3", "Sources", "test_run", "crypt", "a-b", "x.y", "main", "SCRP", "py",
            "share", "usr", "cpython", "tty",
        ]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...7, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
                .joined(separator: Bool.random(using: &generator) ? "/" : "_")
        }
    }

    /// A query typed into `store` key by key, each ranking counting later from the previous one
    /// (as the picker's background ranker does), against a full ranking of each prefix.
    private func type(
        _ query: String, into store: LineStore, best: Int, finishingEachCount: Bool, skipped: inout Int
    ) throws {
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        for end in query.indices {
            let prefix = String(query[...end])
            let pattern = MatchPattern(prefix)
            var next = try #require(ranker.ranking(pattern, in: store, best: best, countsLater: true))
            var full = LineRanker(pattern: pattern)
            full.catchUp(with: store)
            let fullLines = full.lines
            if next.isCounting {
                skipped += next.untested.count
                #expect(next.count <= full.count, "a lower bound while counting: \(prefix)")
            } else {
                #expect(next.count == full.count, "\(prefix)")
            }
            let shown = (0..<min(best, next.orderedCount)).map { next.line(atRank: $0) }
            #expect(shown == fullLines.prefix(best).map { Optional($0) }, "the first screen of \(prefix)")
            if finishingEachCount {
                let finished = next.finishCounting()
                #expect(finished)
                #expect(!next.isCounting)
                #expect(next.count == full.count, "exact once counted: \(prefix)")
                #expect(next.lines == fullLines, "the whole ranking of \(prefix)")
            }
            ranker = next
        }
        // Whatever was left unread along the way is counted at the end.
        ranker.finishCounting()
        var full = LineRanker(pattern: MatchPattern(query))
        full.catchUp(with: store)
        #expect(ranker.count == full.count, "\(query)")
        #expect(ranker.lines == full.lines, "\(query)")
    }

    @Test func theFirstScreenEqualsTheFullRankingsAndTheCountIsExactOnceFinished() throws {
        var skipped = 0
        for seed: UInt64 in 1...2 {
            let text = paths(12_000, seed: seed)
            let store = matchingStore(text)
            var generator = SeededGenerator(seed: seed &* 977)
            // Queries from the lines themselves (a subsequence of one), and the usual ones.
            var queries = ["scrpyt", "libmain", "Scrp"]
            for _ in 0..<2 {
                let line = Array(text.randomElement(using: &generator) ?? "src").filter { $0.isLetter }
                let picked = line.indices.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }.prefix(6)
                if picked.count >= 2 { queries.append(String(picked.map { line[$0] })) }
            }
            for query in queries {
                for best in [1, 64] {
                    try type(query, into: store, best: best, finishingEachCount: true, skipped: &skipped)
                }
            }
        }
        #expect(skipped > 0, "some rankings left lines unread")
    }

    @Test func typingOnBeforeTheCountIsFinishedKeepsTheUnreadLinesAsCandidates() throws {
        var skipped = 0
        let store = matchingStore(paths(12_000, seed: 5))
        for query in ["scrpyt", "cryptmain"] {
            try type(query, into: store, best: 32, finishingEachCount: false, skipped: &skipped)
        }
        #expect(skipped > 0, "some rankings left lines unread")
    }

    /// Lines holding `scrpy` far apart (a low score for `scr` already) and a few holding it close.
    var scatteredAndClose: [String] {
        (0..<6_000).map { $0 % 100 == 0 ? "lib/scr/py\($0)" : "x s x\($0) c x r x p x y x" }
    }

    @Test func linesAppendedWhileCountingAreCountedToo() throws {
        var store = matchingStore(scatteredAndClose)
        var base = LineRanker()
        base.catchUp(with: store)
        let first = try #require(base.ranking(MatchPattern("scr"), in: store, best: 16))
        var ranker = try #require(first.ranking(MatchPattern("scrpy"), in: store, best: 16, countsLater: true))
        let counting = ranker.isCounting
        #expect(counting, "the narrowing left lines unread")
        store.append(LineBatch(bytes: Array("scrpy\nzzz".utf8), lineEnds: [5, 9]))
        ranker.catchUp(with: store)
        ranker.finishCounting()
        var full = LineRanker(pattern: MatchPattern("scrpy"))
        full.catchUp(with: store)
        #expect(ranker.count == full.count)
        #expect(ranker.lines == full.lines)
        #expect(ranker.line(atRank: 0) == Int32(store.count - 2), "the appended exact line is the best")
    }

    @Test func theBackgroundRankerDeliversTheFirstScreenThenTheExactCountThenMoreInOrder() throws {
        let store = matchingStore(scatteredAndClose)
        var base = LineRanker()
        base.catchUp(with: store)
        let scr = try #require(base.ranking(MatchPattern("scr"), in: store, best: 64))
        var full = LineRanker(pattern: MatchPattern("scrpy"))
        full.catchUp(with: store)
        let ranker = LockedState<BackgroundRanker?>(nil)
        let delivered = LockedState<[(counting: Bool, count: Int, lines: [Int32?])]>([])
        let background = BackgroundRanker(onResult: {
            guard let result = ranker.withLock({ $0 })?.takeResult() else { return }
            let ordered = (0..<result.ranker.orderedCount).map { result.ranker.line(atRank: $0) }
            delivered.withLock { $0.append((result.ranker.isCounting, result.ranker.count, ordered)) }
        })
        ranker.withLock { $0 = background }
        background.submit(MatchPattern("scrpy"), in: store, from: scr, best: 16, thenBest: 300)
        background.waitUntilIdle()
        ranker.withLock { $0 = nil }
        let results = delivered.withLock { $0 }
        #expect(results.map(\.counting) == [true, false, false], "first screen, count, more in order")
        #expect(results.map(\.lines.count) == [16, 16, 300])
        #expect(results.last?.count == full.count)
        #expect((results.first?.count ?? .max) < full.count, "the first count is a lower bound")
        for result in results {
            #expect(result.lines == full.lines.prefix(result.lines.count).map { Optional($0) })
        }
    }
}

extension FirstScreenTests {
    @Test func orderingMoreOffTheCallersThreadGivesTheFullRankingsRows() throws {
        let store = matchingStore(scatteredAndClose)
        var base = LineRanker()
        base.catchUp(with: store)
        let background = BackgroundRanker(onResult: {})
        background.submit(MatchPattern("scrp"), in: store, from: base, best: 16)
        background.waitUntilIdle()
        let shown = try #require(background.takeResult())
        #expect(shown.ranker.orderedCount == 16)
        // A jump to the end: the last rows are ordered off the caller's thread.
        let last = shown.ranker.count - 1
        background.orderMore(of: shown.ranker, through: last)
        background.waitUntilIdle()
        let ordered = try #require(background.takeResult())
        #expect(ordered.generation == shown.generation)
        #expect(ordered.ranker.orderedCount == shown.ranker.count)
        var full = LineRanker(pattern: MatchPattern("scrp"))
        full.catchUp(with: store)
        #expect((0...last).map { ordered.ranker.line(atRank: $0) } == full.lines.map { Optional($0) })
    }
}
