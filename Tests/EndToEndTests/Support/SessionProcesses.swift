import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The processes of a session (a tmux pane's shell and everything it started), read from
/// `/proc`, so a harness can make sure none outlives its test.
enum SessionProcesses {
    /// The live processes whose session id is `session` (zombies are gone: they only wait
    /// to be reaped by their parent).
    static func members(of session: pid_t) -> [pid_t] {
        guard session > 0 else { return [] }
        return liveProcesses().filter { $0.session == session }.map(\.pid)
    }

    /// The live processes of process group `group`.
    static func members(ofGroup group: pid_t) -> [pid_t] {
        guard group > 0 else { return [] }
        return liveProcesses().filter { $0.group == group }.map(\.pid)
    }

    /// The CPU time `pid` has used so far (user and system, all its threads), in clock ticks;
    /// nil once it is gone.
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let fields = statFields(of: pid), fields.count > 12, let user = Int(fields[11]),
            let system = Int(fields[12])
        else { return nil }
        return user + system
    }

    /// What the processes of `session` are doing: the CPU time all of them used so far, in
    /// clock ticks, and whether any of their threads is running or waiting to run (or in an
    /// uninterruptible wait, such as reading a file). A program waiting for its next key has
    /// none running, and its ticks stay put.
    static func activity(of session: pid_t) -> (ticks: Int, running: Bool) {
        var (ticks, running) = (0, false)
        for pid in members(of: session) {
            ticks += cpuTicks(of: pid) ?? 0
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for thread in threads {
                let state = statFields(atPath: "/proc/\(pid)/task/\(thread)/stat")?.first
                if state == "R" || state == "D" { running = true }
            }
        }
        return (ticks, running)
    }

    private static func liveProcesses() -> [(pid: pid_t, group: pid_t, session: pid_t)] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry in
            guard let pid = pid_t(entry), let fields = statFields(of: pid), fields.count > 3, fields[0] != "Z",
                let group = pid_t(fields[2]), let session = pid_t(fields[3])
            else { return nil }
            return (pid, group, session)
        }
    }

    /// The fields of `/proc/PID/stat` after the process's name: state, parent, process group,
    /// session, … (see proc(5): the name, in parentheses, may hold spaces).
    private static func statFields(of pid: pid_t) -> [Substring]? {
        statFields(atPath: "/proc/\(pid)/stat")
    }

    /// The fields of a process's or a thread's `stat` file after its name.
    private static func statFields(atPath path: String) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: nameEnd)...].split(separator: " ")
    }

    /// Waits up to `grace` seconds for the session's processes to end (they were sent SIGHUP
    /// with their terminal), then kills those left with SIGKILL and waits for them too.
    /// Returns the processes that had to be killed.
    @discardableResult
    static func end(_ session: pid_t, grace: TimeInterval = 5) -> [pid_t] {
        guard waitUntilGone(session, timeout: grace) == false else { return [] }
        let left = members(of: session)
        for pid in left { kill(pid, SIGKILL) }
        _ = waitUntilGone(session, timeout: 5)
        return left
    }

    /// Polls until the session has no live process; returns whether it came to that in time.
    static func waitUntilGone(_ session: pid_t, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !members(of: session).isEmpty {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }
}
