import Dispatch
import TermCells
import TermCellsTesting
import Testing

@testable import TermCellsLines

/// Partial ranking (the best first, the rest ordered when asked for), cancellation, and the
/// background ranker's generations: the same order as a full ranking, whatever is asked.
@Suite struct PartialRankingTests {
    /// Paths of varied shapes, so scores, lengths and input order all take part in the order.
    private func lines(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let words = ["src", "lib", "scripts", "python", "Sources", "test_run", "crypt", "a-b", "x.y", "main"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...5, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
                .joined(separator: "/")
        }
    }

    @Test func selectionPutsTheSmallestFirstInOrder() {
        var generator = SeededGenerator(seed: 7)
        for count in [0, 1, 2, 5, 100, 10_000] {
            let keys = (0..<count).map { UInt64($0) << 20 | UInt64.random(in: 0..<1 << 20, using: &generator) }
                .shuffled(
                    using: &generator)
            for wanted in [0, 1, 3, count / 2, count] where wanted <= count {
                var selected = keys
                RankKey.selectSmallest(wanted, in: &selected)
                #expect(Array(selected.prefix(wanted)) == Array(keys.sorted().prefix(wanted)), "\(count) \(wanted)")
                #expect(selected.sorted() == keys.sorted(), "a permutation")
            }
        }
    }

    @Test func partialRankingThenOrderingMoreEqualsTheFullRanking() throws {
        let text = lines(20_000, seed: 3)
        let store = matchingStore(text)
        for query in ["s", "sc", "scr py", "'src !lib", "^src"] {
            let pattern = MatchPattern(query)
            var full = LineRanker(pattern: pattern)
            full.catchUp(with: store)
            var base = LineRanker()
            base.catchUp(with: store)
            var partial = try #require(base.ranking(pattern, in: store, best: 10))
            #expect(partial.count == full.count, "\(query)")
            #expect(partial.orderedCount == min(10, full.count), "only the best are ordered: \(query)")
            #expect((0..<partial.orderedCount).map { partial.line(atRank: $0) } == Array(full.lines.prefix(10)))
            // Scrolling further orders more, as far as asked.
            partial.orderBest(through: 700)
            #expect(partial.orderedCount >= min(701, full.count))
            #expect(partial.lines == full.lines, "the whole order, however reached: \(query)")
        }
    }

    @Test func aNarrowingQueryTestsOnlyThePreviousMatchesAndAgrees() throws {
        let store = matchingStore(lines(5_000, seed: 11))
        var base = LineRanker()
        base.catchUp(with: store)
        let first = try #require(base.ranking(MatchPattern("sc"), in: store, best: 5))
        let narrowed = try #require(first.ranking(MatchPattern("scpy"), in: store, best: 5))
        var direct = LineRanker(pattern: MatchPattern("scpy"))
        direct.catchUp(with: store)
        #expect(narrowed.lines == direct.lines)
    }

    @Test func linesAppendedAfterAPartialRankingJoinTheOrder() throws {
        // Every line starts with a directory, so the appended bare "src" is the best match.
        var store = matchingStore(lines(3_000, seed: 5).map { "home/" + $0 })
        var base = LineRanker()
        base.catchUp(with: store)
        var ranker = try #require(base.ranking(MatchPattern("src"), in: store, best: 20))
        store.append(LineBatch(bytes: Array("src".utf8), lineEnds: [3]))
        ranker.catchUp(with: store)
        var full = LineRanker(pattern: MatchPattern("src"))
        full.catchUp(with: store)
        #expect(full.line(atRank: 0) == Int32(store.count - 1))
        #expect(ranker.line(atRank: 0) == Int32(store.count - 1), "the new line joined the ordered best")
        // The ordered part is still the best, in order: the new line joined it.
        #expect(
            (0..<ranker.orderedCount).compactMap { ranker.line(atRank: $0) }
                == Array(full.lines.prefix(ranker.orderedCount)))
        #expect(ranker.lines == full.lines)
    }

    @Test func aCancelledRankingGivesNothing() {
        let store = matchingStore(lines(50_000, seed: 9))
        var base = LineRanker()
        base.catchUp(with: store)
        #expect(base.ranking(MatchPattern("sc"), in: store, best: 10, isCancelled: { true }) == nil)
    }

    @Test func aBackgroundRankerDeliversTheFirstScreenfulThenMoreInOrder() throws {
        let text = lines(20_000, seed: 15)
        let store = matchingStore(text)
        var base = LineRanker()
        base.catchUp(with: store)
        var full = LineRanker(pattern: MatchPattern("scr"))
        full.catchUp(with: store)
        // Each delivery is taken as it comes, as the picker's run loop takes it.
        let ranker = LockedState<BackgroundRanker?>(nil)
        let delivered = LockedState<[(generation: Int, lines: [Int32?])]>([])
        let background = BackgroundRanker(onResult: {
            guard let result = ranker.withLock({ $0 })?.takeResult() else { return }
            let ordered = (0..<result.ranker.orderedCount).map { result.ranker.line(atRank: $0) }
            delivered.withLock { $0.append((result.generation, ordered)) }
        })
        ranker.withLock { $0 = background }
        let generation = background.submit(MatchPattern("scr"), in: store, from: base, best: 10, thenBest: 300)
        background.waitUntilIdle()
        // The ranker's callback holds the box that holds the ranker: break the cycle.
        ranker.withLock { $0 = nil }
        let results = delivered.withLock { $0 }
        #expect(results.map(\.generation) == [generation, generation])
        #expect(results.map(\.lines.count) == [10, 300], "a screenful first, then as many as asked")
        for result in results {
            #expect(result.lines == full.lines.prefix(result.lines.count).map { Optional($0) })
        }
    }

    @Test func aBackgroundRankerDeliversOnlyTheNewestQuery() async throws {
        let store = matchingStore(lines(20_000, seed: 13))
        var base = LineRanker()
        base.catchUp(with: store)
        let background = BackgroundRanker(onResult: {})
        let older = background.submit(MatchPattern("s"), in: store, from: base, best: 10)
        let newer = background.submit(MatchPattern("py"), in: store, from: base, best: 10)
        #expect(newer == older + 1)
        background.waitUntilIdle()
        let result = try #require(background.takeResult())
        #expect(result.generation == newer)
        #expect(result.ranker.pattern == MatchPattern("py"))
        #expect(background.takeResult() == nil, "taken once")
    }
}
