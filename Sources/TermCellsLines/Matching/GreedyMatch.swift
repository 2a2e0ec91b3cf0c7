/// Fuzzy matching for lines too long for the alignment table (fzf's "v1"): the first occurrence
/// of the pattern, shortened from its end, scored as the table would score that one alignment.
/// Cost: O(line) time, no scratch.
extension LineMatcher {
    func greedyScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        guard m > 0 else { return 0 }
        var matched = 0
        var start = -1
        var end = -1
        var index = 0
        while index < text.count {
            if text.character(at: index, caseSensitive: caseSensitive) == pattern[matched] {
                if start < 0 { start = index }
                matched += 1
                if matched == m {
                    end = index + 1
                    break
                }
            }
            index += 1
        }
        guard end >= 0 else { return LineMatcher.noMatch }
        // Back from the end: the shortest span ending there.
        matched -= 1
        index = end - 1
        while index >= start {
            if text.character(at: index, caseSensitive: caseSensitive) == pattern[matched] {
                matched -= 1
                if matched < 0 {
                    start = index
                    break
                }
            }
            index -= 1
        }
        return spanScore(
            text, pattern, caseSensitive: caseSensitive, span: start..<end, recordsPositions: recordsPositions)
    }

    /// The score of the pattern matched left to right, as early as possible, within `span`
    /// (fzf's `calculateScore`): the same points as the table, for one given alignment.
    func spanScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, span: Range<Int>,
        recordsPositions: Bool
    ) -> Int {
        var matched = 0
        var score = 0
        var inGap = false
        var run = 0
        var runBonus: Int16 = 0
        var previousClass = span.lowerBound > 0 ? text.characterClass(at: span.lowerBound - 1) : .white
        for index in span {
            let characterClass = text.characterClass(at: index)
            if matched < pattern.count, text.character(at: index, caseSensitive: caseSensitive) == pattern[matched] {
                if recordsPositions { positions.append(Int32(truncatingIfNeeded: index)) }
                score += Int(MatchScoring.match)
                var bonus = MatchScoring.bonus(after: previousClass, characterClass)
                if run == 0 {
                    runBonus = bonus
                } else {
                    if bonus >= MatchScoring.boundary && bonus > runBonus { runBonus = bonus }
                    bonus = max(bonus, runBonus, MatchScoring.consecutive)
                }
                score += Int(matched == 0 ? bonus * MatchScoring.firstCharacterMultiplier : bonus)
                inGap = false
                run += 1
                matched += 1
            } else {
                score += Int(inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                inGap = true
                run = 0
                runBonus = 0
            }
            previousClass = characterClass
        }
        return score
    }
}
