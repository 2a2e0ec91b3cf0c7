import Foundation

/// The indexing thread's side of a ``CSVDocument``: scans bytes as they become available and
/// publishes the row starts it found to the document's ``CSVRowIndex`` in batches — a small
/// first one for the first screen, then large ones, so the main thread takes the lock rarely.
/// Written once for a mapped file (scanned in pieces) and for a stream (scanned as it is read).
struct CSVIndexer {
    /// Rows published per batch once the first screenful is out.
    static let batchRows = 1 << 16

    private let index: CSVRowIndex
    private var scanner = CSVRowScanner()
    /// Row starts found and not yet published.
    private var pending: [Int] = []
    /// The bytes scanned.
    private(set) var position = 0
    /// Rows that make a batch.
    private(set) var batch = 64

    /// Starts indexing `bytes`, the first bytes of the source (at least three, unless the
    /// source is shorter: enough to see a byte order mark), with the header line's start.
    init(index: CSVRowIndex, bytes: CSVBytes) {
        self.index = index
        let buffer = bytes.buffer
        // A UTF-8 byte order mark (spreadsheets write one) is not part of the first title.
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }
        let first: [Int] = buffer.count > position ? [position] : []
        index.update {
            $0.bytes = bytes
            $0.starts = first
        }
    }

    /// Scans the bytes up to `end` (of a buffer that grows, for a stream).
    mutating func scan(_ buffer: UnsafeBufferPointer<UInt8>, upTo end: Int) {
        guard end > position else { return }
        scanner.scan(buffer, position..<end, into: &pending)
        position = end
    }

    /// Whether rows were found since the last publication.
    var hasPendingRows: Bool { !pending.isEmpty }

    /// Whether a batch is ready.
    var hasBatch: Bool { pending.count >= batch }

    /// Whether the first (small) batch is still to be published.
    var isFirstBatch: Bool { batch != Self.batchRows }

    /// Publishes the rows found so far, over `bytes` (which holds them all).
    mutating func publish(_ bytes: CSVBytes) {
        let widest = scanner.widestRow
        index.update {
            $0.bytes = bytes
            $0.starts.append(contentsOf: pending)
            $0.widestRow = widest
        }
        pending.removeAll(keepingCapacity: true)
        batch = Self.batchRows
    }

    /// Publishes the last rows and marks the index complete: `bytes` are the whole source. A
    /// last row without a line feed counts; the start after a last line feed is no row.
    mutating func finish(_ bytes: CSVBytes) {
        let buffer = bytes.buffer
        scanner.finish(lastRowIsOpen: buffer.count > 0 && buffer[buffer.count - 1] != UInt8(ascii: "\n"))
        let widest = scanner.widestRow
        let end = buffer.count
        index.update {
            $0.bytes = bytes
            $0.starts.append(contentsOf: pending)
            if $0.starts.last == end { $0.starts.removeLast() }
            $0.widestRow = widest
            $0.isComplete = true
        }
        pending.removeAll()
    }
}
