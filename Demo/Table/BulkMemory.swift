#if canImport(Glibc)
    import Glibc
#endif

/// Memory filled in bulk right after it is allocated.
enum BulkMemory {
    /// Asks Linux to back `buffer` with transparent huge pages (2 MB) where it can: filling
    /// tens of megabytes then takes a few page faults instead of one per 4 KB. Only the whole
    /// pages inside `buffer` are advised; elsewhere, and on other systems, it does nothing.
    static func preferLargePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            guard pageSize > 0, let base = buffer.baseAddress, buffer.count >= 2 << 20 else { return }
            let start = (Int(bitPattern: base) + pageSize - 1) / pageSize * pageSize
            let end = (Int(bitPattern: base) + buffer.count) / pageSize * pageSize
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
