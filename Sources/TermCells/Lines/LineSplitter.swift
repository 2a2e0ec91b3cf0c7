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
public struct LineSplitter: Sendable {
    private var partial: [UInt8] = []

    /// A splitter with nothing pending.
    public init() {}

    /// The bytes of an unfinished line waiting for its `\n`.
    public var pendingByteCount: Int { partial.count }

    /// Returns the lines that `chunk` completes; keeps what follows its last `\n`.
    public mutating func split(_ chunk: UnsafeBufferPointer<UInt8>) -> LineBatch {
        var batch = LineBatch()
        guard let base = chunk.baseAddress else { return batch }
        var start = 0
        let count = chunk.count
        while start < count, let found = memchr(base + start, 0x0A, count - start) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if batch.lineEnds.isEmpty {
                // Most of the chunk is whole lines: reserve once.
                batch.bytes.reserveCapacity(partial.count + count)
            }
            let lineStart = batch.bytes.count
            if !partial.isEmpty {
                batch.bytes.append(contentsOf: partial)
                partial.removeAll(keepingCapacity: true)
            }
            batch.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<index]))
            if batch.bytes.count > lineStart, batch.bytes.last == 0x0D { batch.bytes.removeLast() }
            batch.lineEnds.append(batch.bytes.count)
            start = index + 1
        }
        if start < count {
            partial.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start..<count]))
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
        partial = []
        if bytes.last == 0x0D { bytes.removeLast() }
        return LineBatch(bytes: bytes, lineEnds: [bytes.count])
    }
}
