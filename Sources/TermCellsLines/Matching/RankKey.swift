/// A match's place in the ranking packed into one integer, so ranking is a sort of integers:
/// the score (higher first), then the length (shorter first), then the line index (earlier first)
/// — fzf's default order. Score and length are clamped to 16 bits, as fzf clamps them.
///
/// Line indexes fit in 31 bits (``LineStore/maximumLineCount``); the 32nd bit marks a *bound*
/// key (``bound(line:score:length:)``): a match whose alignment was skipped because even its
/// best possible score could not reach the ordered best. Its score field holds that upper
/// bound, so its true key is never smaller; ``LineRanker`` scores such keys before ordering them.
enum RankKey {
    /// The bit of a bound key.
    static let boundFlag: UInt64 = 1 << 31

    /// A key whose score is an upper bound (the line was not aligned); greater than the key of
    /// any scored match with the same score and length.
    @inline(__always)
    static func bound(line: Int, score: Int, length: Int) -> UInt64 {
        make(line: line, score: score, length: length) | boundFlag
    }

    @inline(__always)
    static func isBound(_ key: UInt64) -> Bool {
        key & boundFlag != 0
    }

    @inline(__always)
    static func make(line: Int, score: Int, length: Int) -> UInt64 {
        let clampedScore = UInt64(min(max(score, 0), 0xFFFF))
        let clampedLength = UInt64(min(max(length, 0), 0xFFFF))
        return (0xFFFF - clampedScore) << 48 | clampedLength << 32 | UInt64(UInt32(truncatingIfNeeded: line))
    }

    /// A key that orders by line index alone (no ranking).
    @inline(__always)
    static func unranked(line: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: line))
    }

    @inline(__always)
    static func line(of key: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: UInt32(truncatingIfNeeded: key) & 0x7FFF_FFFF)
    }

    /// The length field: the line's length without surrounding whitespace (clamped).
    @inline(__always)
    static func length(of key: UInt64) -> Int {
        Int(key >> 32 & 0xFFFF)
    }

    @inline(__always)
    static func score(of key: UInt64) -> Int {
        0xFFFF - Int(key >> 48)
    }

    /// Merges sorted runs into one sorted array (pairwise, log(runs) passes).
    static func merge(_ runs: [[UInt64]]) -> [UInt64] {
        var runs = runs.filter { !$0.isEmpty }
        guard !runs.isEmpty else { return [] }
        while runs.count > 1 {
            var next: [[UInt64]] = []
            var index = 0
            while index + 1 < runs.count {
                next.append(mergeTwo(runs[index], runs[index + 1]))
                index += 2
            }
            if index < runs.count { next.append(runs[index]) }
            runs = next
        }
        return runs[0]
    }

    private static func mergeTwo(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        [UInt64](unsafeUninitializedCapacity: left.count + right.count) { output, initialized in
            left.withUnsafeBufferPointer { left in
                right.withUnsafeBufferPointer { right in
                    var i = 0
                    var j = 0
                    var k = 0
                    while i < left.count && j < right.count {
                        if left[i] <= right[j] {
                            output[k] = left[i]
                            i += 1
                        } else {
                            output[k] = right[j]
                            j += 1
                        }
                        k += 1
                    }
                    while i < left.count {
                        output[k] = left[i]
                        i += 1
                        k += 1
                    }
                    while j < right.count {
                        output[k] = right[j]
                        j += 1
                        k += 1
                    }
                }
            }
            initialized = left.count + right.count
        }
    }
}
