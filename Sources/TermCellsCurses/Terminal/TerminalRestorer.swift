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
/// what the screen did (leave the alternate screen, show the cursor, reset attributes,
/// stop mouse reports and keypad mode, all read from terminfo) and the `termios` settings
/// found before start-up. A signal handler then needs only `write` and `tcsetattr`, both
/// async-signal-safe.
///
/// SIGINT, SIGTERM and SIGHUP restore and exit with 128 + the signal (130, 143, 129).
/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT and SIGFPE restore, then re-raise with the
/// default action so the crash is still reported. An `atexit` hook covers `exit()` calls
/// made while the screen is active.
enum TerminalRestorer {
    // Read by the signal handler: plain memory, written only before the handlers are
    // installed or while they are blocked.
    nonisolated(unsafe) private static var descriptor: Int32 = -1
    nonisolated(unsafe) private static var savedSettings = termios()
    nonisolated(unsafe) private static var hasSavedSettings = false
    nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var byteCount = 0
    nonisolated(unsafe) private static var armed: sig_atomic_t = 0
    nonisolated(unsafe) private static var handlersInstalled = false

    static let exitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Records the terminal's settings and the restore sequence; call after `setupterm`
    /// succeeded and before `newterm` changes anything.
    static func prepare(descriptor fd: Int32, restoreSequence: [UInt8]) {
        descriptor = fd
        hasSavedSettings = tcgetattr(fd, &savedSettings) == 0
        bytes?.deallocate()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, restoreSequence.count))
        buffer.initialize(from: restoreSequence, count: restoreSequence.count)
        bytes = buffer
        byteCount = restoreSequence.count
        installHandlersOnce()
        armed = 1
    }

    /// Stops restoring from signals: the normal teardown has run.
    static func disarm() {
        armed = 0
    }

    /// Writes the restore sequence and puts the saved settings back. Async-signal-safe.
    static func restoreNow() {
        guard armed != 0 else { return }
        armed = 0
        if let bytes, byteCount > 0 {
            var offset = 0
            while offset < byteCount {
                let written = write(descriptor, bytes + offset, byteCount - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        if hasSavedSettings {
            _ = tcsetattr(descriptor, TCSAFLUSH, &savedSettings)
        }
    }

    private static func installHandlersOnce() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signalNumber in exitSignals {
            install(signalNumber) { received in
                TerminalRestorer.restoreNow()
                _exit(128 + received)
            }
        }
        for signalNumber in fatalSignals {
            install(signalNumber) { received in
                TerminalRestorer.restoreNow()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
        atexit { TerminalRestorer.restoreNow() }
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
