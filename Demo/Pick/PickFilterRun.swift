import TermCellsCurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `pick --filter QUERY`: no screen at all — reads standard input, prints the matching lines
/// best first (fzf's order), one per line, and answers fzf's exit status: 0, or 1 when nothing
/// matches (2 when standard input cannot be read).
///
/// Memory follows the matches, not the input: the input is read in segments of
/// ``segmentBytes``; each segment is tested on every core (whether a line matches, without
/// scoring it) and only its matching lines are kept, in input order. The kept lines are then
/// scored and ranked. With `--no-sort` (or a query of inverse terms only) each segment's
/// matches are printed at once and nothing is kept.
enum PickFilterRun {
    static let segmentBytes = 8 << 20
    static let readSize = 1 << 20

    @MainActor
    static func run(query: String, exact: Bool, sorts: Bool) -> Int32 {
        let pattern = MatchPattern(query, mode: exact ? .exact : .fuzzy)
        let ranks = sorts && pattern.isRankable && !pattern.isEmpty
        var output = FilterOutput()
        var kept = LineStore()
        var matchCount = 0
        var segment = LineStore()
        var splitter = LineSplitter()

        func finishSegment() {
            guard segment.count > 0 else { return }
            var tester = LineRanker(pattern: pattern, ranks: false)
            tester.catchUp(with: segment)
            let matches = tester.linesInInputOrder
            matchCount += matches.count
            if ranks {
                kept.append(batch(of: matches, in: segment))
            } else {
                for line in matches { output.writeLine(segment.bytes(ofLine: Int(line))) }
            }
            segment = LineStore()
        }

        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: readSize)
        defer { buffer.deallocate() }
        var readError: Int32 = 0
        while let base = buffer.baseAddress {
            let count = read(0, base, readSize)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { readError = errno }
            guard count > 0 else { break }
            segment.append(splitter.split(UnsafeBufferPointer(rebasing: buffer[0..<count])))
            if segment.byteCount >= segmentBytes { finishSegment() }
        }
        segment.append(splitter.finish())
        finishSegment()

        if ranks {
            var ranker = LineRanker(pattern: pattern, ranks: true)
            ranker.catchUp(with: kept)
            for line in ranker.lines { output.writeLine(kept.bytes(ofLine: Int(line))) }
        }
        output.flush()
        if readError != 0 {
            DemoRunner.writeError("termcells-demo pick: cannot read standard input: \(String(cString: strerror(readError)))\n")
            return 2
        }
        return matchCount > 0 ? 0 : 1
    }

    /// The given lines of `store`, copied into one batch.
    private static func batch(of lines: [Int32], in store: LineStore) -> LineBatch {
        var batch = LineBatch()
        batch.lineEnds.reserveCapacity(lines.count)
        for line in lines {
            batch.bytes.append(contentsOf: store.bytes(ofLine: Int(line)))
            batch.lineEnds.append(batch.bytes.count)
        }
        batch.shrinkToFit()
        return batch
    }
}

/// Standard output, written a megabyte at a time.
private struct FilterOutput {
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 20

    init() {
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    mutating func writeLine(_ line: ArraySlice<UInt8>) {
        buffer.append(contentsOf: line)
        buffer.append(0x0A)
        if buffer.count >= Self.flushSize { flush() }
    }

    mutating func flush() {
        buffer.withUnsafeBufferPointer { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = write(1, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
