/// Where a pattern matched a line: the characters a cell highlights.
///
/// Offsets are given in two units, both ascending and without duplicates:
/// - ``scalarOffsets``: indexes among the Unicode scalars of the line *as shown*
///   (``LineStore/string(at:)``, invalid UTF-8 read as one `U+FFFD` per maximal invalid
///   sequence) — fzf's unit; ``characterOffsets(in:)`` turns them into `Character` indexes;
/// - ``byteOffsets``: where each of those scalars starts in the line's bytes *as stored*
///   (``LineStore/bytes(ofLine:)``).
public struct LineMatchPositions: Sendable, Equatable {
    /// The matched scalars' indexes in the decoded line.
    public let scalarOffsets: [Int]
    /// The first byte of each matched scalar in the raw line.
    public let byteOffsets: [Int]
    /// The line's score (the sum of its terms' scores).
    public let score: Int

    /// The indexes of the `Character`s (grapheme clusters) of `text` that hold a matched scalar,
    /// `text` being the decoded line. Cost: O(text).
    public func characterOffsets(in text: String) -> [Int] {
        var result: [Int] = []
        var wanted = scalarOffsets[...]
        var scalarIndex = 0
        for (characterIndex, character) in text.enumerated() {
            let scalarCount = character.unicodeScalars.count
            var holds = false
            while let next = wanted.first, next < scalarIndex + scalarCount {
                if next >= scalarIndex { holds = true }
                wanted = wanted.dropFirst()
            }
            if holds { result.append(characterIndex) }
            scalarIndex += scalarCount
            if wanted.isEmpty { break }
        }
        return result
    }
}

extension LineStore {
    /// Where `pattern` matches line `index`, or nil when it does not match (or is out of range).
    ///
    /// For the rows on screen: it builds a matcher per call (see ``MatchPositionFinder`` to
    /// reuse one across rows).
    public func matchPositions(ofLine index: Int, for pattern: MatchPattern) -> LineMatchPositions? {
        MatchPositionFinder(pattern: pattern).positions(ofLine: index, in: self)
    }
}

/// Finds match positions line after line with one matcher (its scratch reused): make one per
/// pattern and ask it for each visible row.
public final class MatchPositionFinder {
    /// The pattern whose matches are located.
    public var pattern: MatchPattern { matcher.pattern }
    private let matcher: LineMatcher

    /// A finder for `pattern`.
    public init(pattern: MatchPattern) {
        matcher = LineMatcher(pattern: pattern)
    }

    /// Where the pattern matches line `index` of `store`, or nil.
    public func positions(ofLine index: Int, in store: LineStore) -> LineMatchPositions? {
        guard index >= 0, index < store.count else { return nil }
        let bytes = store.bytes(ofLine: index)
        return bytes.withUnsafeBufferPointer { positions(in: $0, isASCII: store.isASCII(line: index)) }
    }

    /// Where the pattern matches `bytes` (one line, UTF-8 as it came), or nil.
    public func positions(inBytes bytes: some Collection<UInt8>) -> LineMatchPositions? {
        let line = Array(bytes)
        return line.withUnsafeBufferPointer { positions(in: $0, isASCII: line.allSatisfy { $0 < 0x80 }) }
    }

    private func positions(in bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> LineMatchPositions? {
        guard let outcome = matcher.match(bytes, isASCII: isASCII, recordsPositions: true) else { return nil }
        let scalars = Array(Set(matcher.positions.map(Int.init))).sorted()
        let offsets = matcher.lastLineWasDecoded ? scalars.map { Int(matcher.scratch.byteOffsets[$0]) } : scalars
        return LineMatchPositions(scalarOffsets: scalars, byteOffsets: offsets, score: outcome.score)
    }
}
