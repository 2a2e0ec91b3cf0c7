#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one CSV source, in one buffer that never moves: a file mapped into memory, or
/// what standard input gave so far (``CSVStreamBuffer``: each read publishes a longer one).
/// Rows are byte offsets into it; nothing is copied per row.
public final class CSVBytes: @unchecked Sendable {
    /// The first byte (nil when empty).
    public let base: UnsafePointer<UInt8>?
    /// The number of bytes.
    public let count: Int
    private let release: Release

    private enum Release {
        case none
        /// A mapped file: its mapping, its guard's slot, the descriptor that tells its size.
        case unmap(UnsafeMutableRawPointer, Int, slot: Int?, descriptor: Int32)
        case free(UnsafeMutableRawPointer)
        /// The memory belongs to this object, kept alive as long as the bytes are.
        case keep(AnyObject)
    }

    private init(base: UnsafePointer<UInt8>?, count: Int, release: Release) {
        self.base = base
        self.count = count
        self.release = release
    }

    /// A copy of `bytes` (for tests and small inputs).
    public convenience init(_ bytes: [UInt8]) {
        guard !bytes.isEmpty, let memory = malloc(bytes.count) else {
            self.init(base: nil, count: 0, release: .none)
            return
        }
        bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        self.init(
            base: UnsafePointer(memory.assumingMemoryBound(to: UInt8.self)), count: bytes.count,
            release: .free(memory))
    }

    /// The first `count` bytes at `base`, whose memory `owner` keeps.
    convenience init(prefix count: Int, at base: UnsafePointer<UInt8>, keeping owner: AnyObject) {
        self.init(base: count > 0 ? base : nil, count: count, release: .keep(owner))
    }

    deinit {
        switch release {
        case .none, .keep: break
        case .unmap(let address, let length, let slot, let descriptor):
            // Unguarded first: once unmapped, the addresses may be given to another mapping.
            if let slot { MappedFileFaults.release(slot) }
            munmap(address, length)
            close(descriptor)
        case .free(let memory): free(memory)
        }
    }

    /// The bytes as a buffer.
    public var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// The size of the file now, when the bytes are a mapped file (it may have shrunk since
    /// it was mapped); ``count`` otherwise. One system call for a file.
    var currentSize: Int {
        guard case .unmap(_, _, _, let descriptor) = release else { return count }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return count }
        return min(count, Int(status.st_size))
    }

    /// Whether the bytes are a mapped file, whose pages may go away.
    var isMapped: Bool {
        if case .unmap = release { return true }
        return false
    }

    /// Maps the regular file open on `descriptor` (`size` bytes, more than 0), keeping a
    /// descriptor of its own to tell the file's size later. Mapping is O(1): pages are read
    /// when the indexer or a visible row first touches them. Nil when it cannot be mapped
    /// (files of `/sys` cannot).
    static func map(descriptor: Int32, size: Int) -> CSVBytes? {
        guard size > 0,
            let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        let kept = dup(descriptor)
        guard kept >= 0 else {
            munmap(address, size)
            return nil
        }
        #if canImport(Glibc)
            _ = madvise(address, size, MADV_SEQUENTIAL)
        #endif
        let slot = MappedFileFaults.guardRegion(at: address, length: size)
        return CSVBytes(
            base: UnsafePointer(address.assumingMemoryBound(to: UInt8.self)), count: size,
            release: .unmap(address, size, slot: slot, descriptor: kept))
    }
}
