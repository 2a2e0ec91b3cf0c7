#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input (a pipe) read into memory as it comes, so rows can be shown before the
/// input ends.
///
/// Readers hold offsets into what was published (``bytes``) while more is read, so the
/// memory under a published prefix never moves or changes: bytes are only appended after
/// it, and when the block is full the next one (twice as large) gets a copy and the reads
/// that follow, while the old block lives as long as a published ``CSVBytes`` keeps it.
/// Cost: O(1) amortized per byte (each byte is copied about once on average), and at most
/// three times the input's size in memory while a block is being replaced.
struct CSVStreamBuffer {
    /// One block of memory, freed with its last reference.
    final class Block {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int

        init?(capacity: Int) {
            guard let memory = malloc(capacity) else { return nil }
            base = memory.assumingMemoryBound(to: UInt8.self)
            self.capacity = capacity
        }

        deinit { free(base) }
    }

    /// The most one read asks for: the indexer scans and publishes between reads.
    static let readSize = 1 << 20

    private var block: Block?
    /// The bytes read so far.
    private(set) var count = 0

    init(capacity: Int = 1 << 20) {
        block = Block(capacity: max(1, capacity))
    }

    /// Reads once from `descriptor`, waiting for input if there is none yet. Returns false
    /// at the end of the input (or on a read error, or when no memory is left for more).
    mutating func read(from descriptor: Int32) -> Bool {
        guard let current = block, let block = current.capacity > count ? current : grown(current) else {
            return false
        }
        while true {
            let got = systemRead(descriptor, block.base + count, min(Self.readSize, block.capacity - count))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            count += got
            return true
        }
    }

    /// A block twice as large holding the bytes so far, now the one reads go to.
    private mutating func grown(_ old: Block) -> Block? {
        guard let new = Block(capacity: old.capacity * 2) else { return nil }
        new.base.update(from: old.base, count: count)
        block = new
        return new
    }

    /// The bytes read so far; they keep their block alive.
    var bytes: CSVBytes {
        guard let block else { return CSVBytes([]) }
        return CSVBytes(prefix: count, at: UnsafePointer(block.base), keeping: block)
    }

    /// Whether a read from `descriptor` would return at once (input waiting, or its end):
    /// when not, the indexer publishes what it has before it waits.
    static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}

/// The C library's `read` (inside a type, `read` names the method).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}
