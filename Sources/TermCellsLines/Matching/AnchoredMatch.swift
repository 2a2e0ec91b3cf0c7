/// The exact kinds of term: a substring anywhere (the occurrence with the best bonus at its
/// start), at the start, at the end, or the whole line — surrounding whitespace aside, as fzf.
extension LineMatcher {
    func exactScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, from start: Int,
        recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        guard m > 0 else { return 0 }
        guard text.count >= m else { return LineMatcher.noMatch }
        var matched = 0
        var bestEnd = -1
        var bonus: Int16 = 0
        var bestBonus: Int16 = -1
        var index = start
        while index < text.count {
            if text.character(at: index, caseSensitive: caseSensitive) == pattern[matched] {
                if matched == 0 { bonus = text.bonus(at: index) }
                matched += 1
                if matched == m {
                    if bonus > bestBonus {
                        bestEnd = index + 1
                        bestBonus = bonus
                    }
                    if bonus >= MatchScoring.boundary { break }
                    index -= matched - 1
                    matched = 0
                    bonus = 0
                }
            } else {
                index -= matched
                matched = 0
                bonus = 0
            }
            index += 1
        }
        guard bestEnd >= 0 else { return LineMatcher.noMatch }
        return spanScore(
            text, pattern, caseSensitive: caseSensitive, span: (bestEnd - m)..<bestEnd,
            recordsPositions: recordsPositions)
    }

    func prefixScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        guard m > 0 else { return 0 }
        let start = Self.isSpace(pattern[0]) ? 0 : text.leadingWhitespaceCount()
        guard text.count - start >= m, text.has(pattern, at: start, caseSensitive: caseSensitive) else {
            return LineMatcher.noMatch
        }
        return spanScore(
            text, pattern, caseSensitive: caseSensitive, span: start..<(start + m), recordsPositions: recordsPositions)
    }

    func suffixScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        var end = text.count
        if m == 0 || !Self.isSpace(pattern[m - 1]) { end -= text.trailingWhitespaceCount() }
        guard m > 0 else { return 0 }
        let start = end - m
        guard start >= 0, text.has(pattern, at: start, caseSensitive: caseSensitive) else { return LineMatcher.noMatch }
        return spanScore(
            text, pattern, caseSensitive: caseSensitive, span: start..<end, recordsPositions: recordsPositions)
    }

    func equalScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        guard m > 0 else { return LineMatcher.noMatch }
        let start = Self.isSpace(pattern[0]) ? 0 : text.leadingWhitespaceCount()
        let trailing = Self.isSpace(pattern[m - 1]) ? 0 : text.trailingWhitespaceCount()
        guard text.count - start - trailing == m, text.has(pattern, at: start, caseSensitive: caseSensitive) else {
            return LineMatcher.noMatch
        }
        if recordsPositions {
            for index in start..<(start + m) { positions.append(Int32(truncatingIfNeeded: index)) }
        }
        let white = Int(MatchScoring.boundaryWhite)
        return (Int(MatchScoring.match) + white) * m + (Int(MatchScoring.firstCharacterMultiplier) - 1) * white
    }

    static func isSpace(_ character: UInt32) -> Bool {
        CharacterClass.of(character) == .white
    }
}

extension MatchText {
    /// Whether `pattern` occurs at `start` (which leaves room for it).
    func has(_ pattern: UnsafeBufferPointer<UInt32>, at start: Int, caseSensitive: Bool) -> Bool {
        guard start >= 0, start + pattern.count <= count else { return false }
        for offset in 0..<pattern.count
        where character(at: start + offset, caseSensitive: caseSensitive) != pattern[offset] {
            return false
        }
        return true
    }
}
