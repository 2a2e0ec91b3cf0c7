extension LineStore {
    /// The indexes, ascending, of the lines in `range` that match `query`.
    ///
    /// Reads the bytes in place, a chunk at a time: no allocation per line (see ``LineQuery``
    /// for the rare lines that are decoded).
    public func lines(matching query: LineQuery, in range: Range<Int>) -> [Int32] {
        let lower = max(0, range.lowerBound)
        let upper = min(count, range.upperBound)
        guard lower < upper else { return [] }
        if query.isEmpty { return (lower..<upper).map { Int32(truncatingIfNeeded: $0) } }
        var result: [Int32] = []
        nonASCIIBits.withUnsafeBufferPointer { bits in
            var chunk = location(ofLine: lower).chunk
            var line = lower
            while line < upper, chunk < chunks.count {
                let start = chunkStarts[chunk]
                let end = min(upper, start + chunks[chunk].count)
                chunks[chunk].withLines { bytes, ends in
                    while line < end {
                        if Self.line(
                            line - start, of: bytes, ends: ends, isASCII: Self.isASCII(line, bits), matches: query)
                        {
                            result.append(Int32(truncatingIfNeeded: line))
                        }
                        line += 1
                    }
                }
                chunk += 1
            }
        }
        return result
    }

    /// The indexes among `candidates` (ascending) of the lines that match `query`, in the same
    /// order. Used to narrow the previous matches when the query narrows.
    public func lines(matching query: LineQuery, among candidates: [Int32]) -> [Int32] {
        if query.isEmpty { return candidates }
        var result: [Int32] = []
        nonASCIIBits.withUnsafeBufferPointer { bits in
            candidates.withUnsafeBufferPointer { candidates in
                var position = 0
                while position < candidates.count {
                    let first = Int(candidates[position])
                    guard first >= 0, first < count else {
                        position += 1
                        continue
                    }
                    let chunk = location(ofLine: first).chunk
                    let start = chunkStarts[chunk]
                    let end = start + chunks[chunk].count
                    chunks[chunk].withLines { bytes, ends in
                        // Every candidate in this chunk, without searching for the chunk again.
                        while position < candidates.count {
                            let line = Int(candidates[position])
                            guard line >= start, line < end else { break }
                            if Self.line(
                                line - start, of: bytes, ends: ends, isASCII: Self.isASCII(line, bits), matches: query)
                            {
                                result.append(candidates[position])
                            }
                            position += 1
                        }
                    }
                }
            }
        }
        return result
    }

    @inline(__always)
    private static func isASCII(_ line: Int, _ bits: UnsafeBufferPointer<UInt64>) -> Bool {
        bits[line >> 6] & (1 << UInt64(line & 63)) == 0
    }

    @inline(__always)
    private static func line(
        _ line: Int, of bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<UInt32>,
        isASCII: Bool, matches query: LineQuery
    ) -> Bool {
        let start = line == 0 ? 0 : Int(ends[line - 1])
        return query.matches(UnsafeBufferPointer(rebasing: bytes[start..<Int(ends[line])]), lineIsASCII: isASCII)
    }
}
