import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command to completion with posix_spawn and waitpid, its output sent to a file.
///
/// Foundation's `Process` waits for children through a run loop that the test runner's
/// threads do not always serve, and a tmux server started by a command keeps any pipe it
/// inherits open; a file and a plain `waitpid` avoid both.
enum Subprocess {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs `arguments` (looked up on PATH) with standard input from /dev/null — never a
    /// terminal — and `environment` added to this process's own.
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> Result {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-out-\(UUID().uuidString)")
            .path
        let outputPath = base + ".out"
        let errorPath = base + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var merged = ProcessInfo.processInfo.environment
        merged.merge(environment) { _, new in new }
        let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        cleanSignals(&attributes)
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { return Result(status: -1, output: "", error: "cannot start \(arguments[0])") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Result(status: exitStatus, output: output, error: error)
    }

    /// Makes a child start with SIGHUP, SIGINT, SIGQUIT and SIGTERM unblocked and at their
    /// default actions. The test runner's threads block most signals, and a child keeps that
    /// mask — so does everything it starts, a tmux server's panes included: a pane's shell with
    /// SIGHUP blocked outlived its closed pane, and the program it ran never heard of it.
    ///
    /// The rest of the mask stays, SIGCHLD blocked with it: a tmux server that hears SIGCHLD
    /// marks the pane dead at once and may drop what the pane's program wrote last (an
    /// `echo "exit=$?"`); blocked, it sees the end through the terminal, after the last byte.
    static func cleanSignals(_ attributes: inout posix_spawnattr_t) {
        var flags: Int16 = 0
        posix_spawnattr_getflags(&attributes, &flags)
        posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        sigaddset(&mask, SIGCHLD)
        for signalNumber in [SIGHUP, SIGINT, SIGQUIT, SIGTERM] { sigdelset(&mask, signalNumber) }
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGHUP, SIGINT, SIGQUIT, SIGTERM] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
    }
}
