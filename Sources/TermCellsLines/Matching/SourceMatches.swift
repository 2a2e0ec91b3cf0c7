/// The matches of an input too large to keep, kept as places in the input rather than as bytes:
/// where each matching line starts and how long it is. A reader that can read the input again
/// (a file) ranks every match at 20 bytes a match, whatever the lines' length, and prints them
/// from the input (`pick --filter` on a file).
public struct SourceMatches: Sendable {
    /// Each match's key, its line field the match's index in ``starts`` and ``lengths``.
    private var keys: [UInt64] = []
    private var starts: [UInt64] = []
    private var lengths: [UInt32] = []
    /// Whether ``sortBestFirst()`` has put the keys in order.
    private var isSorted = false

    /// No match yet.
    public init() {}

    /// The number of matches.
    public var count: Int { keys.count }

    /// Appends the matches `segmentRanker` found in `segment` (every line tested), whose line
    /// `i` starts at `lineStarts[i]` in the input (``LineBatch/lineStarts``).
    public mutating func append(_ segmentRanker: LineRanker, in segment: LineStore, lineStarts: [Int]) {
        var ranker = segmentRanker
        ranker.finishCounting()
        // No reservation: arrays that grow by doubling copy each match a few times in all, where
        // reserving each segment's exact count would copy them all at every segment.
        for key in ranker.inLineOrder {
            let line = Int(RankKey.line(of: key))
            guard lineStarts.indices.contains(line) else { continue }
            keys.append(key & ~0xFFFF_FFFF | UInt64(keys.count))
            starts.append(UInt64(lineStarts[line]))
            lengths.append(UInt32(truncatingIfNeeded: segment.bytes(ofLine: line).count))
        }
        isSorted = false
    }

    /// Puts the matches best first (the keys of a ranker that does not rank are in input order
    /// already), in place.
    public mutating func sortBestFirst() {
        guard !isSorted else { return }
        keys.sort()
        isSorted = true
    }

    /// Where the match at `rank` is in the input (after ``sortBestFirst()``), and its length.
    public func place(atRank rank: Int) -> (start: Int, length: Int) {
        let index = Int(RankKey.line(of: keys[rank]))
        return (Int(starts[index]), Int(lengths[index]))
    }
}
