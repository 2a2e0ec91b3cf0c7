import TermCells

/// Every line of a large text, held compactly: the lines' bytes in a few large contiguous
/// chunks with the end offset of each line — no object, no `String`, per line.
///
/// A million lines of `seq` cost their 5.9 MB of bytes, 4 bytes an offset and a bit each for
/// ``isASCII(line:)``. A line becomes a `String` only when it is shown (``string(at:)``), and
/// filtering reads the bytes in place (see ``lines(matching:among:)``).
///
/// Why chunks and not one buffer: a reader's batches are taken over as they are (moved, not
/// copied), so the input never exists twice, and the store never doubles a buffer of the whole
/// input to grow it — the peak is the input's size plus one chunk, not twice the input. Small
/// batches (a slow producer, a line per read) are copied into the last chunk until it holds
/// ``chunkSize`` bytes, so there are few chunks whatever the reads. A line is found by a binary
/// search over the chunks' first lines: O(log chunks).
///
/// Lines are indexed by `Int32` where they are kept in bulk (matches, selections), so the store
/// takes at most ``maximumLineCount`` lines; the rest of an input that long is dropped and
/// counted in ``droppedLineCount`` rather than trapping.
public struct LineStore: Sendable {
    /// The most lines a store can hold by default: the largest `Int32` index.
    public static let maximumLineCount = Int(Int32.max)
    /// Batches smaller than this are copied into the last chunk while it has room; larger
    /// ones become chunks of their own.
    public static let chunkSize = 1 << 20

    /// Lines stored together: their bytes and where each ends, relative to the chunk, in 32
    /// bits (half the size of `Int` offsets; a chunk never holds more than 4 GiB).
    struct Chunk: Sendable {
        var bytes: [UInt8]
        var ends: [UInt32]
        var count: Int { ends.count }
    }

    /// The longest line kept whole; the rest of a longer line is dropped and counted in
    /// ``truncatedLineCount``.
    public static let maximumLineLength = Int(UInt32.max)

    /// The chunks, in line order.
    private(set) var chunks: [Chunk] = []
    /// The index of the first line of each chunk.
    private(set) var chunkStarts: [Int] = []
    /// One bit per line: set when the line has a byte ≥ 0x80.
    private(set) var nonASCIIBits: [UInt64] = []
    /// One bit per line: set when the line has a byte ≤ 0x20 (whitespace, or a control
    /// character), which decides the best bonus a match can earn in it (see ``ScoreBound``)
    /// without reading the line again.
    private(set) var lowByteBits: [UInt64] = []
    /// The most lines this store takes.
    public let capacity: Int
    /// Lines appended past ``capacity`` and dropped.
    public private(set) var droppedLineCount = 0
    /// Lines kept cut: longer than ``maximumLineLength`` bytes, or cut by the splitter.
    public private(set) var truncatedLineCount = 0
    /// The number of lines.
    public private(set) var count = 0
    /// The number of bytes the lines hold (terminators not counted).
    public private(set) var byteCount = 0
    /// The length in bytes of the longest line.
    private(set) var longestLineLength = 0

    /// An empty store that takes up to `capacity` lines.
    public init(capacity: Int = LineStore.maximumLineCount) {
        self.capacity = max(0, min(capacity, LineStore.maximumLineCount))
    }

    /// Appends the lines of `batch`.
    public mutating func append(_ batch: LineBatch) {
        var batch = batch
        truncatedLineCount += batch.truncatedLineCount
        let taken = min(batch.count, capacity - count)
        droppedLineCount += batch.count - taken
        guard taken > 0 else { return }
        if taken < batch.count {
            batch = LineBatch(
                bytes: Array(batch.bytes[0..<batch.lineEnds[taken - 1]]), lineEnds: Array(batch.lineEnds[0..<taken]))
        }
        guard batch.bytes.count <= Self.maximumLineLength else {
            // Over 4 GiB in one batch: one line at a time, each in 32-bit offsets.
            for index in 0..<batch.count {
                var line = batch.line(index)
                if line.count > Self.maximumLineLength {
                    line = line.prefix(Self.maximumLineLength)
                    truncatedLineCount += 1
                }
                appendFitting(LineBatch(bytes: Array(line), lineEnds: [line.count]))
            }
            return
        }
        appendFitting(batch)
    }

