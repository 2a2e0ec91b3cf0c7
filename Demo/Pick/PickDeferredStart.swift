import Dispatch
import TermCellsLines

/// `-1/--select-1` and `-0/--exit-0` as fzf has them: nothing is drawn while the input is read
/// and the starting query is ranked, until the outcome is known.
///
/// - The picker is shown at once when it is certain to be needed: with `-1`, as soon as more
///   than one line matches; with `-0` alone, as soon as one does. Lines still arriving then
///   stream into it.
/// - Once the input is complete: `-1` with exactly one match prints it (exit 0), `-0` with
///   none exits 1, and anything else shows the picker.
@MainActor
enum PickDeferredStart {
    enum Decision {
        /// Show the picker with this model (the lines read so far, ranked).
        case show(PickModel)
        /// Nothing to show: print this and exit with `status`.
        case finished(PickResult, status: Int32)
    }

    /// Reads `feed` (filled by a reader thread; `wakeups` is signalled on every push, on its end,
    /// and on every ranking result) into a model for `options` until the outcome is known.
    static func decide(
        feed: LineFeed, wakeups: DispatchSemaphore, options: PickOptions, selectOne: Bool, exitZero: Bool,
        onResult: @escaping @Sendable () -> Void
    ) -> Decision {
        let model = PickModel(options: options, onResult: onResult)
        model.setQuery(options.query)
        while true {
            wakeups.wait()
            _ = model.absorb(feed.drain())
            _ = model.takeResult()
            // Only counts of the query's own ranking decide.
            guard !model.isRanking else { continue }
            let count = model.matchCount
            if selectOne && count > 1 || exitZero && !selectOne && count > 0 { return .show(model) }
            guard !model.isReading else { continue }
            if selectOne, count == 1, let line = model.line(atMatch: 0) {
                let chosen = Array(model.store.bytes(ofLine: Int(line)))
                return .finished(PickResult(query: options.query, key: "", lines: [chosen]), status: 0)
            }
            if exitZero, count == 0 {
                return .finished(PickResult(query: options.query, key: nil, lines: []), status: 1)
            }
            return .show(model)
        }
    }
}
