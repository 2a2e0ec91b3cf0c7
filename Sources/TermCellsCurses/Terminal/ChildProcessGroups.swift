#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process groups a program started (a picker's preview commands) that must end with it,
/// on every path out: a normal exit ends them itself, and ``TerminalRestorer``'s handlers end
/// them on SIGINT, SIGTERM, SIGHUP, the other terminating signals and crashes.
///
/// A group in its own process group hears neither the terminal's Ctrl-C nor its hang-up, so
/// without this it would outlive the program. A handler can only read plain memory and call
/// `kill`, so the groups are kept in a fixed table of process ids, written under a lock by
/// ``add(_:)`` and ``remove(_:)`` and read without one by ``killAllFromSignalHandler()``.
///
/// Remove a group only once its leader has exited and before it is reaped (`waitid` with
/// `WNOWAIT`, then `waitpid`): until then its id cannot name another process.
public enum ChildProcessGroups: Sendable {
    /// How many groups can be registered at once: a program ends its old groups as it starts
    /// new ones, so only a few live at a time.
    static let capacity = 64

    // Allocated once, never freed: the signal handler may read it at any time.
    nonisolated(unsafe) private static var slots: UnsafeMutablePointer<pid_t>?
    private static let lock = LockedState(())

    /// Registers `group` (the id of its leader); returns false when the table is full, and then
    /// the group is not ended by a signal.
    @discardableResult
    public static func add(_ group: pid_t) -> Bool {
        lock.withLock { _ in
            let table = table()
            guard let free = (0..<capacity).first(where: { table[$0] == 0 }) else { return false }
            table[free] = group
            return true
        }
    }

    /// Forgets `group`.
    public static func remove(_ group: pid_t) {
        lock.withLock { _ in
            let table = table()
            for index in 0..<capacity where table[index] == group { table[index] = 0 }
        }
    }

    /// Sends SIGKILL to `group` when it is registered (its id still names it).
    public static func kill(_ group: pid_t) {
        lock.withLock { _ in
            let table = table()
            if (0..<capacity).contains(where: { table[$0] == group }) { _ = killGroup(group) }
        }
    }

    /// Sends SIGKILL to every registered group. Async-signal-safe: no lock, no allocation.
    static func killAllFromSignalHandler() {
        guard let slots else { return }
        for index in 0..<capacity where slots[index] > 0 {
            _ = killGroup(slots[index])
        }
    }

    private static func killGroup(_ group: pid_t) -> Int32 {
        #if canImport(Glibc)
            Glibc.kill(-group, SIGKILL)
        #else
            Darwin.kill(-group, SIGKILL)
        #endif
    }

    /// The table, made on first use (under the lock).
    private static func table() -> UnsafeMutablePointer<pid_t> {
        if let slots { return slots }
        let made = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        made.initialize(repeating: 0, count: capacity)
        slots = made
        return made
    }
}
