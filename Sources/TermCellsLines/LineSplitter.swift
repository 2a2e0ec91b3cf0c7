#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a byte stream that arrives in reads of any size into lines.
///
/// A line ends at `\n`; one `\r` right before it is dropped too, so CRLF input gives the same
/// lines as LF input (a lone `\r` elsewhere stays, and is shown as a placeholder). Bytes after
/// the last `\n` of a read are kept until the next read completes the line, or until
/// ``finish()`` turns them into a last line without a newline.
///
/// Bytes are not decoded: `\n` never occurs inside a multi-byte UTF-8 sequence, so a character
/// split across two reads ends up whole in its line, and invalid bytes are kept as they came
/// (decoding, with `U+FFFD` for what is invalid, happens when a line is shown).
///
/// A line longer than ``maximumLineLength`` keeps its first bytes; the rest, up to its `\n`, is
/// dropped as it arrives and the line counted in ``LineBatch/truncatedLineCount``. So memory is
/// bounded by the line length limit even for input without a newline (`pick < /dev/zero`).
public struct LineSplitter: Sendable {
    /// The longest line kept by default: 1 MiB.
    public static let defaultMaximumLineLength = 1 << 20

    /// The longest line kept; longer lines are cut to it.
    public let maximumLineLength: Int
    /// The byte that ends a line: `\n`, or NUL for `find -print0` output (`--read0`; then a
    /// `\r` is an ordinary byte).
    public let terminator: UInt8
    private var partial: [UInt8] = []
    /// Whether bytes of the unfinished line were dropped for its length.
    private var partialOverflowed = false
    /// Whether each batch says where its lines began in the stream (``LineBatch/lineStarts``):
    /// for a reader that reads them again from a file rather than keep them.
    public var recordsLineStarts = false
    /// The bytes split so far, and where the unfinished line began.
    private var streamOffset = 0
    private var streamLineStart = 0

    /// A splitter with nothing pending that keeps lines of up to `maximumLineLength` bytes,
    /// each ended by `terminator`.
    public init(maximumLineLength: Int = LineSplitter.defaultMaximumLineLength, terminator: UInt8 = 0x0A) {
        self.maximumLineLength = max(1, maximumLineLength)
        self.terminator = terminator
    }

    /// Whether a `\r` before the terminator is dropped (CRLF input).
    private var dropsCarriageReturn: Bool { terminator == 0x0A }

    /// Bytes a line may gather before it is cut: one more than the limit, for a `\r` that the
    /// line's end then drops.
    private var gatherLimit: Int { maximumLineLength + 1 }

    /// The bytes of an unfinished line waiting for its `\n`.
    public var pendingByteCount: Int { partial.count }

    /// Returns the lines that `chunk` completes; keeps what follows its last `\n`.
    public mutating func split(_ chunk: UnsafeBufferPointer<UInt8>) -> LineBatch {
        var batch = LineBatch()
        guard let base = chunk.baseAddress else { return batch }
        var start = 0
        let count = chunk.count
        let chunkOffset = streamOffset
        streamOffset += count
        while start < count, let found = memchr(base + start, Int32(terminator), count - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if batch.lineEnds.isEmpty {
                // Most of the chunk is whole lines: reserve once.
                batch.bytes.reserveCapacity(partial.count + count)
            }
            let lineStart = batch.bytes.count
            var overflowed = partialOverflowed
            if !partial.isEmpty {
                batch.bytes.append(contentsOf: partial)
                partial.removeAll(keepingCapacity: true)
            }
            partialOverflowed = false
            let room = gatherLimit - (batch.bytes.count - lineStart)
            if index - start > room { overflowed = true }
            batch.bytes.append(
                contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<(start + min(index - start, room))]))
            if !overflowed, dropsCarriageReturn, batch.bytes.count > lineStart, batch.bytes.last == 0x0D {
                batch.bytes.removeLast()
            }
            if batch.bytes.count - lineStart > maximumLineLength {
                batch.bytes.removeLast(batch.bytes.count - lineStart - maximumLineLength)
                overflowed = true
            }
            if overflowed { batch.truncatedLineCount += 1 }
            batch.lineEnds.append(batch.bytes.count)
            if recordsLineStarts { batch.lineStarts.append(streamLineStart) }
            streamLineStart = chunkOffset + index + 1
            start = index + 1
        }
        if start < count {
            let room = gatherLimit - partial.count
            if count - start > room { partialOverflowed = true }
            partial.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<(start + min(count - start, room))]))
        }
        return batch
    }

    /// Returns the lines that `chunk` completes; keeps what follows its last `\n`.
    public mutating func split(_ chunk: some Collection<UInt8>) -> LineBatch {
        let bytes = Array(chunk)
        return bytes.withUnsafeBufferPointer { split($0) }
    }

    /// Ends the stream: the bytes after the last `\n`, if any, become a last line.
    public mutating func finish() -> LineBatch {
        guard !partial.isEmpty else { return LineBatch() }
        var bytes = partial
        var overflowed = partialOverflowed
        partial = []
        partialOverflowed = false
        if !overflowed, dropsCarriageReturn, bytes.last == 0x0D { bytes.removeLast() }
        if bytes.count > maximumLineLength {
            bytes.removeLast(bytes.count - maximumLineLength)
            overflowed = true
        }
        var batch = LineBatch(bytes: bytes, lineEnds: [bytes.count])
        batch.truncatedLineCount = overflowed ? 1 : 0
        if recordsLineStarts { batch.lineStarts = [streamLineStart] }
        streamLineStart = streamOffset
        return batch
    }
}
