import Dispatch
import TermCellsCurses

/// A filter change over a large log, done in steps between keys: each step tests the lines of
/// the log for a few milliseconds and gives the main actor back, so a key typed into the filter
/// is answered at once however many lines are kept (a single pass over 2,000,000 lines took
/// 0.76 s). The matches are kept as positions into the log; the last step shows them in one
/// change (``SingleSectionStorage/setItems(at:of:)``, which hashes no id).
///
/// Lines that arrive while a pass runs are appended to the log past its position, so the
/// pass reaches them too; trims and edits of the log move positions, and restart the pass.
struct LiveFilterPass {
    let filter: LogFilter
    /// The next position of the log to test.
    private(set) var next = 0
    /// The positions of the log's lines that matched so far, increasing.
    private(set) var matches: [Int] = []

    init(filter: LogFilter) {
        self.filter = filter
    }

    /// How long one step may test lines, in nanoseconds.
    static let stepBudget: UInt64 = 8_000_000
    /// Lines tested between two looks at the clock.
    private static let linesPerClockCheck = 4_096

    /// Tests lines of `lines` from ``next`` for about ``stepBudget``; returns whether every
    /// line has been tested.
    mutating func step(over lines: [LogLine]) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        while next < lines.count {
            let end = min(lines.count, next + Self.linesPerClockCheck)
            for position in next..<end where filter.matches(lines[position]) { matches.append(position) }
            next = end
            if DispatchTime.now().uptimeNanoseconds - start > Self.stepBudget { break }
        }
        return next >= lines.count
    }

    /// How much of `count` lines has been tested, in percent.
    func progress(of count: Int) -> Int {
        count == 0 ? 100 : min(99, next * 100 / count)
    }
}
