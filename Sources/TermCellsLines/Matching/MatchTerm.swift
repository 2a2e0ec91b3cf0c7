/// One term of a ``MatchPattern``: a word of the query with what its prefixes and suffixes
/// (`'`, `^`, `$`, `!`) made of it.
public struct MatchTerm: Sendable, Equatable {
    /// How a term meets a line.
    public enum Kind: Sendable, Equatable {
        /// The term's characters in order, anything between them (`abc`).
        case fuzzy
        /// The term as a substring (`'abc`, or any term with `--exact`).
        case exact
        /// The line starts with the term, leading whitespace aside (`^abc`).
        case prefix
        /// The line ends with the term, trailing whitespace aside (`abc$`).
        case suffix
        /// The line is the term, surrounding whitespace aside (`^abc$`).
        case equal
    }

    /// How the term meets a line.
    public let kind: Kind
    /// Whether a line matches when the term does *not* meet it (`!abc`).
    public let isInverse: Bool
    /// Whether case counts (smart case: the term has an uppercase letter).
    public let isCaseSensitive: Bool
    /// The term's text without its markers, lowercased unless case counts.
    public let text: String
    /// Where the term's characters are in ``MatchPattern``'s flat character array.
    let characters: Range<Int>
    /// Whether every character of the term is ASCII (only then can it meet an ASCII line).
    let isASCII: Bool
}
