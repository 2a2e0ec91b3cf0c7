import TermCellsTesting
import Testing

@testable import TermCellsLines

/// Typing more searches the previous matches only, and gives what a search of every line gives.
@Suite struct NarrowingTests {
    private func narrows(_ new: String, _ old: String, mode: MatchPattern.Mode = .fuzzy) -> Bool {
        MatchPattern(new, mode: mode).narrows(MatchPattern(old, mode: mode))
    }

    @Test func typingMoreNarrows() {
        #expect(narrows("abc", "ab"))
        #expect(narrows("ab c", "ab"))
        #expect(narrows("'abc", "'ab"))
        #expect(narrows("^abc", "^ab"))
        #expect(narrows("xab$", "ab$"))
        #expect(narrows("Abc", "ab"), "a case-sensitive term matches a subset of the case-ignoring one")
        #expect(narrows("abc", ""))
        #expect(narrows("!x abc", "!x ab"), "an unchanged inverse term")
    }

    @Test func anythingElseSearchesEveryLine() {
        #expect(!narrows("ab", "abc"))
        #expect(!narrows("abc", "Ab"))
        #expect(!narrows("!ab", "!a"), "a longer inverse term lets more lines through")
        #expect(!narrows("a | bc", "a | b"))
        #expect(!narrows("'ab", "ab"))
        #expect(!narrows("ab", "ab c"))
        #expect(!MatchPattern("abc", mode: .exact).narrows(MatchPattern("ab", mode: .fuzzy)))
    }

    @Test func setPatternSaysWhetherItNarrowed() {
        let store = matchingStore(["alpha", "beta", "gamma", "alphabet"])
        var ranker = LineRanker()
        ranker.catchUp(with: store)
        #expect(ranker.count == 4)
        var narrowed = false
        narrowed = ranker.setPattern(MatchPattern("al"), in: store)
        #expect(narrowed)
        #expect(ranker.lines == [0, 3])
        narrowed = ranker.setPattern(MatchPattern("alb"), in: store)
        #expect(narrowed)
        #expect(ranker.lines == [3])
        narrowed = ranker.setPattern(MatchPattern("a"), in: store)
        #expect(!narrowed)
        #expect(ranker.lines.sorted() == [0, 1, 2, 3])
    }

    @Test func appendedLinesAreMergedIntoTheRanking() {
        var store = matchingStore(["xabc", "abc-long-line"])
        var ranker = LineRanker(pattern: MatchPattern("abc"))
        ranker.catchUp(with: store)
        store.append(LineBatch(bytes: Array("abcabc".utf8), lineEnds: [3, 6]))
        #expect(ranker.catchUp(with: store) == 2)
        // `abc` (line 2) and `abc` (line 3) score best and are shortest; then the long line; xabc last.
        #expect(ranker.lines == [2, 3, 1, 0])
        #expect(ranker.linesInInputOrder == [0, 1, 2, 3])
    }

    @Test func keepingOnlyEachSegmentsMatchesRanksAsTheWholeInputDoes() {
        let lines = randomLines(2_000, seed: 99, alphabet: "abcAB_/ é", maximumLength: 10)
        for query in ["ab", "a !b", "^a | c$", "!c"] {
            let pattern = MatchPattern(query)
            var whole = LineRanker(pattern: pattern)
            whole.catchUp(with: matchingStore(lines))
            var ranker = LineRanker(pattern: pattern)
            var kept = LineStore()
            for start in stride(from: 0, to: lines.count, by: 300) {
                let segment = matchingStore(Array(lines[start..<min(lines.count, start + 300)]))
                var segmentRanker = LineRanker(pattern: pattern)
                segmentRanker.catchUp(with: segment)
                ranker.appendMatches(of: segmentRanker, in: segment, to: &kept)
            }
            let expected = whole.lines.map { lines[Int($0)] }
            #expect(kept.count == whole.count, "\(query)")
            #expect(ranker.lines.map { kept.string(at: Int($0)) } == expected, "\(query)")
        }
    }

    @Test func incrementalRankingEqualsRankingFromScratch() {
        var generator = SeededGenerator(seed: 1616)
        let alphabet = Array("abcAB_/ é\u{212A}k")
        for round in 0..<40 {
            let lines = (0..<Int.random(in: 1...300, using: &generator)).map { _ in
                String(
                    (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator) ?? "a"
                    })
            }
            let store = matchingStore(lines)
            var ranker = LineRanker(ranks: round % 4 != 0)
            ranker.catchUp(with: store)
            var query = ""
            for _ in 0..<8 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0 where !query.isEmpty: query.removeLast()
                case 1: query += " "
                case 2: query += ["'", "^", "!"].randomElement(using: &generator) ?? ""
                default: query.append(alphabet.randomElement(using: &generator) ?? "a")
                }
                ranker.setPattern(MatchPattern(query), in: store)
                var fresh = LineRanker(pattern: MatchPattern(query), ranks: ranker.ranks)
                fresh.catchUp(with: store)
                #expect(ranker.lines == fresh.lines, "round \(round), query \(query)")
            }
        }
    }
}
