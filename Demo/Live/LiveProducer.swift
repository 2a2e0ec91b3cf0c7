import Foundation
import TermCellsCurses

/// Writes generated log lines into a feed from a thread of its own: `rate` lines a second,
/// until `total` lines (or forever when nil) or until stopped.
///
/// The thread sleeps until the next line is due, so at 20 lines a second it wakes 20 times a
/// second, never more; at high rates it wakes at most every 10 ms and appends the lines due
/// since the last batch as one batch (one frame). A thread rather than a task: a task's sleep
/// wakes Dispatch's timer thread, which then wakes a worker thread to run the task, where a
/// sleeping thread is the only one woken (at 20 lines a second those two threads were a third
/// of the demo's CPU).
struct LiveProducer: Sendable {
    let rate: Int
    let total: Int?

    /// The shortest time between two batches.
    static let batchInterval: Duration = .milliseconds(10)

    /// Starts the producing thread; ``LiveProducerHandle/stop()`` ends it at its next wake-up.
    func start(into feed: StorageFeed<LogLine>) -> LiveProducerHandle {
        let handle = LiveProducerHandle()
        let producer = self
        let thread = Thread { producer.run(into: feed, until: handle) }
        thread.name = "live producer"
        thread.start()
        return handle
    }

    private func run(into feed: StorageFeed<LogLine>, until handle: LiveProducerHandle) {
        let clock = ContinuousClock()
        let started = clock.now
        var produced = 0
        var lastBatch = started - Self.batchInterval
        while !handle.isStopped {
            // Keep to the rate over the whole run, not per wake-up, so sleeps that overrun catch up.
            let now = clock.now
            var due = Self.lines(rate: rate, in: now - started)
            if let total { due = min(due, total) }
            if due == produced + 1 {
                feed.append(LogLine.generated(produced))  // one line: no array to build
                produced = due
                lastBatch = now
            } else if due > produced {
                feed.append(contentsOf: (produced..<due).map(LogLine.generated))
                produced = due
                lastBatch = now
            }
            if let total, produced >= total { return }
            let wake = max(started + Self.time(ofLine: produced + 1, rate: rate), lastBatch + Self.batchInterval)
            let wait = wake - clock.now
            if wait > .zero { Self.sleep(for: wait) }
        }
    }

    /// Lines due after `elapsed` at `rate` lines a second.
    static func lines(rate: Int, in elapsed: Duration) -> Int {
        Int(Double(rate) * seconds(elapsed))
    }

    /// When line `number` (counted from 1) is due, from the start: a microsecond past its exact
    /// time, so that ``lines(rate:in:)`` counts it once the thread wakes then.
    static func time(ofLine number: Int, rate: Int) -> Duration {
        .seconds(Double(number) / Double(rate)) + .microseconds(1)
    }

    /// Sleeps the thread for `duration` in one `nanosleep`, without Foundation's
    /// `Thread.sleep`, which reads the clock and converts the interval first.
    private static func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&time, nil)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Stops a ``LiveProducer``'s thread, from the main actor.
final class LiveProducerHandle: Sendable {
    private let stopped = LockedState(false)

    var isStopped: Bool { stopped.withLock { $0 } }

    func stop() {
        stopped.withLock { $0 = true }
    }
}
