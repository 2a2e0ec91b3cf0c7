import Testing

@testable import TermCellsLines

/// Rankings a user relies on, each the order `fzf --filter` (0.38) gives for the same lines.
@Suite struct FuzzyRankingTests {
    @Test func aSubsequenceMatchesAndAnythingElseDoesNot() {
        #expect(ranked("mnsw", ["main.swift", "swift main", "mains", "MAIN.SWIFT"]) == ["main.swift", "MAIN.SWIFT"])
    }

    @Test func aWordStartBeatsTheMiddleOfAWord() {
        #expect(ranked("abc", ["zzabcz", "zz abc"]) == ["zz abc", "zzabcz"])
        #expect(ranked("ff", ["fuzzyfinder", "fuzzy-finder"]) == ["fuzzy-finder", "fuzzyfinder"])
        #expect(ranked("br", ["foob-r", "fo-bar"]) == ["fo-bar", "foob-r"])
    }

    @Test func aConsecutiveRunBeatsScatteredWordStarts() {
        #expect(ranked("foob", ["foo-bar", "foobar"]) == ["foobar", "foo-bar"])
        #expect(ranked("oob", ["foobar", "out-of-bound"]) == ["out-of-bound", "foobar"])
    }

    @Test func aCamelCaseHumpIsAWordStart() {
        #expect(ranked("fb", ["foobar", "fooBar"]) == ["fooBar", "foobar"])
        #expect(ranked("tv", ["tableview", "TableView"]) == ["TableView", "tableview"])
    }

    @Test func theFirstCharacterAtAWordStartOutweighsAShortGap() {
        #expect(ranked("og", ["to-go", "ongoing"]) == ["ongoing", "to-go"])
    }

    @Test func theShorterLineWinsATie() {
        #expect(ranked("abc", ["abcxxxx", "abcxx"]) == ["abcxx", "abcxxxx"])
        // Surrounding whitespace does not count in the length.
        #expect(ranked("abc", ["abcxxx", "  abcxx  "]) == ["  abcxx  ", "abcxxx"])
    }

    @Test func inputOrderBreaksTheRemainingTies() {
        #expect(ranked("abc", ["xabc2", "xabc1", "xabc3"]) == ["xabc2", "xabc1", "xabc3"])
    }

    @Test func noSortKeepsTheInputOrder() {
        #expect(ranked("abc", ["zzabcz", "zz abc", "nothing"], ranks: false) == ["zzabcz", "zz abc"])
    }

    @Test func scoresFollowFzfsPoints() {
        // a at the line start: 16 + 2 × 10; b and c continue its run with its bonus: 2 × (16 + 10).
        #expect(score("abc", "abc") == 88)
        // Camel hump: f at the start 16 + 2 × 10; a gap of two −3 −1; B after a lowercase 16 + 7.
        #expect(score("fb", "fooBar") == 55)
        // After `/` (a delimiter) 9, after `_` 8, after a space 10.
        #expect(score("x", "a/x") == 16 + 2 * 9)
        #expect(score("x", "a_x") == 16 + 2 * 8)
        #expect(score("x", "a x") == 16 + 2 * 10)
        // A digit after a letter is a hump too.
        #expect(score("1", "a1") == 16 + 2 * 7)
        #expect(score("z", "abc") == nil)
    }

    @Test func smartCaseIgnoresCaseUnlessTheQueryHasAnUppercaseLetter() {
        #expect(ranked("abc", ["abcd", "Abcd", "ABCD"]) == ["abcd", "Abcd", "ABCD"])
        #expect(ranked("Abc", ["abcd", "Abcd", "ABCD"]) == ["Abcd"])
        // Per term: `Main` counts case, `swift` does not.
        #expect(ranked("Main swift", ["Main.SWIFT", "main.swift"]) == ["Main.SWIFT"])
        // Non-ASCII letters fold too.
        #expect(ranked("été", ["ÉTÉ", "ete"]) == ["ÉTÉ"])
    }

    @Test func aVeryLongLineIsMatchedGreedilyAndStillRanks() {
        // 40,000 × 3 pattern characters is past the alignment's bound: the greedy match applies.
        let long = String(repeating: "x", count: 40_000) + " abc"
        #expect(score("abc", long) == 88)
        #expect(ranked("abc", ["zzabcz", long]) == [long, "zzabcz"])
        #expect(ranked("abd", [long]).isEmpty)
    }

    @Test func manyLinesRankedOnEveryCoreEqualOneMatcherInOrder() {
        let lines = randomLines(30_000, seed: 16, alphabet: "abcAB/_-. xyz", maximumLength: 24)
        let store = matchingStore(lines)
        for query in ["ab", "a/b", "'b_ !x", "ab | yz", "^a c$"] {
            let pattern = MatchPattern(query)
            var ranker = LineRanker(pattern: pattern)
            ranker.catchUp(with: store)
            let matcher = LineMatcher(pattern: pattern)
            var keys: [UInt64] = []
            for (index, line) in lines.enumerated() {
                let bytes = Array(line.utf8)
                if let outcome = bytes.withUnsafeBufferPointer({ matcher.match($0, isASCII: true) }) {
                    keys.append(RankKey.make(line: index, score: outcome.score, length: outcome.length))
                }
            }
            keys.sort()
            #expect(ranker.lines == keys.map(RankKey.line(of:)), "\(query)")
        }
    }
}
