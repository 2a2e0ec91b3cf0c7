import Testing

@testable import TermCellsLines

/// Every kind of term against the same lines, as `fzf --filter` answers.
@Suite struct ExtendedSearchTests {
    let lines = ["src/main.swift", "src/main.c", "docs/main.md", "README.md", "  padded  ", "foo bar", "foobar"]

    private func matches(_ query: String, mode: MatchPattern.Mode = .fuzzy) -> Set<String> {
        Set(ranked(query, lines, mode: mode))
    }

    @Test func exactPrefixSuffixAndEqual() {
        #expect(matches("'main.s") == ["src/main.swift"])
        #expect(matches("mai.s") == ["src/main.swift"])
        #expect(matches("^src") == ["src/main.swift", "src/main.c"])
        #expect(matches("^rc").isEmpty)
        #expect(matches(".md$") == ["docs/main.md", "README.md"])
        #expect(matches("^readme.md$") == ["README.md"])
        #expect(matches("^padded$") == ["  padded  "], "surrounding whitespace is not part of the line")
        #expect(matches("^padded") == ["  padded  "])
        #expect(matches("padded$") == ["  padded  "])
    }

    @Test func inverseTerms() {
        #expect(matches("!src") == ["docs/main.md", "README.md", "  padded  ", "foo bar", "foobar"])
        #expect(matches("!^src !.md$") == ["  padded  ", "foo bar", "foobar"])
        #expect(matches("main !swift") == ["src/main.c", "docs/main.md"])
        // `!'` is an inverse fuzzy term: no line with s…m…n.
        #expect(matches("!'smn") == ["README.md", "  padded  ", "foo bar", "foobar"])
        #expect(matches("!^README.md$") == Set(lines).subtracting(["README.md"]))
    }

    @Test func andOfOrSets() {
        #expect(matches("swift | md") == ["src/main.swift", "docs/main.md", "README.md"])
        #expect(matches("swift | md ^docs") == ["docs/main.md"])
        #expect(matches("!src | foo") == ["docs/main.md", "README.md", "  padded  ", "foo bar", "foobar"])
    }

    @Test func anEscapedSpaceIsPartOfTheTerm() {
        #expect(matches("foo\\ bar") == ["foo bar"])
        #expect(matches("foo bar") == ["foo bar", "foobar"])
    }

    @Test func exactMode() {
        #expect(matches("ma.c", mode: .exact).isEmpty)
        #expect(matches("main.c", mode: .exact) == ["src/main.c"])
        #expect(matches("'ma.c", mode: .exact) == ["src/main.c"])
        #expect(matches("^src main.c", mode: .exact) == ["src/main.c"])
    }

    @Test func inverseMatchesScoreNothingInARankedQuery() {
        // fzf's order: the `foo` lines first, then the rest by length.
        #expect(ranked("!src | foo", lines) == ["foobar", "foo bar", "  padded  ", "README.md", "docs/main.md"])
    }

    @Test func inverseOnlyQueriesKeepInputOrder() {
        #expect(ranked("!src", lines) == ["docs/main.md", "README.md", "  padded  ", "foo bar", "foobar"])
    }
}
