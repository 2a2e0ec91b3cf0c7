import Testing

@testable import TermCellsLines

/// fzf's extended search syntax, term by term.
@Suite struct MatchPatternTests {
    private func kinds(_ query: String, mode: MatchPattern.Mode = .fuzzy) -> [[String]] {
        MatchPattern(query, mode: mode).termSets.map { set in
            set.map { "\($0.isInverse ? "!" : "")\($0.kind):\($0.text)" }
        }
    }

    @Test func everyMarkerMakesItsKindOfTerm() {
        #expect(
            kinds("fuzzy 'exact ^prefix suffix$ ^equal$") == [
                ["fuzzy:fuzzy"], ["exact:exact"], ["prefix:prefix"], ["suffix:suffix"], ["equal:equal"],
            ])
        #expect(
            kinds("!exact !'fuzzy !^prefix !suffix$ !^equal$") == [
                ["!exact:exact"], ["!fuzzy:fuzzy"], ["!prefix:prefix"], ["!suffix:suffix"], ["!equal:equal"],
            ])
    }

    @Test func exactModeFlipsTheQuote() {
        #expect(kinds("plain 'quoted ^start", mode: .exact) == [["exact:plain"], ["fuzzy:quoted"], ["prefix:start"]])
    }

    @Test func barsJoinTermsIntoOrSets() {
        #expect(kinds("a | b c | !d e") == [["fuzzy:a", "fuzzy:b"], ["fuzzy:c", "!exact:d"], ["fuzzy:e"]])
        // A bar with nothing before it is a term of its own.
        #expect(kinds("| a") == [["fuzzy:|"], ["fuzzy:a"]])
    }

    @Test func spacesSeparateTermsUnlessEscaped() {
        #expect(kinds("  foo\\ bar   baz  ") == [["fuzzy:foo bar"], ["fuzzy:baz"]])
        #expect(kinds("foo\\ ") == [["fuzzy:foo "]])
        #expect(MatchPattern("   ").isEmpty)
    }

    @Test func markersAloneAreNotTerms() {
        #expect(kinds("^ ' ! $") == [["fuzzy:$"]])
    }

    @Test func caseCountsPerTermWithAnUppercaseLetter() {
        let terms = MatchPattern("Foo bar ^Baz").termSets.map { $0[0] }
        #expect(terms.map(\.isCaseSensitive) == [true, false, true])
        #expect(terms.map(\.text) == ["Foo", "bar", "Baz"])
    }

    @Test func onlyInverseTermsKeepInputOrder() {
        #expect(!MatchPattern("!foo !^bar").isRankable)
        #expect(MatchPattern("!foo bar").isRankable)
    }
}
