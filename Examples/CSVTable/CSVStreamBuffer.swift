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
/// it. A block reserves address space for 1 GiB and makes it memory as the input grows, so
/// it never moves; past its end (or where the address space cannot be reserved, as under a
/// limit on it) the next block, twice as large, gets a copy, and the old one lives as long as
/// a published ``CSVBytes`` keeps it. It keeps at most ``limit`` bytes (``CSVStreamLimit``):
/// an endless input stops there, and a failure to grow is an outcome, never a silent end.
/// Cost: O(1) per byte; the memory is the input's own (until an input outgrows a
/// reservation, when both blocks are held for a moment).
struct CSVStreamBuffer {
    /// One block of memory, freed with its last reference.
    final class Block {
        let base: UnsafeMutablePointer<UInt8>
        /// The bytes it can hold.
        let capacity: Int
        /// The bytes usable now: all of a malloc'd block, the part made memory of a reserved one.
        private(set) var usable: Int
        private let isReserved: Bool

        init?(capacity: Int) {
            // Reserved address space costs no memory until it is made readable and writable.
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
            if let reserved = mmap(nil, capacity, PROT_NONE, flags, -1, 0), reserved != MAP_FAILED {
                base = reserved.assumingMemoryBound(to: UInt8.self)
                isReserved = true
                usable = 0
            } else if let memory = malloc(capacity) {
                base = memory.assumingMemoryBound(to: UInt8.self)
                isReserved = false
                usable = capacity
            } else {
                return nil
            }
            self.capacity = capacity
        }

        deinit {
            if isReserved { munmap(base, capacity) } else { free(base) }
        }

        /// Makes at least `count` bytes usable (in steps of 8 MiB); false when it cannot.
        func makeUsable(_ count: Int) -> Bool {
            guard count > usable else { return true }
            guard isReserved, count <= capacity else { return false }
            let step = 8 << 20
            let end = min(capacity, (count + step - 1) / step * step)
            guard mprotect(base + usable, end - usable, PROT_READ | PROT_WRITE) == 0 else { return false }
            usable = end
            return true
        }
    }

    /// The most one read asks for: the indexer scans and publishes between reads.
    static let readSize = 1 << 20

    /// What one ``read(from:)`` found.
    enum Outcome: Equatable {
        /// More bytes.
        case more
        /// The end of the input.
        case end
        /// The input goes on past ``limit``; reading stopped.
        case full
        /// No memory for more.
        case outOfMemory
        /// The read failed with this `errno`.
        case failed(Int32)
    }

    private var block: Block?
    /// The bytes read so far.
    private(set) var count = 0
    /// The most bytes kept: an endless input stops here.
    let limit: Int

    /// A buffer reserving `capacity` bytes at first (less when the address space is short),
    /// that keeps at most `limit`.
    init(capacity: Int = 1 << 30, limit: Int = CSVStreamLimit.bytes) {
        self.limit = max(1, limit)
        var size = max(1, min(capacity, self.limit))
        block = Block(capacity: size)
        guard block == nil else { return }
        // The address space is limited: find the largest block it holds, then take half of
        // it, so the rest of the program (thread stacks, the allocator, drawing) keeps as much
        // room as the input; a buffer that took it all would leave no room to answer a key.
        while block == nil && size > Self.readSize {
            size /= 2
            block = Block(capacity: size)
        }
        if block != nil && size > Self.readSize {
            block = nil
            block = Block(capacity: size / 2)
        }
    }

    /// Reads once from `descriptor`, waiting for input if there is none yet.
    mutating func read(from descriptor: Int32) -> Outcome {
        guard let current = block else { return .outOfMemory }
        if count == limit { return Self.hasMore(descriptor) }
        let wanted = min(limit, count + Self.readSize)
        let fits = count < current.capacity && current.makeUsable(min(current.capacity, wanted))
        guard let block = fits ? current : grown(current) else { return .outOfMemory }
        while true {
            let room = min(Self.readSize, block.usable - count, limit - count)
            let got = systemRead(descriptor, block.base + count, room)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return .failed(errno) }
            guard got > 0 else { return .end }
            count += got
            return .more
        }
    }

    /// At the limit: whether the input ends there (one byte is read to know, and dropped).
    private static func hasMore(_ descriptor: Int32) -> Outcome {
        var byte: UInt8 = 0
        while true {
            let got = systemRead(descriptor, &byte, 1)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { return .failed(errno) }
            return got == 0 ? .end : .full
        }
    }

    /// A block twice as large (at most ``limit``) holding the bytes so far, now the one reads
    /// go to.
    private mutating func grown(_ old: Block) -> Block? {
        guard let new = Block(capacity: min(limit, max(old.capacity, count) * 2)),
            new.makeUsable(min(new.capacity, count + Self.readSize))
        else { return nil }
        new.base.update(from: old.base, count: count)
        block = new
        return new
    }

    /// The bytes read so far; they keep their block alive.
    var bytes: CSVBytes {
        guard let block else { return CSVBytes([]) }
        return CSVBytes(prefix: count, at: UnsafePointer(block.base), keeping: block)
    }

    /// Asks for a pipe buffer of 1 MiB (Linux's limit for everyone): the writer and the
    /// reader then wake each other a sixteenth as often as with the default 64 KiB.
    static func widenPipe(_ descriptor: Int32) {
        #if os(Linux)
            let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ
            _ = fcntl(descriptor, setPipeSize, Int32(1 << 20))
        #endif
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
