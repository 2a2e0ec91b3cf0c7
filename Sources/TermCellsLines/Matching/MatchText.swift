/// A line as the match algorithms read it: characters by index, folded or not, and their class.
///
/// Two forms, so that the common ASCII line is read in place from its bytes and only lines with
/// other bytes are decoded first (into a worker's scratch, see ``ScalarDecoder``).
protocol MatchText {
    var count: Int { get }
    /// The character at `index`, lowercased unless `caseSensitive`.
    func character(at index: Int, caseSensitive: Bool) -> UInt32
    func characterClass(at index: Int) -> CharacterClass
}

/// An ASCII line, read in place.
struct ASCIIText: MatchText {
    let bytes: UnsafeBufferPointer<UInt8>
    let classes: UnsafePointer<CharacterClass>

    var count: Int { bytes.count }

    @inline(__always)
    func character(at index: Int, caseSensitive: Bool) -> UInt32 {
        let byte = bytes[index]
        return UInt32(caseSensitive ? byte : (byte &- 0x41 < 26 ? byte | 0x20 : byte))
    }

    @inline(__always)
    func characterClass(at index: Int) -> CharacterClass {
        classes[Int(bytes[index] & 0x7F)]
    }
}

/// A line decoded to Unicode scalars, with each one's lowercase and class worked out once.
struct DecodedText: MatchText {
    let scalars: UnsafePointer<UInt32>
    let lowered: UnsafePointer<UInt32>
    let classes: UnsafePointer<CharacterClass>
    let count: Int

    @inline(__always)
    func character(at index: Int, caseSensitive: Bool) -> UInt32 {
        caseSensitive ? scalars[index] : lowered[index]
    }

    @inline(__always)
    func characterClass(at index: Int) -> CharacterClass {
        classes[index]
    }
}

extension MatchText {
    /// The bonus of a match at `index` (fzf's `bonusAt`: the line's start counts as after whitespace).
    @inline(__always)
    func bonus(at index: Int) -> Int16 {
        index == 0
            ? MatchScoring.boundaryWhite
            : MatchScoring.bonus(after: characterClass(at: index - 1), characterClass(at: index))
    }

    /// The number of whitespace characters the line starts with.
    func leadingWhitespaceCount() -> Int {
        var index = 0
        while index < count, characterClass(at: index) == .white { index += 1 }
        return index
    }

    /// The number of whitespace characters the line ends with.
    func trailingWhitespaceCount() -> Int {
        var index = count
        while index > 0, characterClass(at: index - 1) == .white { index -= 1 }
        return count - index
    }

    /// The length fzf breaks ties with: characters, surrounding whitespace aside.
    func trimmedLength() -> Int {
        let leading = leadingWhitespaceCount()
        return leading == count ? 0 : count - leading - trailingWhitespaceCount()
    }
}

extension CharacterClass {
    /// The lowercase of a non-ASCII scalar, as one scalar (the first of a longer mapping).
    static func lowercase(_ value: UInt32) -> UInt32 {
        guard value >= 0x80, let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else {
            return value < 0x80 && value &- 0x41 < 26 ? value | 0x20 : value
        }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
    }
}
