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
        guard session > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
            return []
        }
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            // After the name: state, parent, process group, session.
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 3, fields[0] != "Z", pid_t(fields[3]) == session else { return nil }
            return pid
        }
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
