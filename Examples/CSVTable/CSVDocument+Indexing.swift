import Foundation

/// The indexing thread's two loops: a mapped file, whose bytes are all there, and a stream
/// (standard input, a pipe), indexed as it is read.
extension CSVDocument {
    /// Indexes `bytes` in pieces of about 1 MiB, publishing rows as they are found (the first
    /// piece small, for the first screen; when `waitsForFirstScreen`, pausing after it until
    /// it is shown).
    func index(mapped bytes: CSVBytes, waitsForFirstScreen: Bool, onProgress: @Sendable () -> Void) {
        let buffer = bytes.buffer
        var indexer = CSVIndexer(index: index, bytes: bytes)
        var end = buffer.count
        while indexer.position < end {
            let piece = indexer.isFirstBatch ? 1 << 16 : 1 << 20
            // A file that shrank is indexed to its new end; the rows past it are gone.
            if bytes.isMapped {
                MappedFileFaults.install()
                let size = bytes.currentSize
                if size < end {
                    noticeShrinking()
                    end = max(indexer.position, size)
                }
            }
            indexer.scan(buffer, upTo: min(end, indexer.position + piece))
            if indexer.hasBatch && indexer.position < end {
                let wasFirst = indexer.isFirstBatch
                indexer.publish(bytes)
                onProgress()
                if wasFirst && waitsForFirstScreen { waitForFirstScreen() }
            }
        }
        complete(&indexer, bytes, onProgress: onProgress)
    }

    /// Reads `descriptor` to its end, indexing as it reads. Rows are published when a batch
    /// is full, when the input pauses (a read would wait: a writer that holds the pipe open
    /// sees its rows at once), and at least every ``streamPublishInterval`` while it flows.
    /// Reading stops at `limit` bytes, or where memory runs out: the ``shortfall`` says so.
    func index(stream descriptor: Int32, limit: Int, onProgress: @Sendable () -> Void) {
        CSVStreamBuffer.widenPipe(descriptor)
        var input = CSVStreamBuffer(limit: limit)
        // The first bytes: enough to see a byte order mark.
        var outcome = CSVStreamBuffer.Outcome.more
        while input.count < 3, outcome == .more { outcome = input.read(from: descriptor) }
        var indexer = CSVIndexer(index: index, bytes: input.bytes)
        var published = DispatchTime.now().uptimeNanoseconds
        while true {
            // The bytes of the last `bytes` published stay where they are while more are read.
            let bytes = input.bytes
            indexer.scan(bytes.buffer, upTo: bytes.count)
            if outcome != .more {
                if let shortfall = Self.shortfall(outcome, after: bytes.count) { record(shortfall) }
                complete(&indexer, bytes, onProgress: onProgress)
                return
            }
            let now = DispatchTime.now().uptimeNanoseconds
            let due = now - published >= UInt64(Self.streamPublishInterval * 1e9)
            if indexer.hasBatch || (indexer.hasPendingRows && (due || !CSVStreamBuffer.hasInput(descriptor))) {
                let wasFirst = indexer.isFirstBatch
                indexer.publish(bytes)
                published = now
                onProgress()
                if wasFirst { waitForFirstScreen() }
            }
            outcome = input.read(from: descriptor)
        }
    }

    /// What a stream's last read outcome means for the rows shown: nil at its end.
    private static func shortfall(_ outcome: CSVStreamBuffer.Outcome, after bytes: Int) -> CSVShortfall? {
        switch outcome {
        case .more, .end: return nil
        case .full: return .streamLimit(bytes: bytes)
        case .outOfMemory: return .outOfMemory(afterBytes: bytes)
        case .failed(let number): return .readError(afterBytes: bytes, reason: String(cString: strerror(number)))
        }
    }

    /// Publishes the last rows, marks the index complete and makes the last progress call as
    /// one event: ``isIndexed`` waits for it, so whoever sees every row indexed has had every
    /// progress call, and a progress call that wakes a reader finds the index complete.
    private func complete(_ indexer: inout CSVIndexer, _ bytes: CSVBytes, onProgress: @Sendable () -> Void) {
        completion.lock()
        defer { completion.unlock() }
        indexer.finish(bytes)
        onProgress()
    }

    /// The longest a stream's rows wait to be published while the input keeps coming, in
    /// seconds.
    static var streamPublishInterval: Double { 0.05 }
}
