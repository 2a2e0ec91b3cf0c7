import Foundation

/// Where every row starts, as byte offsets into the source's one buffer — no object per row.
/// Filled by the indexer on its own thread, read by the main actor; each access takes a lock
/// held for a few instructions.
final class CSVRowIndex: @unchecked Sendable {
    struct Snapshot {
        var bytes: CSVBytes?
        /// Row starts published so far (row 0 is the header line).
        var starts: [Int] = []
        /// The most fields any published row had.
        var widestRow = 0
        var isComplete = false
    }

    private let lock = NSLock()
    private var state = Snapshot()

    func read<T>(_ body: (Snapshot) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(state)
    }

    func update(_ body: (inout Snapshot) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&state)
    }
}
