/// Matches lines against a ``MatchPattern`` and scores them as fzf does; one per worker thread.
///
/// Everything a line needs is in the matcher's ``MatchScratch``: matching allocates nothing per
/// line (hot path). An ASCII line is read in place; any other line is decoded once into the
/// scratch, `U+FFFD` for invalid bytes.
final class LineMatcher {
    /// What a matching line scored.
    struct Outcome {
        /// The sum of the terms' scores.
        var score: Int
        /// Characters, surrounding whitespace aside: the first tie-breaker.
        var length: Int
    }

    /// What a term's score function returns for a line it does not meet (a score may be negative).
    static let noMatch = Int.min

    let pattern: MatchPattern
    /// Whether outcomes need their score (false: whether a line matches is enough, which spares
    /// the alignment of fuzzy terms).
    let scores: Bool
    let scratch = MatchScratch()
    /// The matched character indexes of the last ``match(_:isASCII:recordsPositions:)`` asked
    /// for them, in term order.
    var positions: [Int32] = []
    /// Whether the last line matched was decoded (its positions are scalar indexes whose byte
    /// offsets are in the scratch).
    private(set) var lastLineWasDecoded = false

    init(pattern: MatchPattern, scores: Bool = true) {
        self.pattern = pattern
        self.scores = scores
        positions.reserveCapacity(64)
    }

    /// The outcome of `line`, or nil when it does not match.
    func match(_ line: UnsafeBufferPointer<UInt8>, isASCII: Bool, recordsPositions: Bool = false) -> Outcome? {
        if recordsPositions { positions.removeAll(keepingCapacity: true) }
        lastLineWasDecoded = !isASCII
        if isASCII {
            let text = ASCIIText(bytes: line, classes: scratch.asciiClasses)
            guard let score = score(text, bytesIfASCII: line, recordsPositions: recordsPositions) else { return nil }
            return Outcome(score: score, length: text.trimmedLength())
        }
        let text = scratch.decode(line)
        guard let score = score(text, bytesIfASCII: nil, recordsPositions: recordsPositions) else { return nil }
        return Outcome(score: score, length: text.trimmedLength())
    }

    /// The extended-search rule: every OR set needs a term that meets the line; an inverse
    /// term meets it by not matching (and scores 0).
    @inline(__always)
    private func score<Text: MatchText>(_ text: Text, bytesIfASCII: UnsafeBufferPointer<UInt8>?, recordsPositions: Bool)
        -> Int?
    {
        pattern.characters.withUnsafeBufferPointer { characters in
            pattern.terms.withUnsafeBufferPointer { terms in
                var total = 0
                var setStart = 0
                for setEnd in pattern.setEnds {
                    var matched = false
                    var setScore = 0
                    for termIndex in setStart..<setEnd {
                        let term = terms[termIndex]
                        let termCharacters = UnsafeBufferPointer(rebasing: characters[term.characters])
                        let score = self.score(
                            of: term, termCharacters, in: text, bytesIfASCII: bytesIfASCII,
                            recordsPositions: recordsPositions && !term.isInverse)
                        if score != LineMatcher.noMatch {
                            if term.isInverse { continue }
                            setScore = score
                            matched = true
                            break
                        } else if term.isInverse {
                            setScore = 0
                            matched = true
                        }
                    }
                    guard matched else { return nil }
                    total += setScore
                    setStart = setEnd
                }
                return total
            }
        }
    }

    @inline(__always)
    private func score<Text: MatchText>(
        of term: MatchTerm, _ characters: UnsafeBufferPointer<UInt32>, in text: Text,
        bytesIfASCII: UnsafeBufferPointer<UInt8>?, recordsPositions: Bool
    ) -> Int {
        let caseSensitive = term.isCaseSensitive
        switch term.kind {
        case .fuzzy, .exact:
            var start = 0
            if let bytes = bytesIfASCII {
                guard term.isASCII else { return Self.noMatch }
                start = Self.firstCandidate(in: bytes, characters, caseSensitive: caseSensitive)
                guard start >= 0 else { return Self.noMatch }
                // Found in order: that is a fuzzy match; only its score needs the alignment.
                if !scores && term.kind == .fuzzy { return 0 }
            }
            if term.kind == .exact {
                return exactScore(
                    text, characters, caseSensitive: caseSensitive, from: start, recordsPositions: recordsPositions)
            }
            if !scores || text.count * characters.count > MatchScoring.alignmentCellLimit {
                return greedyScore(text, characters, caseSensitive: caseSensitive, recordsPositions: recordsPositions)
            }
            return alignedScore(
                text, characters, caseSensitive: caseSensitive, from: start, recordsPositions: recordsPositions)
        case .prefix:
            return prefixScore(text, characters, caseSensitive: caseSensitive, recordsPositions: recordsPositions)
        case .suffix:
            return suffixScore(text, characters, caseSensitive: caseSensitive, recordsPositions: recordsPositions)
        case .equal:
            return equalScore(text, characters, caseSensitive: caseSensitive, recordsPositions: recordsPositions)
        }
    }

    /// A quick test of an ASCII line: finds the pattern's characters in order (either case of a
    /// letter when case is ignored, see ``ByteSearch``). Returns -1 when they are not all there,
    /// else the index just before the first one's first occurrence (where scanning starts).
    @inline(__always)
    static func firstCandidate(
        in bytes: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool
    ) -> Int {
        guard let base = bytes.baseAddress else { return pattern.isEmpty ? 0 : -1 }
        let count = bytes.count
        var from = 0
        var first = 0
        for (offset, character) in pattern.enumerated() {
            guard character < 0x80 else { return -1 }
            let byte = UInt8(truncatingIfNeeded: character)
            let found = ByteSearch.firstIndex(
                of: byte, fold: ByteSearch.foldMask(for: byte, caseSensitive: caseSensitive), in: base, from: from,
                to: count)
            guard found < count else { return -1 }
            if offset == 0 && found > 0 { first = found - 1 }
            from = found + 1
        }
        return first
    }
}
