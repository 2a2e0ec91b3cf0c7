import Foundation

/// Reads the processes from `/proc` (Linux), with each one's CPU share since the last sample.
public final class ProcessSampler: @unchecked Sendable {
    private var previousTicks: [Int: Int] = [:]
    private var previousTime = Date()
    private let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    public init() {}

    /// One sample; an empty list where `/proc` cannot be read.
    public func sample() -> [ProcessEntry] {
        let now = Date()
        let elapsed = max(0.001, now.timeIntervalSince(previousTime))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var entries: [ProcessEntry] = []
        var ticks: [Int: Int] = [:]
        for name in names {
            guard let pid = Int(name), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let command = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            let state: ProcessEntry.State =
                switch fields[0] {
                case "R": .running
                case "S", "D", "I": .sleeping
                default: .other
                }
            ticks[pid] = user + system
            let used = Double(user + system - (previousTicks[pid] ?? user + system)) / ticksPerSecond
            entries.append(ProcessEntry(id: pid, name: command, state: state, cpu: 100 * used / elapsed))
        }
        previousTicks = ticks
        previousTime = now
        return entries
    }
}
