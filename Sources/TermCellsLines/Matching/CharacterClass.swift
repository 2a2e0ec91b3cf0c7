/// What kind of character a line holds at a position, for the bonus of a match there.
enum CharacterClass: UInt8, CaseIterable {
    case white, nonWord, delimiter, lower, upper, letter, number

    static let count = allCases.count

    /// Letters and digits: a match on one of them after a separator is a word start.
    var isWord: Bool { rawValue > CharacterClass.nonWord.rawValue }

    /// Letters and digits only (``isWord`` counts delimiters too, as fzf does).
    var isLetterOrDigit: Bool { rawValue >= CharacterClass.lower.rawValue }

    /// The class of an ASCII byte (a table lookup).
    @inline(__always)
    static func ofASCII(_ byte: UInt8) -> CharacterClass {
        asciiTable[Int(byte & 0x7F)]
    }

    private static let asciiTable: [CharacterClass] = (0..<128).map { classify(UInt8($0)) }

    private static func classify(_ byte: UInt8) -> CharacterClass {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return .white
        case UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "|"):
            return .delimiter
        default: return .nonWord
        }
    }

    /// The class of any scalar; ASCII through the table, the rest by Unicode properties.
    static func of(_ value: UInt32) -> CharacterClass {
        if value < 0x80 { return ofASCII(UInt8(truncatingIfNeeded: value)) }
        guard let scalar = Unicode.Scalar(value) else { return .nonWord }
        if value == 0x85 || value == 0xA0 { return .white }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .lowercaseLetter: return .lower
        case .uppercaseLetter: return .upper
        case .decimalNumber, .letterNumber, .otherNumber: return .number
        case .titlecaseLetter, .modifierLetter, .otherLetter: return .letter
        default: return properties.isWhitespace ? .white : .nonWord
        }
    }
}
