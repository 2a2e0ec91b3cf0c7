import Foundation
import TermCellsCurses
import TermCellsLines

/// `pick --filter QUERY`: no screen at all — reads standard input, prints the matching lines
/// best first (fzf's order), one per line, and answers fzf's exit status: 0, or 1 when nothing
/// matches (2 when standard input cannot be read).
///
/// A thread reads the input in segments of ``segmentBytes`` while the previous segment is
/// matched on every core, so reading and matching overlap. Memory follows the matches, not the
/// input: only a segment's matching lines are kept (``LineRanker/appendMatches(of:in:to:)``),
/// ranked as they arrive. With `--no-sort` (or a query of inverse terms only) each segment's
/// matches are printed at once and nothing is kept.
enum PickFilterRun {
    static let segmentBytes = 4 << 20

    @MainActor
    static func run(query: String, exact: Bool, sorts: Bool, terminator: UInt8 = 0x0A, printsNUL: Bool = false) -> Int32
    {
        let pattern = MatchPattern(query, mode: exact ? .exact : .fuzzy)
        let ranks = sorts && pattern.isRankable && !pattern.isEmpty
        let channel = SegmentChannel()
        Thread.detachNewThread { channel.read(from: 0, segmentBytes: segmentBytes, terminator: terminator) }

        var output = FilterOutput(terminator: printsNUL ? 0 : 0x0A)
        var ranker = LineRanker(pattern: pattern, ranks: ranks)
        var kept = LineStore()
        var matchCount = 0
        while let segment = channel.take() {
            var segmentRanker = LineRanker(pattern: pattern, ranks: ranks)
            segmentRanker.catchUp(with: segment)
            matchCount += segmentRanker.count
            if ranks {
                ranker.appendMatches(of: segmentRanker, in: segment, to: &kept)
            } else {
                for line in segmentRanker.linesInInputOrder { output.writeLine(segment.bytes(ofLine: Int(line))) }
            }
        }
        if ranks {
            for line in ranker.lines { output.writeLine(kept.bytes(ofLine: Int(line))) }
        }
        output.flush()
        if let error = channel.readError {
            DemoRunner.writeError(
                "termcells-demo pick: cannot read standard input: \(String(cString: strerror(error)))\n")
            return 2
        }
        return matchCount > 0 ? 0 : 1
    }
}

/// Segments of the input handed from the reading thread to the matching one; at most one waits,
/// so a reader faster than the matching does not pile the input up in memory.
private final class SegmentChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private var segments: [LineStore] = []
    private var finished = false
    private var error: Int32?
    private static let capacity = 1
    private static let readSize = 1 << 18

    var readError: Int32? {
        condition.lock()
        defer { condition.unlock() }
        return error
    }

    /// Reads `descriptor` to its end, in segments of about `segmentBytes`.
    func read(from descriptor: Int32, segmentBytes: Int, terminator: UInt8) {
        var splitter = LineSplitter(terminator: terminator)
        var segment = LineStore()
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.readSize)
        defer { buffer.deallocate() }
        var failure: Int32?
        while let base = buffer.baseAddress {
            let count = Foundation.read(descriptor, base, Self.readSize)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = errno }
            guard count > 0 else { break }
            segment.append(splitter.split(UnsafeBufferPointer(rebasing: buffer[0..<count])))
            if segment.byteCount >= segmentBytes {
                put(segment)
                segment = LineStore()
            }
        }
        segment.append(splitter.finish())
        if segment.count > 0 { put(segment) }
        condition.lock()
        finished = true
        error = failure
        condition.broadcast()
        condition.unlock()
    }

    private func put(_ segment: LineStore) {
        condition.lock()
        while segments.count >= Self.capacity { condition.wait() }
        segments.append(segment)
        condition.broadcast()
        condition.unlock()
    }

    /// The next segment, or nil once the input has ended.
    func take() -> LineStore? {
        condition.lock()
        defer { condition.unlock() }
        while segments.isEmpty && !finished { condition.wait() }
        guard !segments.isEmpty else { return nil }
        condition.broadcast()
        return segments.removeFirst()
    }
}

/// Standard output, written a megabyte at a time.
private struct FilterOutput {
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 20
    /// What ends each printed line: a newline, or NUL (`--print0`).
    private let terminator: UInt8

    init(terminator: UInt8) {
        self.terminator = terminator
        buffer.reserveCapacity(Self.flushSize + 4096)
    }

    mutating func writeLine(_ line: ArraySlice<UInt8>) {
        buffer.append(contentsOf: line)
        buffer.append(terminator)
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
