#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signals turned into bytes on a pipe, for a loop that waits in `poll`: the handler only
/// writes the signal's number (async-signal-safe); the loop reads and acts on it in order,
/// on its own thread.
enum SignalPipe {
    // Written before any handler is installed, read by the handlers.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private static var readEnd: Int32 = -1

    /// The byte ``wakeLoop()`` writes: no signal has the number 0.
    static let wakeByte: Int32 = 0
    /// Whether ``MainLoop`` polls the pipe, so that a byte written wakes it.
    private static let loopPolls = LockedState(false)

    /// The end the loop polls; -1 when the pipe could not be made.
    static var descriptor: Int32 {
        openOnce()
        return readEnd
    }

    /// Catches `signalNumber` into the pipe. `signal` on glibc and the BSDs installs the
    /// handler with `SA_RESTART`, so reads and writes elsewhere are not cut short. Returns false
    /// when the pipe could not be made.
    @discardableResult
    static func catchSignal(_ signalNumber: Int32) -> Bool {
        openOnce()
        guard writeEnd >= 0 else { return false }
        let handler: @convention(c) (Int32) -> Void = { received in
            let saved = errno
            var byte = UInt8(truncatingIfNeeded: received)
            _ = write(SignalPipe.writeEnd, &byte, 1)
            errno = saved
        }
        let previous = signal(signalNumber, handler)
        // SIG_ERR is the handler "-1".
        return previous.map { unsafeBitCast($0, to: Int.self) != -1 } ?? true
    }

    /// Says whether ``MainLoop`` polls the pipe (it reads ``wakeByte`` as a frame asked for).
    static func setLoopPolls(_ polls: Bool) {
        openOnce()
        loopPolls.withLock { $0 = polls && writeEnd >= 0 }
    }

    /// From any thread: wakes ``MainLoop`` with ``wakeByte`` and returns true, or returns false
    /// when the loop is not polling the pipe.
    static func wakeLoop() -> Bool {
        loopPolls.withLock { polls in
            guard polls else { return false }
            var byte = UInt8(wakeByte)
            _ = write(writeEnd, &byte, 1)
            return true
        }
    }

    /// Gives `signalNumber` back its default action.
    static func release(_ signalNumber: Int32) {
        signal(signalNumber, SIG_DFL)
    }

    /// The signals caught since the last call, in arrival order.
    static func received() -> [Int32] {
        guard readEnd >= 0 else { return [] }
        var signals: [Int32] = []
        var buffer = (UInt64(0), UInt64(0))
        while true {
            let count = withUnsafeMutableBytes(of: &buffer) { read(readEnd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            withUnsafeBytes(of: &buffer) { bytes in
                for index in 0..<count { signals.append(Int32(bytes[index])) }
            }
            // A short read emptied the pipe: no second read to hear so.
            if count < MemoryLayout.size(ofValue: buffer) { break }
        }
        return signals
    }

    private static func openOnce() {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        writeEnd = ends[1]
        readEnd = ends[0]
    }
}
