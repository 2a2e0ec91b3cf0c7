/// Buffers a ``LineMatcher`` reuses from line to line, so that matching allocates nothing per line:
/// they grow only when a line is longer than every line before it.
final class MatchScratch {
    /// Per character of the line: the first pattern character's row, its consecutive run
    /// lengths, the bonus, and the folded character.
    private(set) var firstRow = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var firstRun = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var bonuses = UnsafeMutablePointer<Int16>.allocate(capacity: 0)
    private(set) var folded = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var lineCapacity = 0
    /// The score and run matrices of the alignment, `MatchScoring.alignmentCellLimit` cells each.
    let scores = UnsafeMutablePointer<Int16>.allocate(capacity: MatchScoring.alignmentCellLimit)
    let runs = UnsafeMutablePointer<Int16>.allocate(capacity: MatchScoring.alignmentCellLimit)
    /// Where each pattern character first occurs.
    private(set) var firstOccurrences = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var patternCapacity = 0
    /// A decoded line: scalars, their lowercase, classes, and the byte offset of each.
    private(set) var scalars = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var lowered = UnsafeMutablePointer<UInt32>.allocate(capacity: 0)
    private(set) var scalarClasses = UnsafeMutablePointer<CharacterClass>.allocate(capacity: 0)
    private(set) var byteOffsets = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var decodeCapacity = 0
    /// ASCII classes, read in place by ``ASCIIText``.
    let asciiClasses = UnsafeMutablePointer<CharacterClass>.allocate(capacity: 128)
    /// ``MatchScoring/bonus(after:_:)`` for every pair of classes, in memory of the worker's own.
    let bonusTable = UnsafeMutablePointer<Int16>.allocate(capacity: CharacterClass.count * CharacterClass.count)

    init() {
        for byte in 0..<128 { asciiClasses[byte] = CharacterClass.ofASCII(UInt8(byte)) }
        for previous in CharacterClass.allCases {
            for current in CharacterClass.allCases {
                bonusTable[Int(previous.rawValue) * CharacterClass.count + Int(current.rawValue)] = MatchScoring.bonus(
                    after: previous, current)
            }
        }
    }

    @inline(__always)
    func bonus(after previous: CharacterClass, _ current: CharacterClass) -> Int16 {
        bonusTable[Int(previous.rawValue) &* CharacterClass.count &+ Int(current.rawValue)]
    }

    deinit {
        for pointer in [firstRow, firstRun, bonuses, scores, runs] { pointer.deallocate() }
        for pointer in [folded, scalars, lowered] { pointer.deallocate() }
        firstOccurrences.deallocate()
        byteOffsets.deallocate()
        scalarClasses.deallocate()
        asciiClasses.deallocate()
        bonusTable.deallocate()
    }

    /// Makes room for a line of `characters` and a pattern of `patternLength`.
    @inline(__always)
    func reserve(characters: Int, patternLength: Int) {
        if characters > lineCapacity { growLine(to: characters) }
        if patternLength > patternCapacity {
            patternCapacity = max(patternLength, 2 * patternCapacity)
            Self.replace(&firstOccurrences, patternCapacity)
        }
    }

    private func growLine(to characters: Int) {
        let capacity = max(characters, 2 * lineCapacity, 256)
        Self.replace(&firstRow, capacity)
        Self.replace(&firstRun, capacity)
        Self.replace(&bonuses, capacity)
        Self.replace(&folded, capacity)
        lineCapacity = capacity
    }

    /// Frees `pointer`'s buffer for a new one of `capacity` (contents are not kept).
    private static func replace<Element>(_ pointer: inout UnsafeMutablePointer<Element>, _ capacity: Int) {
        pointer.deallocate()
        pointer = .allocate(capacity: capacity)
    }

    /// Decodes `bytes` into the scalar buffers; returns the line as a ``DecodedText``.
    func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> DecodedText {
        if bytes.count > decodeCapacity {
            let capacity = max(bytes.count, 2 * decodeCapacity, 256)
            Self.replace(&scalars, capacity)
            Self.replace(&lowered, capacity)
            Self.replace(&scalarClasses, capacity)
            Self.replace(&byteOffsets, capacity)
            decodeCapacity = capacity
        }
        let count = ScalarDecoder.decode(bytes, into: scalars, offsets: byteOffsets)
        for index in 0..<count {
            let value = scalars[index]
            if value < 0x80 {
                let byte = UInt8(truncatingIfNeeded: value)
                scalarClasses[index] = asciiClasses[Int(byte)]
                lowered[index] = UInt32(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            } else {
                scalarClasses[index] = CharacterClass.of(value)
                lowered[index] = CharacterClass.lowercase(value)
            }
        }
        return DecodedText(scalars: scalars, lowered: lowered, classes: scalarClasses, count: count)
    }
}
