import Foundation
import TermCellsCurses

/// Writes generated log lines into a feed from a background task: `rate` lines a second in
/// batches every 10 ms, until `total` lines (or forever when nil) or until cancelled.
struct LiveProducer: Sendable {
    let rate: Int
    let total: Int?

    func start(into feed: StorageFeed<LogLine>) -> Task<Void, Never> {
        Task.detached(priority: .userInitiated) {
            let started = ContinuousClock.now
            var produced = 0
            while !Task.isCancelled {
                // Keep to the rate over the whole run, not per tick, so sleeps that overrun catch up.
                let elapsed = ContinuousClock.now - started
                let due = Int(Double(rate) * (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
                var target = max(produced + 1, due)
                if let total { target = min(target, total) }
                if target > produced {
                    feed.append(contentsOf: (produced..<target).map(LogLine.generated))
                    produced = target
                }
                if let total, produced >= total { break }
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
    }
}
