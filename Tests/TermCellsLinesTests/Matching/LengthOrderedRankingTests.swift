import TermCells
import TermCellsTesting
import Testing

@testable import TermCellsLines

/// A first screen read from the shortest lines (``LineLengthOrder``): the same best as the full
/// ranking's, ties by length then input order, the rest counted afterwards.
@Suite struct LengthOrderedRankingTests {
    /// Paths of short components, so that many hold a query's letters in a run at a component
    /// start; some start with a letter or hold a space (rich lines), some are not ASCII.
    private func paths(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let words = ["s", "sc", "scr", "src", "lib", "cry", "py", "x y", "é", "usr", "Scr", "t", "s-c", "bin"]
        return (0..<count).map { _ in
            let parts = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                words.randomElement(using: &generator) ?? ""
            }
            return (Int.random(in: 0..<8, using: &generator) == 0 ? "" : "/") + parts.joined(separator: "/")
        }
    }

    private func fullRanking(_ query: String, _ store: LineStore) -> LineRanker {
        var full = LineRanker(pattern: MatchPattern(query))
        full.catchUp(with: store)
        return full
    }

    /// `query` typed key by key with `order`; each first screen against the full ranking's.
    /// Returns how many prefixes were ranked from the shortest lines.
    private func type(_ query: String, into store: LineStore, order: LineLengthOrder, best: Int) throws -> Int {
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        var fromShortest = 0
        for end in query.indices {
            let prefix = String(query[...end])
            let pattern = MatchPattern(prefix)
            if store.lengthOrderedPass(pattern: pattern, order: order, tested: store.count, limit: best) != nil {
                fromShortest += 1
            }
            var next = try #require(
                ranker.ranking(pattern, in: store, best: best, countsLater: true, lengthOrder: order))
            let full = fullRanking(prefix, store)
            let fullLines = full.lines
            #expect(next.count <= full.count, "a lower bound while counting: \(prefix)")
            let shown = (0..<min(best, next.orderedCount)).map { next.line(atRank: $0) }
            #expect(shown == fullLines.prefix(best).map { Optional($0) }, "the first screen of \(prefix)")
            next.finishCounting()
            #expect(next.count == full.count, "exact once counted: \(prefix)")
            #expect(next.lines == fullLines, "the whole ranking of \(prefix)")
            ranker = next
        }
        return fromShortest
    }

    @Test func theFirstScreenFromTheShortestLinesIsTheFullRankings() throws {
        var fromShortest = 0
        for seed: UInt64 in 1...3 {
            let store = matchingStore(paths(6_000, seed: seed))
            let order = try #require(LineLengthOrder(store: store))
            #expect(order.poor.count + order.rich.count + order.others.count == store.count)
            for query in ["scr", "src", "Scr", "sy", "s-c"] {
                for best in [1, 8, 64] {
                    fromShortest += try type(query, into: store, order: order, best: best)
                }
            }
        }
        #expect(fromShortest > 0, "some first screens came from the shortest lines")
    }

    /// Three lines of one length past a shorter best, and longer lines with the same score:
    /// the best three are the shortest, then the first two of that length in input order, and
    /// every line of that length is read before the pass stops.
    @Test func tiesBreakByLengthThenInputOrderAcrossTheStopPoint() throws {
        var lines = (0..<40).map { "/long/path/number/\($0)/src" }
        lines.insert("/a/src", at: 5)
        lines.insert("/b/src", at: 12)
        lines.insert("/src", at: 20)
        lines.insert("/c/src", at: 30)
        lines.append("/d/sxrxc")
        let store = matchingStore(lines)
        let order = try #require(LineLengthOrder(store: store))
        let pass = try #require(
            store.lengthOrderedPass(pattern: MatchPattern("src"), order: order, tested: store.count, limit: 3))
        #expect(pass.ranked.map { store.string(at: Int(RankKey.line(of: $0))) } == ["/src", "/a/src", "/b/src"])
        let unread = Set(pass.untested.map { store.string(at: Int(RankKey.line(of: $0))) })
        #expect(!unread.contains("/c/src"), "the rest of the stopping length is read")
        #expect(unread.contains("/d/sxrxc") && unread.contains("/long/path/number/0/src"))
        var ranker = LineRanker(pattern: MatchPattern(""))
        ranker.catchUp(with: store)
        var ranked = try #require(
            ranker.ranking(MatchPattern("src"), in: store, best: 3, countsLater: true, lengthOrder: order))
        #expect(ranked.isCounting)
        ranked.finishCounting()
        #expect(ranked.lines == fullRanking("src", store).lines)
    }

    /// No line holds the query in a run at a word start: the pass gives up, and the ranking is
    /// the one without the order.
    @Test func aBoundNoLineReachesFallsBackToTheWholeRanking() throws {
        let lines = (0..<20_000).map { "/x\($0)s/yc/zr" }
        let store = matchingStore(lines)
        let order = try #require(LineLengthOrder(store: store))
        #expect(
            store.lengthOrderedPass(pattern: MatchPattern("scr"), order: order, tested: store.count, limit: 8) == nil)
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        var ranked = try #require(
            ranker.ranking(MatchPattern("scr"), in: store, best: 8, countsLater: true, lengthOrder: order))
        ranked.finishCounting()
        let full = fullRanking("scr", store)
        #expect(ranked.count == full.count)
        #expect((0..<8).map { ranked.line(atRank: $0) } == full.lines.prefix(8).map { Optional($0) })
    }

    /// Lines appended after the order was built (while it was being built, in the picker) are
    /// all read: a short best among them is on the first screen, and the count is exact.
    @Test func linesAppendedAfterTheOrderWasBuiltAreRead() throws {
        var store = matchingStore((0..<3_000).map { "/p\($0)/sc/q" })
        let order = try #require(LineLengthOrder(store: store))
        store.append(LineBatch(bytes: Array("/sczz/a/sc".utf8), lineEnds: [3, 5, 10]))
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        let pass = try #require(
            store.lengthOrderedPass(pattern: MatchPattern("sc"), order: order, tested: store.count, limit: 4))
        #expect(pass.ranked.contains { RankKey.line(of: $0) == Int32(store.count - 3) })
        var ranked = try #require(
            ranker.ranking(MatchPattern("sc"), in: store, best: 4, countsLater: true, lengthOrder: order))
        #expect(ranked.line(atRank: 0) == Int32(store.count - 3), "the appended /sc is the best")
        #expect(ranked.line(atRank: 1) == Int32(store.count - 1), "then the appended /a/sc")
        ranked.finishCounting()
        #expect(ranked.lines == fullRanking("sc", store).lines)
    }

    /// An order built on a store that grew past it is not used for a ranker that tested fewer
    /// lines than it covers.
    @Test func anOrderCoveringUntestedLinesIsNotUsed() throws {
        let store = matchingStore(paths(2_000, seed: 4))
        let order = try #require(LineLengthOrder(store: store))
        #expect(store.lengthOrderedPass(pattern: MatchPattern("s"), order: order, tested: 1_000, limit: 4) == nil)
    }
}