    /// Appends a batch of at most 4 GiB.
    private mutating func appendFitting(_ batch: LineBatch) {
        markNonASCIILines(of: batch, from: count)
        let first = count
        count += batch.count
        byteCount += batch.bytes.count
        if let last = chunks.indices.last, batch.bytes.count < Self.chunkSize / 4,
            chunks[last].bytes.count + batch.bytes.count <= Self.chunkSize
        {
            let base = chunks[last].bytes.count
            chunks[last].bytes.append(contentsOf: batch.bytes)
            chunks[last].ends.append(contentsOf: batch.lineEnds.lazy.map { UInt32(truncatingIfNeeded: $0 + base) })
        } else {
            // The last chunk is complete: give back what its arrays reserved for growth.
            if let last = chunks.indices.last { chunks[last].shrinkToFit() }
            var bytes = batch.bytes
            LineBatch.shrink(&bytes)
            chunks.append(Chunk(bytes: bytes, ends: batch.lineEnds.map { UInt32(truncatingIfNeeded: $0) }))
            chunkStarts.append(first)
        }
    }

    private mutating func markNonASCIILines(of batch: LineBatch, from firstLine: Int) {
        let wordsNeeded = (firstLine + batch.count + 63) / 64
        if nonASCIIBits.count < wordsNeeded {
            nonASCIIBits.append(contentsOf: repeatElement(0, count: wordsNeeded - nonASCIIBits.count))
            lowByteBits.append(contentsOf: repeatElement(0, count: wordsNeeded - lowByteBits.count))
        }
        batch.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (offset, end) in batch.lineEnds.enumerated() {
                var high: UInt8 = 0
                var low: UInt8 = 0xFF
                for index in start..<end {
                    high |= bytes[index]
                    low = min(low, bytes[index])
                }
                let line = firstLine + offset
                longestLineLength = max(longestLineLength, end - start)
                if high & 0x80 != 0 { nonASCIIBits[line >> 6] |= 1 << UInt64(line & 63) }
                if low <= 0x20 { lowByteBits[line >> 6] |= 1 << UInt64(line & 63) }
                start = end
            }
        }
    }

    /// The chunk holding line `index` (in range) and the line's index within it.
    func location(ofLine index: Int) -> (chunk: Int, line: Int) {
        var low = 0
        var high = chunkStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if chunkStarts[middle] <= index { low = middle } else { high = middle }
        }
        return (low, index - chunkStarts[low])
    }

    /// The bytes of line `index`, as they came (without the terminator); empty out of range.
    public func bytes(ofLine index: Int) -> ArraySlice<UInt8> {
        guard index >= 0, index < count else { return [] }
        let (chunk, line) = location(ofLine: index)
        let ends = chunks[chunk].ends
        return chunks[chunk].bytes[(line == 0 ? 0 : Int(ends[line - 1]))..<Int(ends[line])]
    }

    /// Line `index` decoded for display, `U+FFFD` in place of invalid UTF-8.
    public func string(at index: Int) -> String {
        String(sanitizingUTF8: bytes(ofLine: index))
    }

    /// The bytes decoded to show a line: enough for any terminal row (16 KiB: 2 columns per
    /// 7 bytes in the worst of emoji sequences with joiners; with ``DisplayGlyphs``' limit on
    /// zero-width runs, a row never needs more).
    public static let displayPrefixLength = 16 << 10

    /// The start of line `index` decoded for display, at most `maximumBytes` of it, followed
    /// by `…` when the line is longer: a row of a 10 MB line costs what the row can show.
    public func string(at index: Int, maximumBytes: Int) -> String {
        let line = bytes(ofLine: index)
        guard line.count > maximumBytes else { return String(sanitizingUTF8: line) }
        return String(sanitizingUTF8: line.prefix(max(0, maximumBytes))) + "…"
    }

    /// Whether line `index` is plain ASCII (every byte below 0x80).
    public func isASCII(line index: Int) -> Bool {
        guard index >= 0, index < count else { return true }
        return nonASCIIBits[index >> 6] & (1 << UInt64(index & 63)) == 0
    }
}

extension LineStore.Chunk {
    mutating func shrinkToFit() {
        LineBatch.shrink(&bytes)
        LineBatch.shrink(&ends)
    }

    func withLines(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in body(bytes, ends) }
        }
    }
}
