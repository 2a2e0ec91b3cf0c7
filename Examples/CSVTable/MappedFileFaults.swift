import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps mapped files readable when they shrink under the table: reading a page past a
/// mapped file's new end raises SIGBUS, which would end the program. The handler maps
/// zeros over the mapping from that page to its end and lets the read go on; the document
/// then finds the file's size smaller (``CSVBytes/currentSize``) and says which rows are gone.
/// A SIGBUS outside every mapping goes to the handler that was there before.
///
/// Another handler installed later (the terminal's restorer, at start-up) replaces this
/// one, so readers call ``install()`` before they read mapped bytes: it puts this handler
/// back on top when it is not, the one it found then handling the faults that are not ours.
enum MappedFileFaults {
    /// At most this many mappings are guarded at once (documents open together).
    private static let slotCount = 64
    // Read by the signal handler: plain memory, allocated once and never freed; a slot is
    // written by `guardRegion` before its bytes are handed out, cleared after they are unmapped.
    nonisolated(unsafe) private static var starts = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount)
    nonisolated(unsafe) private static var ends = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount)
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    nonisolated(unsafe) private static var ready = false
    nonisolated(unsafe) private static var pageSize: UInt = 4_096
    private static let lock = NSLock()

    /// Guards `length` bytes mapped at `address`; returns the slot to give back with
    /// ``release(_:)``, nil when every slot is taken (the mapping is then unguarded).
    static func guardRegion(at address: UnsafeRawPointer, length: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if !ready {
            starts.initialize(repeating: 0, count: slotCount)
            ends.initialize(repeating: 0, count: slotCount)
            previous.initialize(to: sigaction())
            pageSize = UInt(max(1, sysconf(Int32(_SC_PAGESIZE))))
            ready = true
        }
        guard let slot = (0..<slotCount).first(where: { ends[$0] == 0 }) else { return nil }
        starts[slot] = UInt(bitPattern: address)
        ends[slot] = UInt(bitPattern: address) + UInt(length)
        installLocked()
        return slot
    }

    /// Stops guarding a slot's mapping (it was unmapped).
    static func release(_ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        ends[slot] = 0
        starts[slot] = 0
    }

    /// Puts the handler on top of SIGBUS's when another replaced it. One system call when
    /// it is there.
    static func install() {
        lock.lock()
        defer { lock.unlock() }
        if ready { installLocked() }
    }

    private static func installLocked() {
        var current = sigaction()
        guard sigaction(SIGBUS, nil, &current) == 0 else { return }
        if handlerAddress(current) == unsafeBitCast(handler, to: Int.self) { return }
        previous.pointee = current
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        sigaction(SIGBUS, &action, nil)
    }

    private static func handlerAddress(_ action: sigaction) -> Int {
        #if canImport(Glibc)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    /// Async-signal-safe: reads the slots, calls `mmap`, or `sigaction` and `raise`.
    private static let handler:
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
            _, info, _ in
            #if canImport(Glibc)
                let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
            #else
                let address = UInt(bitPattern: info?.pointee.si_addr)
            #endif
            if MappedFileFaults.zeroFill(at: address) { return }
            // Not a guarded mapping (or sent by `kill`): the handler found before gets it, as
            // the signal raised here is delivered once this handler returns.
            sigaction(SIGBUS, MappedFileFaults.previous, nil)
            raise(SIGBUS)
        }

    /// Maps zeros from the page of `address` to the end of its guarded mapping; false when
    /// no mapping holds it.
    private static func zeroFill(at address: UInt) -> Bool {
        let page = pageSize
        for slot in 0..<slotCount where starts[slot] <= address && address < ends[slot] {
            let first = address & ~(page - 1)
            let end = ends[slot]
            guard let target = UnsafeMutableRawPointer(bitPattern: first) else { return false }
            let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED
            return mmap(target, Int(end - first), PROT_READ, flags, -1, 0) != MAP_FAILED
        }
        return false
    }
}
