import Foundation
import TermCellsCurses

/// Writes generated log lines into a feed from a background task: `rate` lines a second, until
/// `total` lines (or forever when nil) or until cancelled.
///
/// The task sleeps until the next line is due, so at 20 lines a second it wakes 20 times a
/// second, never more; at high rates it wakes at most every 10 ms and appends the lines due
/// since the last wake-up as one batch (one frame).
struct LiveProducer: Sendable {
    let rate: Int
    let total: Int?

    /// The shortest sleep between batches.
    static let batchInterval: Duration = .milliseconds(10)

    func start(into feed: StorageFeed<LogLine>) -> Task<Void, Never> {
        Task.detached(priority: .userInitiated) {
            let clock = ContinuousClock()
            let started = clock.now
            let perLine = 1.0 / Double(rate)
            var produced = 0
            var lastWake = started
            while !Task.isCancelled {
                // Keep to the rate over the whole run, not per wake-up, so sleeps that overrun catch up.
                var due = Self.lines(rate: rate, in: clock.now - started)
                if let total { due = min(due, total) }
                if due > produced {
                    feed.append(contentsOf: (produced..<due).map(LogLine.generated))
                    produced = due
                }
                if let total, produced >= total { break }
                let nextLine = started + .seconds(Double(produced + 1) * perLine)
                lastWake = max(nextLine, lastWake + Self.batchInterval)
                try? await Task.sleep(until: lastWake, clock: clock)
            }
        }
    }

    /// Lines due after `elapsed` at `rate` lines a second.
    static func lines(rate: Int, in elapsed: Duration) -> Int {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Int(Double(rate) * seconds)
    }
}
