import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A program on a pseudo-terminal of a fixed size, with every byte it writes to the terminal
/// recorded.
///
/// The child is spawned (posix_spawn; Foundation's `Process` hangs under the test runner) in a
/// new session, and the terminal's slave side is the first terminal it opens, so it is also its
/// controlling terminal (`/dev/tty`). Standard input and output are the terminal unless files
/// are named. A thread reads the master side all along, so the child never blocks on output.
///
/// The child starts with no signal blocked and SIGHUP, SIGINT, SIGQUIT and SIGTERM at their
/// default actions, whatever the test runner's thread had: a child that inherited a blocked
/// SIGHUP outlived its terminal. On every path out of a test — passed, failed expectation,
/// timeout — the terminal's deinit ends the child (SIGKILL when it has not exited) and reaps
/// it: the reader thread holds only the ``Recording``, never the terminal, so a running child
/// cannot keep the terminal alive.
final class PseudoTerminal: @unchecked Sendable {
    /// The child's process id.
    let pid: pid_t
    /// The master side's descriptor; -1 once ``hangUp()`` closed it.
    private var master: Int32 { recording.master }
    /// The slave side's device, such as `/dev/pts/6`.
    private let slaveName: String
    private let recording: Recording
    private var status: Int32?

    /// Starts `arguments` (an absolute path first) on a `width`×`height` terminal.
    /// `environment` replaces this process's own except for `PATH` and `HOME`.
    init(
        _ arguments: [String], width: Int, height: Int, environment: [String: String],
        standardInput: String? = nil, standardOutput: String? = nil
    ) throws {
        var masterDescriptor: Int32 = -1
        var slaveDescriptor: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterDescriptor, &slaveDescriptor, nil, nil, &size) == 0 else {
            throw PseudoTerminalError.cannotOpen
        }
        defer { close(slaveDescriptor) }
        // Tests run in parallel: other children spawned meanwhile must not inherit these
        // descriptors (a child holding another test's master keeps that terminal from ever
        // hanging up).
        for descriptor in [masterDescriptor, slaveDescriptor] {
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
        // ttyname_r, not ttyname: ttyname's static buffer, shared by tests starting at the same
        // time, could hand this child another test's terminal.
        var nameBuffer = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slaveDescriptor, &nameBuffer, nameBuffer.count) == 0 else {
            close(masterDescriptor)
            throw PseudoTerminalError.cannotOpen
        }
        let name = String(decoding: nameBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        recording = Recording(master: masterDescriptor)
        slaveName = name
        // Read before the child starts: once it runs, it may be in raw mode by the time the
        // test asks (a loaded machine can run the child first).
        var initial = termios()
        _ = tcgetattr(masterDescriptor, &initial)
        initialSettings = initial

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session, so the terminal opened below becomes the controlling terminal.
        posix_spawnattr_setflags(&attributes, Self.spawnSetsid)
        Subprocess.cleanSignals(&attributes)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, masterDescriptor)
        posix_spawn_file_actions_addopen(&actions, 2, name, O_RDWR, 0)
        if let standardInput {
            posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 2, 0)
        }
        if let standardOutput {
            posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 2, 1)
        }
        posix_spawn_file_actions_addclose(&actions, slaveDescriptor)

        var merged = environment
        for key in ["PATH", "HOME"] { merged[key] = merged[key] ?? ProcessInfo.processInfo.environment[key] }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            close(masterDescriptor)
            throw PseudoTerminalError.cannotSpawn(arguments[0])
        }
        pid = child
        let recording = recording
        let reader = Thread { recording.readUntilClosed() }
        reader.start()
    }

    /// glibc's POSIX_SPAWN_SETSID (spawn.h), which Swift does not import (it is behind _GNU_SOURCE).
    private static let spawnSetsid: Int16 = 0x80

    deinit {
        if reap() == nil {
            // The child leads a session and a process group of its own: a shell's jobs go too.
            kill(-pid, SIGKILL)
            _ = waitForExit(timeout: 5)
        }
        recording.close()
    }

    /// Closes the master side, as a terminal window that closes does: the kernel hangs up
    /// the child's side (its reads give end of file, its session leader gets SIGHUP).
    func hangUp() {
        recording.close()
    }

    /// Every byte written to the terminal so far.
    var output: [UInt8] { recording.bytes { Array($0) } }

    /// How many bytes were written to the terminal so far.
    var outputCount: Int { recording.bytes { $0.count } }

    /// The bytes written from byte `offset` on (a copy of those only).
    func output(from offset: Int) -> [UInt8] {
        recording.bytes { Array($0[min(offset, $0.count)...]) }
    }

    /// Forgets the bytes recorded so far (after they were checked), so a long run stays small.
    func discardOutput() {
        recording.discard()
    }

    /// Types `text` as the terminal's keyboard would.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Types raw `bytes`, waiting at most `timeout` seconds for the terminal to take them;
    /// returns false when the program stopped reading (its input queue stayed full).
    @discardableResult
    func send(bytes: [UInt8], timeout: Int32 = 2_000) -> Bool {
        var offset = 0
        while offset < bytes.count {
            var ready = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            guard poll(&ready, 1, timeout) == 1 else { return false }
            let written = bytes[offset...].withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// How many frames the program has finished: each ends with the synchronized-output end
    /// marker (`ESC [ ? 2026 l`), so a new one tells that a key was answered.
    var frameCount: Int {
        let marker = Array("\u{1B}[?2026l".utf8)
        let bytes = output
        var count = 0
        var index = 0
        while let found = bytes[index...].firstIndex(of: 0x1B) {
            if bytes[found...].starts(with: marker) { count += 1 }
            index = found + 1
        }
        return count
    }

    /// Sends `text` and returns the seconds until the next frame is finished (polling every
    /// millisecond, at most `timeout` seconds).
    func timeToFrame(afterSending text: String, timeout: TimeInterval = 10) -> TimeInterval {
        let before = frameCount
        let started = Date()
        send(text)
        let deadline = started.addingTimeInterval(timeout)
        while frameCount == before, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        return Date().timeIntervalSince(started)
    }

    /// How many bytes sent to the program it has not read yet (the slave side's input queue),
    /// or nil when the terminal cannot be asked. The slave is opened for the question only:
    /// holding it open would keep the master from seeing the program's end.
    func unreadInput() -> Int? {
        let slave = open(slaveName, O_RDWR | O_NOCTTY | O_NONBLOCK)
        guard slave >= 0 else { return nil }
        defer { close(slave) }
        var count: Int32 = 0
        guard ioctl(slave, UInt(FIONREAD), &count) == 0 else { return nil }
        return Int(count)
    }

    /// Waits until the program has read everything sent to it (at most `timeout`); returns
    /// whether it has. A program busy with earlier input reads later keys together with it, so
    /// a test that needs a key read alone (an Esc not followed by a q that would make Alt-q)
    /// waits for this first.
    @discardableResult
    func waitUntilInputIsRead(timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let unread = unreadInput() else { return false }
            if unread == 0 { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// The terminal's settings before the child started, to compare with ``settings()`` after.
    let initialSettings: termios

    /// The terminal's settings (a pty's master and slave share them), to compare before and after.
    func settings() -> termios {
        var settings = termios()
        _ = tcgetattr(master, &settings)
        return settings
    }

    /// Resizes the terminal as a terminal window would (TIOCSWINSZ); the kernel sends the
    /// program SIGWINCH.
    func resize(width: Int, height: Int) {
        var size = winsize(
            ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Polls until the recorded output (from byte `offset` on, so text written before then
    /// does not count) contains `text`; returns whether it did in time.
    func waitFor(text: String, after offset: Int = 0, timeout: TimeInterval = 20) -> Bool {
        let needle = Array(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if output.dropFirst(offset).contains(subsequence: needle) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        } while Date() < deadline
        return output.dropFirst(offset).contains(subsequence: needle)
    }

    /// Polls for the child's exit; its status as a shell reports it (128 + n for signal n),
    /// or nil when it is still running at the deadline. Once it has exited, waits (within the
    /// deadline) until the reader has recorded everything it wrote, so a check of the last
    /// bytes — the terminal restored on the way out — never races the reader thread.
    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var exited = reap()
        while exited == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            exited = reap()
        }
        guard let exited else { return nil }
        while !recording.isFinished, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        return exited
    }

    private func reap() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        let exit = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        status = exit
        return exit
    }
}

enum PseudoTerminalError: Error {
    case cannotOpen
    case cannotSpawn(String)
}

extension Collection where Element == UInt8 {
    /// Whether `needle` occurs in this collection as consecutive bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: needle) { return true }
            start = index(after: found)
        }
        return false
    }
}
