import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal back the way it was found, from any exit path.
///
/// Normal exits go through `endwin()`. Signals cannot: `endwin` is not async-signal-safe.
/// So at start-up this type prepares, in memory it never frees, the exact bytes that undo
/// what the screen did (reset the modes of ``TerminalModes``, leave the alternate screen, show
/// the cursor, reset attributes, leave keypad mode, all read from terminfo) and the `termios`
/// settings found before start-up. A signal handler then needs
/// only `write` and `tcsetattr`, both async-signal-safe.
///
/// SIGINT, SIGTERM and SIGHUP restore and exit with 128 + the signal (130, 143, 129).
/// SIGPIPE does the same (141, the status a shell reports for a death by SIGPIPE) unless it
/// was ignored before start-up, in which case it stays ignored and writes fail with EPIPE.
/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE restore, then re-raise with the
/// default action so the crash is still reported. Every other signal whose default action ends
/// the process (``terminatingSignals``: SIGQUIT, SIGUSR1/2, the timers' SIGALRM, SIGVTALRM and
/// SIGPROF, the limits' SIGXCPU and SIGXFSZ, SIGSYS, SIGIO, SIGPWR, SIGSTKFLT and the real-time
/// signals) restores too, then ends the process by that same signal — SIGQUIT included, whose
/// handler in the Swift runtime would otherwise print a crash report over the screen and let the
/// program run on. A signal ignored when the screen starts (`nohup`, a shell's background job)
/// stays ignored. An `atexit` hook covers `exit()` calls made while the screen is active.
/// Every one of these paths also ends the process groups registered in ``ChildProcessGroups``.
enum TerminalRestorer {
    // Read by the signal handler: plain memory, written only before the handlers are
    // installed or while they are blocked.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static var savedSettings = termios()
    nonisolated(unsafe) private static var hasSavedSettings = false
    /// The restore sequence in use. Replaced by a single store of a pointer (``use(_:)``), never
    /// freed: a handler on another thread may be reading the one it replaces.
    nonisolated(unsafe) private static var sequence: UnsafePointer<RestoreBytes>?
    nonisolated(unsafe) private static var armed: sig_atomic_t = 0
    nonisolated(unsafe) private static var handlersInstalled = false

    static let exitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// The other signals whose default action ends the process (see signal(7)).
    static var terminatingSignals: [Int32] {
        var signals: [Int32] = [
            SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, SIGIO,
        ]
        #if os(Linux)
            signals += [SIGPWR, SIGSTKFLT]
            // The real-time signals the C library leaves to programs (glibc keeps the first two).
            signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }

    /// Records the terminal's settings and the restore sequence; call after `setupterm`
    /// succeeded and before `newterm` changes anything.
    static func prepare(descriptor fd: Int32, restoreSequence: [UInt8]) {
        descriptor = fd
        hasSavedSettings = tcgetattr(fd, &savedSettings) == 0
        sequence = RestoreBytes.stored(restoreSequence)
        installHandlersOnce()
        armed = 1
    }

    /// Makes `restoreSequence` the bytes written from now on, while the handlers are armed:
    /// for a restore that follows what the screen shows (an inline block kept on exit, its
    /// rows as the last frame left them).
    static func use(_ restoreSequence: [UInt8]) {
        sequence = RestoreBytes.stored(restoreSequence)
    }

    /// Stops restoring from signals: the normal teardown has run.
    static func disarm() {
        armed = 0
    }

    /// Writes the restore sequence and puts the saved settings back. Async-signal-safe.
    static func restoreNow() {
        guard armed != 0 else { return }
        armed = 0
        if let sequence {
            let (bytes, byteCount) = (sequence.pointee.start, sequence.pointee.count)
            var offset = 0
            while offset < byteCount {
                let written = write(descriptor, bytes + offset, byteCount - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        if hasSavedSettings {
            // From a background process group, tcsetattr raises SIGTTOU, which would stop the
            // process inside its handler: block it for the call. TCSANOW, not TCSAFLUSH: a
            // terminal that stopped reading (XOFF) must not make the restore wait for drain.
            // Pending input is still discarded so stray keys do not reach the shell.
            var blocked = sigset_t()
            var previous = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGTTOU)
            sigprocmask(SIG_BLOCK, &blocked, &previous)
            _ = tcsetattr(descriptor, TCSANOW, &savedSettings)
            _ = tcflush(descriptor, TCIFLUSH)
            sigprocmask(SIG_SETMASK, &previous, nil)
        }
    }

    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in exitSignals {
            install(signalNumber) { received in
                ChildProcessGroups.killAllFromSignalHandler()
                TerminalRestorer.restoreNow()
                _exit(128 + received)
            }
        }
        if !isIgnored(SIGPIPE) {
            install(SIGPIPE) { received in
                ChildProcessGroups.killAllFromSignalHandler()
                TerminalRestorer.restoreNow()
                _exit(128 + received)
            }
        }
        let restoreThenDie: @convention(c) (Int32) -> Void = { received in
            // The signal is blocked while its handler runs: raised again with the default
            // action, it ends the process as soon as the handler returns.
            ChildProcessGroups.killAllFromSignalHandler()
            TerminalRestorer.restoreNow()
            signal(received, SIG_DFL)
            raise(received)
        }
        for signalNumber in fatalSignals {
            install(signalNumber, restoreThenDie)
        }
        for signalNumber in terminatingSignals where !isIgnored(signalNumber) {
            install(signalNumber, restoreThenDie)
        }
        atexit {
            ChildProcessGroups.killAllFromSignalHandler()
            TerminalRestorer.restoreNow()
        }
    }

    /// Whether `signalNumber` is ignored (SIG_IGN) now.
    static func isIgnored(_ signalNumber: Int32) -> Bool {
        disposition(of: signalNumber) == 1  // SIG_IGN
    }

    /// Whether `signalNumber` has its default action (SIG_DFL) now: nobody handles it.
    static func isDefault(_ signalNumber: Int32) -> Bool {
        disposition(of: signalNumber) == 0  // SIG_DFL
    }

    /// The signal's handler as a number (0 SIG_DFL, 1 SIG_IGN, else a function); -1 when unknown.
    private static func disposition(of signalNumber: Int32) -> Int {
        var current = sigaction()
        guard sigaction(signalNumber, nil, &current) == 0 else { return -1 }
        #if canImport(Glibc)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        guard let handler else { return 0 }
        return unsafeBitCast(handler, to: Int.self)
    }

    private static func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signalNumber, &action, nil)
    }
}

/// A restore sequence in memory that is never freed, kept once per distinct sequence: a
/// signal handler reads it with no lock, and an inline block kept on exit has one per number
/// of rows it leaves (at most ``CursesTerminal/maximumSize``'s height and one).
private struct RestoreBytes {
    let start: UnsafePointer<UInt8>
    let count: Int

    /// Touched only where the handlers are not reading it: by the thread that starts the
    /// terminal and draws its frames.
    nonisolated(unsafe) private static var copies: [[UInt8]: UnsafePointer<RestoreBytes>] = [:]

    /// The one stored copy of `bytes`.
    static func stored(_ bytes: [UInt8]) -> UnsafePointer<RestoreBytes> {
        if let existing = copies[bytes] { return existing }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
        buffer.initialize(from: bytes, count: bytes.count)
        let record = UnsafeMutablePointer<RestoreBytes>.allocate(capacity: 1)
        record.initialize(to: RestoreBytes(start: buffer, count: bytes.count))
        copies[bytes] = UnsafePointer(record)
        return UnsafePointer(record)
    }
}
