import Dispatch
import TermCellsCurses

/// A filter change over a large log, done in steps between keys: each step tests the lines of
/// the log for a few milliseconds and gives the main actor back, so a key typed into the filter
/// is answered at once however many lines are kept (a single pass over 2,000,000 lines took
/// 0.76 s). The matches are kept as positions into the log; the last step shows them in one
/// change (``SingleSectionStorage/setItems(at:of:)``, which hashes no id).
///
/// A query that extends the previous one (`50` after `5`) matches a subset of its lines: the
/// pass then tests only the previous matches and the lines that arrived since.
///
/// Lines that arrive while a pass runs are appended to the log past its position, so the
/// pass reaches them too; trims and edits of the log move positions, and restart the pass.
struct LiveFilterPass {
    let filter: LogFilter
    /// The lines to test before the tail: the previous pass's matches, when narrowing.
    private let candidates: [Int]
    private var nextCandidate = 0
    /// The next position of the log to test once the candidates are done.
    private(set) var next: Int
    /// Where the lines past the candidates begin.
    private let tailOrigin: Int
    /// The positions of the log's lines that matched so far, increasing.
    private(set) var matches: [Int] = []

    /// A pass testing every line.
    init(filter: LogFilter) {
        self.filter = filter
        candidates = []
        next = 0
        tailOrigin = 0
    }

    /// A pass narrowing `previous`, a finished pass whose query the new one contains: only
    /// its matches and the lines from `previous.next` on are tested.
    init(filter: LogFilter, narrowing previous: LiveFilterPass) {
        self.filter = filter
        candidates = previous.matches
        next = previous.next
        tailOrigin = previous.next
    }

    /// Whether this pass's query contains `query`, so its matches are among that one's.
    static func narrows(_ newQuery: String, from query: String) -> Bool {
        newQuery.contains(query)
    }

    /// How long one step may test lines, in nanoseconds.
    static let stepBudget: UInt64 = 8_000_000
    /// Lines tested between two looks at the clock.
    private static let linesPerClockCheck = 4_096

    /// Tests lines of `lines` for about ``stepBudget``; returns whether every line has been
    /// tested.
    mutating func step(over lines: [LogLine]) -> Bool {
        guard !filter.matchesNothing else {
            // No line to test: done at once, however long the log.
            nextCandidate = candidates.count
            next = lines.count
            return true
        }
        let start = DispatchTime.now().uptimeNanoseconds
        func spent() -> Bool { DispatchTime.now().uptimeNanoseconds - start > Self.stepBudget }
        while nextCandidate < candidates.count {
            let end = min(candidates.count, nextCandidate + Self.linesPerClockCheck)
            for index in nextCandidate..<end where filter.matches(lines[candidates[index]]) {
                matches.append(candidates[index])
            }
            nextCandidate = end
            if spent() { return false }
        }
        while next < lines.count {
            let end = min(lines.count, next + Self.linesPerClockCheck)
            for position in next..<end where filter.matches(lines[position]) { matches.append(position) }
            next = end
            if spent() { break }
        }
        return next >= lines.count
    }

    /// How much of the work has been done, in percent (below 100 until the pass ends).
    func progress(of count: Int) -> Int {
        let total = candidates.count + max(0, count - tailOrigin)
        let done = nextCandidate + (next - tailOrigin)
        return total == 0 ? 99 : min(99, done * 100 / total)
    }
}
