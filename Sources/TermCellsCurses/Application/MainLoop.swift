import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main thread as the event loop: one `poll(2)` for the terminal, signals and the main
/// dispatch queue, so a key is read, handled and drawn on the thread that waited for it; the
/// same `poll` waits for the next tick of ``Application/every(_:_:)``'s timers.
///
/// Call ``run(_:)`` from a synchronous `main` (an `async` main has already given the main
/// thread away to Dispatch, whose worker threads then run the main queue). Inside it, code
/// runs on the main actor as usual: `await`, tasks, `DispatchQueue.main` and
/// ``Application/wakeUp`` all work, and an ``Application`` started inside it is driven by
/// this loop instead of by dispatch sources.
///
/// ```swift
/// @main enum Program {
///     static func main() {
///         MainActor.assumeIsolated {
///             MainLoop.run {
///                 let application = try? Application()
///                 _ = await application?.run(MyScreen())
///             }
///         }
///     }
/// }
/// ```
@MainActor
public enum MainLoop {
    /// Whether ``run(_:)`` is serving the main thread.
    public private(set) static var isRunning = false
    private static var finished = false

    /// Runs `body` on the main actor and serves the main thread until it returns.
    ///
    /// On platforms without a main-queue descriptor (Darwin), `body` runs on the main queue
    /// under Dispatch and the process exits with status 0 when it returns.
    public static func run(_ body: @escaping @MainActor () async -> Void) {
        #if os(Linux)
            guard !isRunning else { return }
            let queue = tc_main_queue_descriptor()
            // Signals are taken on this thread, as they were on the thread dispatch_main() parks
            // in sigsuspend with an empty mask: a mask inherited from the parent (a test runner
            // blocks some) would otherwise hold back Ctrl-Z, resizes and the restoring signals.
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            isRunning = true
            finished = false
            SignalPipe.setLoopPolls(true)
            Task { @MainActor in
                await body()
                MainLoop.finished = true
            }
            var descriptors = [pollfd](repeating: pollfd(fd: -1, events: Int16(POLLIN), revents: 0), count: 3)
            drainMainQueue(queue, readable: false)
            while !finished {
                let application = Application.running
                descriptors[0] = pollfd(fd: queue, events: Int16(POLLIN), revents: 0)
                descriptors[1] = pollfd(fd: SignalPipe.descriptor, events: Int16(POLLIN), revents: 0)
                let watchesInput = application?.readsInput ?? false
                descriptors[2] = pollfd(
                    fd: watchesInput ? application?.terminal.inputDescriptor ?? -1 : -1, events: Int16(POLLIN),
                    revents: 0)
                let timeout = application?.pollTimeout(now: monotonicNanoseconds()) ?? -1
                let ready = poll(&descriptors, 3, timeout)
                if ready < 0 && errno != EINTR { break }
                if descriptors[1].revents != 0 {
                    for signalNumber in SignalPipe.received() { Application.running?.serviceSignal(signalNumber) }
                }
                if descriptors[0].revents != 0 { drainMainQueue(queue, readable: true) }
                // The application may have ended while the queue ran.
                guard let current = Application.running, current === application else { continue }
                let now = monotonicNanoseconds()
                if descriptors[2].revents != 0 {
                    current.serviceInput(now: now, revents: descriptors[2].revents)
                } else {
                    current.serviceHeldInput(now: now)
                }
                current.serviceTimers(now: now)
                current.displayIfNeeded()
            }
            SignalPipe.setLoopPolls(false)
            isRunning = false
        #else
            Task { @MainActor in
                await body()
                exit(0)
            }
            dispatchMain()
        #endif
    }

    #if os(Linux)
        /// Runs what was queued on the main queue (tasks on the main actor, `DispatchQueue.main`
        /// blocks), after taking the wake-up count off its descriptor.
        private static func drainMainQueue(_ queue: Int32, readable: Bool) {
            if readable {
                var count: UInt64 = 0
                _ = read(queue, &count, MemoryLayout<UInt64>.size)
            }
            tc_drain_main_queue()
        }
    #endif

    /// The monotonic clock, in nanoseconds: the loop's deadlines.
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
