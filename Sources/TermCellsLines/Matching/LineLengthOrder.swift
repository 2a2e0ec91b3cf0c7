/// The ASCII lines of a ``LineStore`` in order of their length as the ranking breaks ties
/// (surrounding whitespace aside), then input order: built once, off the main thread, so that a
/// ranking can read the shortest lines first and stop as soon as no line left can be among its
/// best (see ``LineRanker/ranking(_:in:best:countsLater:lengthOrder:isCancelled:)``).
///
/// Lines come in two lists, by the best bonus a match of a letter or digit can earn in them
/// (``ScoreBound``): *rich* lines have a byte up to 0x20 or start with a letter or digit (10);
/// *poor* lines have neither (9) — a million paths from `find /` are all poor but a few hundred.
/// A query's term of `m` characters scores at most `16m + (m + 1)·B` in a line of bonus `B`, so
/// once the best found are `m` consecutive characters at word starts in lines no longer than the
/// next one of a list, the rest of that list is not read.
///
/// Cost: 4 bytes a line for the order, 2 for its length, a bit for its list; one reading of
/// each line's ends.
public struct LineLengthOrder: Sendable {
    /// The lines covered: `0..<lineCount` of the store it was built from.
    public let lineCount: Int
    /// Poor and rich ASCII lines, each list by length, then line index.
    let poor: [Int32]
    let rich: [Int32]
    /// The lines that are not ASCII (their length is in characters, which the order does not
    /// know without decoding them), in line order: always read.
    let others: [Int32]
    /// Each line's length as a rank key holds it (clamped to 16 bits), in line order.
    let lengths: [UInt16]
    /// One bit a line: set for a rich line.
    let richBits: [UInt64]

    /// The order of the first `lineCount` lines of `store` (all of them by default); nil when
    /// `isCancelled` said yes first.
    public init?(store: LineStore, lineCount: Int? = nil, isCancelled: (@Sendable () -> Bool)? = nil) {
        let total = min(lineCount ?? store.count, store.count)
        var lengths = [UInt16](repeating: 0, count: total)
        var richBits = [UInt64](repeating: 0, count: (total + 63) / 64)
        var others: [Int32] = []
        // Lines per length and list, for a counting sort.
        var poorCounts = [Int](repeating: 0, count: 1 << 16)
        var richCounts = [Int](repeating: 0, count: 1 << 16)
        var cancelled = false
        store.withLineBits { bits in
            lengths.withUnsafeMutableBufferPointer { lengths in
                for chunk in store.chunks.indices {
                    if let isCancelled, isCancelled() {
                        cancelled = true
                        return
                    }
                    let start = store.chunkStarts[chunk]
                    guard start < total else { break }
                    store.chunks[chunk].withLines { bytes, ends in
                        for local in 0..<min(ends.count, total - start) {
                            let line = start + local
                            let word = line >> 6
                            let bit: UInt64 = 1 << UInt64(line & 63)
                            if bits.nonASCII[word] & bit != 0 {
                                others.append(Int32(truncatingIfNeeded: line))
                                continue
                            }
                            let from = local == 0 ? 0 : Int(ends[local - 1])
                            let text = UnsafeBufferPointer(rebasing: bytes[from..<Int(ends[local])])
                            let length = UInt16(min(ScoreBound.trimmedLength(text), 0xFFFF))
                            lengths[line] = length
                            let isRich =
                                bits.lowByte[word] & bit != 0
                                || text.first.map { CharacterClass.ofASCII($0).isLetterOrDigit } ?? true
                            if isRich {
                                richBits[word] |= bit
                                richCounts[Int(length)] += 1
                            } else {
                                poorCounts[Int(length)] += 1
                            }
                        }
                    }
                }
            }
        }
        if cancelled { return nil }
        // Each length's first place in its list, then the lines in line order into their places.
        let poorTotal = poorCounts.reduce(0, +)
        let richTotal = richCounts.reduce(0, +)
        Self.prefixSums(&poorCounts)
        Self.prefixSums(&richCounts)
        var poor = [Int32](repeating: 0, count: poorTotal)
        var rich = [Int32](repeating: 0, count: richTotal)
        var other = others.makeIterator()
        var nextOther = other.next()
        for line in 0..<total {
            if let skipped = nextOther, Int(skipped) == line {
                nextOther = other.next()
                continue
            }
            let length = Int(lengths[line])
            if richBits[line >> 6] & (1 << UInt64(line & 63)) != 0 {
                rich[richCounts[length]] = Int32(truncatingIfNeeded: line)
                richCounts[length] += 1
            } else {
                poor[poorCounts[length]] = Int32(truncatingIfNeeded: line)
                poorCounts[length] += 1
            }
        }
        self.lineCount = total
        self.poor = poor
        self.rich = rich
        self.others = others
        self.lengths = lengths
        self.richBits = richBits
    }

    /// Turns counts per length into each length's first place (exclusive prefix sums).
    private static func prefixSums(_ counts: inout [Int]) {
        var sum = 0
        for index in counts.indices {
            let count = counts[index]
            counts[index] = sum
            sum += count
        }
    }
}
