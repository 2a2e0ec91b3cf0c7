/// The points fzf gives a match, so that results rank as they do in fzf (its "default" scheme).
///
/// A matched character earns ``match``, plus a bonus for where it stands: at a word start, after a
/// delimiter, on a camelCase hump or the first digit of a number. The pattern's first character
/// earns its bonus twice. A gap between matches costs ``gapStart`` and ``gapExtension`` per further
/// character, so a word-start bonus is cancelled by a gap of about 8 characters. Characters of a
/// consecutive run keep the bonus of the run's first character (at least ``consecutive``).
enum MatchScoring {
    static let match: Int16 = 16
    static let gapStart: Int16 = -3
    static let gapExtension: Int16 = -1
    /// A word start after a non-word character (`_`, `-`, `.`, …).
    static let boundary: Int16 = match / 2
    /// A non-word character itself.
    static let nonWord: Int16 = match / 2
    /// A word start after whitespace, or the line's first character.
    static let boundaryWhite: Int16 = boundary + 2
    /// A word start after a delimiter: `/`, `,`, `:`, `;`, `|`.
    static let boundaryDelimiter: Int16 = boundary + 1
    /// An uppercase letter after a lowercase one, or a digit after a non-digit.
    static let camel123: Int16 = boundary + gapExtension
    /// The least bonus of a character in a consecutive run.
    static let consecutive: Int16 = -(gapStart + gapExtension)
    static let firstCharacterMultiplier: Int16 = 2

    /// Lines longer than this many characters times the pattern's length are matched greedily
    /// (the first occurrence, shortened from its end) instead of by the optimal alignment, which
    /// costs O(characters × pattern) time and scratch: fzf's bound, so the same lines rank alike.
    static let alignmentCellLimit = 100 * 1024

    /// The bonus of a character of class `current` after one of class `previous`.
    @inline(__always)
    static func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        bonusTable[Int(previous.rawValue) &* CharacterClass.count &+ Int(current.rawValue)]
    }

    private static let bonusTable: [Int16] = {
        var table = [Int16](repeating: 0, count: CharacterClass.count * CharacterClass.count)
        for previous in CharacterClass.allCases {
            for current in CharacterClass.allCases {
                table[Int(previous.rawValue) * CharacterClass.count + Int(current.rawValue)] = computedBonus(
                    previous, current)
            }
        }
        return table
    }()

    private static func computedBonus(_ previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        if current.isWord {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if previous == .lower && current == .upper || previous != .number && current == .number {
            return camel123
        }
        switch current {
        case .nonWord: return nonWord
        case .white: return boundaryWhite
        default: return 0
        }
    }
}
