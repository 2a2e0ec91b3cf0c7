/// Whole lines cut from a stream, ready to be appended to a ``LineStore``: their bytes back to
/// back, without terminators, and where each line ends.
///
/// A batch is a plain value, so a reader thread can build one and hand it to the main actor.
public struct LineBatch: Sendable, Equatable {
    /// The lines' bytes, one after the other, without `\n` (or a trailing `\r`).
    public var bytes: [UInt8]
    /// The end of each line in ``bytes``; line `i` spans `lineEnds[i - 1] ..< lineEnds[i]`
    /// (from 0 for the first line).
    public var lineEnds: [Int]
    /// How many of the lines were cut to the splitter's ``LineSplitter/maximumLineLength``.
    public var truncatedLineCount = 0
    /// Where each line began in the stream (its first byte's offset), when the splitter records
    /// it (``LineSplitter/recordsLineStarts``); empty otherwise. A line's bytes are the first
    /// bytes of the stream from there.
    public var lineStarts: [Int] = []

    /// A batch of `lineEnds.count` lines.
    public init(bytes: [UInt8] = [], lineEnds: [Int] = []) {
        self.bytes = bytes
        self.lineEnds = lineEnds
    }

    /// The number of lines.
    public var count: Int { lineEnds.count }

    /// Whether the batch holds no line.
    public var isEmpty: Bool { lineEnds.isEmpty }

    /// The bytes of line `index` (for tests and small batches).
    public func line(_ index: Int) -> ArraySlice<UInt8> {
        guard lineEnds.indices.contains(index) else { return [] }
        return bytes[(index == 0 ? 0 : lineEnds[index - 1])..<lineEnds[index]]
    }

    /// Copies the arrays to their exact size when growth left them much larger, so a batch
    /// kept for the life of a store costs its bytes and offsets, not their spare capacity.
    public mutating func shrinkToFit() {
        Self.shrink(&bytes)
        Self.shrink(&lineEnds)
    }

    static func shrink<Element>(_ array: inout [Element]) {
        guard array.capacity > array.count + array.count / 8 + 16 else { return }
        let source = array
        array = [Element](unsafeUninitializedCapacity: source.count) { buffer, initialized in
            initialized = source.withUnsafeBufferPointer { source in buffer.initialize(from: source).1 }
        }
    }
}
