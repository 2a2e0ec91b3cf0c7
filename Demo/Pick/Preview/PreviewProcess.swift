import TermCellsCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a preview command: `sh -c` in a process group of its own (registered with
/// ``ChildProcessGroups``, so that pick's end by a signal ends it too), standard input from
/// /dev/null, standard output and error into a pipe.
struct PreviewProcess: Sendable {
    /// The group's id: the shell's process id.
    let group: pid_t
    /// The pipe's read end.
    private let output: Int32

    /// What a run printed.
    struct Output: Sendable {
        /// The bytes kept: all of them, or the first `maximum` asked for.
        var bytes: [UInt8]
        /// Whether the command printed more than was kept (the rest was never read).
        var wasCut: Bool
    }

    /// Starts `sh -c commandLine`; nil when it could not be started.
    static func start(_ commandLine: [UInt8]) -> PreviewProcess? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        // The arguments as C strings made from bytes: the command line need not be UTF-8.
        let arguments = [Array("/bin/sh".utf8), Array("-c".utf8), commandLine]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        argv.append(nil)
        defer { for pointer in argv { pointer?.deallocate() } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, environ)
        close(pipeEnds[1])
        guard result == 0 else {
            close(pipeEnds[0])
            return nil
        }
        ChildProcessGroups.add(pid)
        return PreviewProcess(group: pid, output: pipeEnds[0])
    }

    /// Ends the group (the cursor moved on, or pick ends).
    static func end(_ group: pid_t) {
        ChildProcessGroups.kill(group)
    }

    /// Reads the output to its end or until `maximum` bytes are kept, whichever comes first,
    /// then reaps the shell. Output past `maximum` would never be shown: the group is ended
    /// there rather than read on, so an endless command costs a moment, not a core.
    ///
    /// While the command runs, `progress` gets the bytes kept so far, at most once per
    /// ``progressInterval`` and whenever the output pauses: a slow command's lines show as
    /// they come.
    func collect(keeping maximum: Int, progress: ([UInt8]) -> Void) -> Output {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var wasCut = false
        var lastProgress = ContinuousClock.now - Self.progressInterval
        var unreported = false
        while true {
            if unreported {
                let left = Self.progressInterval - lastProgress.duration(to: .now)
                if left <= .zero || !Self.waitForOutput(on: output, upTo: left) {
                    progress(kept)
                    lastProgress = .now
                    unreported = false
                }
            }
            // Once `maximum` are kept, one more byte tells whether the output went on.
            let wanted = kept.count < maximum ? min(buffer.count, maximum - kept.count) : 1
            let count = buffer.withUnsafeMutableBytes { read(output, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            if kept.count == maximum {
                wasCut = true
                break
            }
            kept += buffer[0..<count]
            unreported = true
        }
        close(output)
        if wasCut { ChildProcessGroups.kill(group) }
        reap()
        return Output(bytes: kept, wasCut: wasCut)
    }

    /// How often at most the output so far is shown while the command runs.
    static let progressInterval = Duration.milliseconds(50)

    /// Whether `descriptor` has something to read (or its end) within `duration`.
    private static func waitForOutput(on descriptor: Int32, upTo duration: Duration) -> Bool {
        let milliseconds = Int32(
            clamping: duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var result: Int32
        repeat { result = poll(&ready, 1, max(1, milliseconds)) } while result < 0 && errno == EINTR
        return result != 0
    }

    /// Waits for the shell to exit, forgets its group while its id still names it (the shell
    /// is not reaped yet), then reaps it.
    private func reap() {
        var information = siginfo_t()
        while waitid(P_PID, id_t(group), &information, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        ChildProcessGroups.remove(group)
        var status: Int32 = 0
        while waitpid(group, &status, 0) < 0 && errno == EINTR {}
    }
}
