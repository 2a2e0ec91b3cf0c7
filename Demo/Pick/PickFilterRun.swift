import Foundation
import TermCellsCurses
import TermCellsLines

/// `pick --filter QUERY`: no screen at all — reads standard input, prints the matching lines
/// best first (fzf's order), one per line, and answers fzf's exit status: 0, or 1 when nothing
/// matches (2 when standard input cannot be read).
///
/// A thread reads the input in segments of ``segmentBytes`` while the previous segment is
/// matched on every core, so reading and matching overlap. Memory follows the matches, not the
/// input. From a file, only each match's place in it is kept (``SourceMatches``: 20 bytes a
/// match), and the ranked lines are read from the file again as they are printed
/// (``SourceLineWriter``); from a pipe, a segment's matching lines are kept
/// (``LineRanker/appendMatches(of:in:to:)``), ranked as they arrive. With `--no-sort` (or a
/// query of inverse terms only) each segment's matches are printed at once and nothing is kept.
///
/// fzf's options as `fzf --filter` reads them: `--with-nth` and `--nth` choose the fields that
/// are searched (the whole line is printed), `--ansi` takes SGR sequences out of the lines (they
/// are printed without them), and `--tac` reverses the input order: ties go to the later line,
/// and `--no-sort` prints the matches last line first.
enum PickFilterRun {
    static let segmentBytes = 4 << 20

    /// What `--filter` reads from the command line besides the query.
    struct Settings {
        var exact = false
        var sorts = true
        var terminator: UInt8 = 0x0A
        var printsNUL = false
        var fields = PickFieldOptions()
        var readsANSI = false
        var reversed = false

        /// Whether lines are searched as something else than they are printed.
        var transformsLines: Bool { readsANSI || fields.withNth != nil || fields.nth != nil }
    }

    @MainActor
    static func run(query: String, _ settings: Settings) -> Int32 {
        let pattern = MatchPattern(query, mode: settings.exact ? .exact : .fuzzy)
        let ranks = settings.sorts && pattern.isRankable && !pattern.isEmpty
        var transform: (@Sendable (LineBatch) -> (LineBatch, LineBatch?))?
        if settings.transformsLines {
            transform = { batch in searched(batch, settings) }
        }
        // A file is read again for the output (with `--ansi` the lines printed are not the file's).
        let origin = ranks && !settings.reversed && !settings.readsANSI ? SourceLineWriter.rereadableOffset(of: 0) : nil
        let channel = SegmentChannel(transform: transform, recordsLineStarts: origin != nil)
        Thread.detachNewThread {
            channel.read(from: 0, segmentBytes: segmentBytes, terminator: settings.terminator)
        }

        var output = FilterOutput(terminator: settings.printsNUL ? 0 : 0x0A)
        var ranker = LineRanker(pattern: pattern, ranks: ranks)
        var kept = LineStore()
        var places = SourceMatches()
        var matchCount = 0
        // Everything is kept to be ordered at the end, unless the matches print as they come.
        let keeps = ranks || settings.reversed
        while let segment = channel.take() {
            var segmentRanker = LineRanker(pattern: pattern, ranks: ranks)
            segmentRanker.catchUp(with: segment.searched ?? segment.printed)
            matchCount += segmentRanker.count
            if origin != nil {
                places.append(segmentRanker, in: segment.printed, lineStarts: segment.lineStarts)
            } else if keeps {
                ranker.appendMatches(of: segmentRanker, in: segment.printed, to: &kept)
            } else {
                for line in segmentRanker.linesInInputOrder {
                    output.writeLine(segment.printed.bytes(ofLine: Int(line)))
                }
            }
        }
        if let origin {
            places.sortBestFirst()
            if !SourceLineWriter(descriptor: 0, origin: origin, terminator: output.terminator).write(places) {
                DemoRunner.writeError("termcells-demo pick: standard input changed while it was read\n")
                return 2
            }
        } else if keeps {
            if settings.reversed {
                for line in ranker.linesNewestFirst { output.writeLine(kept.bytes(ofLine: Int(line))) }
            } else {
                ranker.drainBestFirst { output.writeLine(kept.bytes(ofLine: Int($0))) }
            }
        }
        output.flush()
        if let error = channel.readError {
            DemoRunner.writeError(
                "termcells-demo pick: cannot read standard input: \(String(cString: strerror(error)))\n")
            return 2
        }
        return matchCount > 0 ? 0 : 1
    }

