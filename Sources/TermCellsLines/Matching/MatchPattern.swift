/// A query compiled for matching lines, with fzf's extended search syntax.
///
/// Space-separated terms must all match (AND); `a | b` matches when either does (OR). A term is
/// fuzzy (its characters in order) unless marked: `'exact` substring, `^prefix`, `suffix$`,
/// `^equal$`, and `!` before any of them inverts it (`!term` is an inverse *exact* term, `!'term`
/// an inverse fuzzy one). `\ ` is a space inside a term. With ``Mode/exact``, unmarked terms are
/// exact and `'` makes a term fuzzy. Case is smart per term: a term with an uppercase letter is
/// matched case-sensitively, any other ignoring case.
public struct MatchPattern: Sendable, Equatable {
    /// What an unmarked term means.
    public enum Mode: Sendable, Equatable {
        /// Unmarked terms are fuzzy (fzf's default).
        case fuzzy
        /// Unmarked terms are exact substrings (`fzf --exact`).
        case exact
    }

    /// The query as typed.
    public let query: String
    /// What unmarked terms mean.
    public let mode: Mode
    /// Every term, set after set.
    let terms: [MatchTerm]
    /// The end, in ``terms``, of each OR set.
    let setEnds: [Int]
    /// The characters of every term, back to back (folded to lowercase where case is ignored).
    let characters: [UInt32]

    /// The terms grouped in OR sets; a line matches when every set has a term that matches it.
    public var termSets: [[MatchTerm]] {
        var start = 0
        return setEnds.map { end in
            defer { start = end }
            return Array(terms[start..<end])
        }
    }

    /// Whether the pattern has no term: every line matches, in input order.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether matches can be ranked by score: false when every term is inverse (all scores are
    /// 0), and then lines keep their input order, as in fzf.
    public var isRankable: Bool { terms.contains { !$0.isInverse } }

    /// Compiles `query`.
    public init(_ query: String, mode: Mode = .fuzzy) {
        self.query = query
        self.mode = mode
        var parser = MatchPatternParser(mode: mode)
        parser.parse(query)
        terms = parser.terms
        setEnds = parser.setEnds
        characters = parser.characters
    }

    /// Whether two patterns match the same lines the same way (their terms are equal, however
    /// the queries were spaced).
    public static func == (lhs: MatchPattern, rhs: MatchPattern) -> Bool {
        lhs.mode == rhs.mode && lhs.terms == rhs.terms && lhs.setEnds == rhs.setEnds && lhs.characters == rhs.characters
    }
}
