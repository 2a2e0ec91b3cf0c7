/// The optimal alignment of a fuzzy term (fzf's "v2"): a Smith-Waterman-like table over the
/// span between the pattern's first possible start and its last character's last occurrence,
/// where a pattern character may only match (never be skipped), gaps cost, and a run keeps the
/// bonus of its first character. Cost: O(span × pattern) time in preallocated scratch.
extension LineMatcher {
    /// The best score of `pattern` in `text`, or -1; `start` is where the scan may begin (the
    /// character before the first candidate). Appends the matched indexes to ``positions`` when
    /// `recordsPositions`.
    func alignedScore<Text: MatchText>(
        _ text: Text, _ pattern: UnsafeBufferPointer<UInt32>, caseSensitive: Bool, from start: Int,
        recordsPositions: Bool
    ) -> Int {
        let m = pattern.count
        let n = text.count
        guard m > 0 else { return 0 }
        scratch.reserve(characters: n, patternLength: m)
        let firstRow = scratch.firstRow
        let firstRun = scratch.firstRun
        let bonuses = scratch.bonuses
        let folded = scratch.folded
        let firsts = scratch.firstOccurrences
        let scratch = self.scratch

        // Nothing after the last pattern character's last occurrence can be part of a match.
        var end = n
        let lastCharacter = pattern[m - 1]
        while end > start, text.character(at: end - 1, caseSensitive: caseSensitive) != lastCharacter { end -= 1 }
        guard end > start else { return LineMatcher.noMatch }

        // Pass 1: fold, classify, find each pattern character's first occurrence in order, the
        // last occurrence of the last one, and the scores of the first pattern character alone.
        var maxScore: Int16 = 0
        var maxPosition = 0
        var matched = 0
        var last = 0
        let first = pattern[0]
        var wanted = first
        var previousScore: Int16 = 0
        var previousClass = CharacterClass.white
        var inGap = false
        var index = start
        while index < end {
            let character = text.character(at: index, caseSensitive: caseSensitive)
            let characterClass = text.characterClass(at: index)
            folded[index] = character
            let bonus = scratch.bonus(after: previousClass, characterClass)
            bonuses[index] = bonus
            previousClass = characterClass
            if character == wanted {
                if matched < m {
                    firsts[matched] = Int32(truncatingIfNeeded: index)
                    matched += 1
                    wanted = pattern[min(matched, m - 1)]
                }
                last = index
            }
            if character == first {
                let score = MatchScoring.match &+ bonus &* MatchScoring.firstCharacterMultiplier
                firstRow[index] = score
                firstRun[index] = 1
                if m == 1 && score > maxScore {
                    maxScore = score
                    maxPosition = index
                    if bonus >= MatchScoring.boundary { break }
                }
                inGap = false
            } else {
                firstRow[index] = max(previousScore &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart), 0)
                firstRun[index] = 0
                inGap = true
            }
            previousScore = firstRow[index]
            index += 1
        }
        guard matched == m else { return LineMatcher.noMatch }
        if m == 1 {
            if recordsPositions { positions.append(Int32(truncatingIfNeeded: maxPosition)) }
            return Int(maxScore)
        }

        // Pass 2: the table, one row per further pattern character, from its first occurrence.
        let origin = Int(firsts[0])
        let width = last - origin + 1
        let scores = scratch.scores
        let runs = scratch.runs
        for column in 0..<width {
            scores[column] = firstRow[origin + column]
            runs[column] = firstRun[origin + column]
        }
        for row in 1..<m {
            let rowStart = Int(firsts[row])
            let character = pattern[row]
            let here = row * width - origin
            let above = here - width
            var inGap = false
            scores[here + rowStart - 1] = 0
            var column = rowStart
            while column <= last {
                let left = scores[here + column - 1] &+ (inGap ? MatchScoring.gapExtension : MatchScoring.gapStart)
                var diagonal: Int16 = 0
                var run: Int16 = 0
                if folded[column] == character {
                    diagonal = scores[above + column - 1] &+ MatchScoring.match
                    var bonus = bonuses[column]
                    run = runs[above + column - 1] &+ 1
                    if run > 1 {
                        let runBonus = bonuses[column - Int(run) + 1]
                        if bonus >= MatchScoring.boundary && bonus > runBonus {
                            run = 1  // a stronger word start begins a new run
                        } else {
                            bonus = max(bonus, MatchScoring.consecutive, runBonus)
                        }
                    }
                    if diagonal &+ bonus < left {
                        diagonal = diagonal &+ bonuses[column]
                        run = 0
                    } else {
                        diagonal = diagonal &+ bonus
                    }
                }
                runs[here + column] = run
                inGap = diagonal < left
                let score = max(diagonal, left, 0)
                if row == m - 1 && score > maxScore {
                    maxScore = score
                    maxPosition = column
                }
                scores[here + column] = score
                column += 1
            }
        }
        if recordsPositions {
            tracePositions(
                pattern: m, width: width, origin: origin, firsts: firsts, end: maxPosition)
        }
        return Int(maxScore)
    }

    /// Walks the table back from the best end, appending the matched indexes (ascending).
    private func tracePositions(pattern m: Int, width: Int, origin: Int, firsts: UnsafeMutablePointer<Int32>, end: Int)
    {
        let scores = scratch.scores
        let runs = scratch.runs
        let base = positions.count
        var row = m - 1
        var column = end
        var prefersMatch = true
        while column >= origin {
            let cell = row * width + column - origin
            let score = scores[cell]
            let rowStart = Int(firsts[row])
            let diagonal: Int16 = row > 0 && column >= rowStart ? scores[cell - width - 1] : 0
            let left: Int16 = column > rowStart ? scores[cell - 1] : 0
            let cellRow = row
            if score > diagonal && (score > left || score == left && prefersMatch) {
                positions.append(Int32(truncatingIfNeeded: column))
                if row == 0 { break }
                row -= 1
            }
            // The run that the cell below-right would continue (unwritten cells count as none).
            let nextRowRuns =
                cellRow + 1 < m && column + 1 >= Int(firsts[cellRow + 1]) && column + 1 < origin + width
                ? runs[cell + width + 1] : 0
            prefersMatch = runs[cell] > 1 || nextRowRuns > 0
            column -= 1
        }
        positions[base...].reverse()
    }
}
