import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fields of a running process's `/proc/PID/status`, for memory checks.
enum ProcessStatus {
    /// The value of `field` (`VmRSS:` resident now, `VmHWM:` its peak) in KiB, or nil once the
    /// process is gone.
    static func kibibytes(_ field: String, of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
}