    /// The lines of `batch` as printed (without SGR sequences with `--ansi`) and as searched
    /// (`--with-nth`, then `--nth`, of the printed ones); nil for the searched ones when they
    /// are the printed ones.
    private static func searched(_ batch: LineBatch, _ settings: Settings) -> (LineBatch, LineBatch?) {
        let printed = settings.readsANSI ? PickANSI.strip(batch).batch : batch
        var searched = printed
        if let withNth = settings.fields.withNth { searched = withNth.transform(searched) }
        if let nth = settings.fields.nth { searched = nth.transform(searched) }
        return (printed, settings.fields.withNth == nil && settings.fields.nth == nil ? nil : searched)
    }
}

/// Segments of the input handed from the reading thread to the matching one; at most one waits,
/// so a reader faster than the matching does not pile the input up in memory. With a
/// `transform`, the reading thread also makes each segment's lines as printed and as searched.
private final class SegmentChannel: @unchecked Sendable {
    /// A segment's lines as printed and, when they differ, as searched (same line indexes).
    struct Segment {
        var printed = LineStore()
        var searched: LineStore?
        /// Where each line began in the input, when recorded (``LineBatch/lineStarts``).
        var lineStarts: [Int] = []
    }

    private let condition = NSCondition()
    private var segments: [Segment] = []
    private var finished = false
    private var error: Int32?
    private let transform: (@Sendable (LineBatch) -> (LineBatch, LineBatch?))?
    private static let capacity = 1
    private static let readSize = 1 << 18

    private let recordsLineStarts: Bool

    init(transform: (@Sendable (LineBatch) -> (LineBatch, LineBatch?))?, recordsLineStarts: Bool) {
        self.transform = transform
        self.recordsLineStarts = recordsLineStarts
    }

    var readError: Int32? {
        condition.lock()
        defer { condition.unlock() }
        return error
    }

    /// Reads `descriptor` to its end, in segments of about `segmentBytes`.
    func read(from descriptor: Int32, segmentBytes: Int, terminator: UInt8) {
        var splitter = LineSplitter(terminator: terminator)
        splitter.recordsLineStarts = recordsLineStarts
        var segment = Segment()
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Self.readSize)
        defer { buffer.deallocate() }
        var failure: Int32?
        while let base = buffer.baseAddress {
            let count = Foundation.read(descriptor, base, Self.readSize)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = errno }
            guard count > 0 else { break }
            append(splitter.split(UnsafeBufferPointer(rebasing: buffer[0..<count])), to: &segment)
            if segment.printed.byteCount >= segmentBytes {
                put(segment)
                segment = Segment()
            }
        }
        append(splitter.finish(), to: &segment)
        if segment.printed.count > 0 { put(segment) }
        condition.lock()
        finished = true
        error = failure
        condition.broadcast()
        condition.unlock()
    }

    private func append(_ batch: LineBatch, to segment: inout Segment) {
        segment.lineStarts.append(contentsOf: batch.lineStarts)
        guard let transform else {
            segment.printed.append(batch)
            return
        }
        let (printed, searched) = transform(batch)
        segment.printed.append(printed)
        if let searched {
            if segment.searched == nil { segment.searched = LineStore() }
            segment.searched?.append(searched)
        }
    }

    private func put(_ segment: Segment) {
        condition.lock()
        while segments.count >= Self.capacity { condition.wait() }
        segments.append(segment)
        condition.broadcast()
        condition.unlock()
    }

    /// The next segment, or nil once the input has ended.
    func take() -> Segment? {
        condition.lock()
        defer { condition.unlock() }
        while segments.isEmpty && !finished { condition.wait() }
        guard !segments.isEmpty else { return nil }
        condition.broadcast()
        return segments.removeFirst()
    }
}

/// Standard output, written a megabyte at a time.
struct FilterOutput {
    private var buffer: [UInt8] = []
    private static let flushSize = 1 << 20
    /// What ends each printed line: a newline, or NUL (`--print0`).
    let terminator: UInt8

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
        buffer.withUnsafeBufferPointer { _ = Self.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to standard output; false when it cannot be written (a closed pipe).
    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(1, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
