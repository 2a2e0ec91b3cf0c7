import Dispatch
import TermCells

/// Ranks off the caller's thread, newest query first: each ``submit(_:in:from:best:)`` starts
/// a generation; work for an older generation stops at its next chunk of lines and its result
/// is dropped, so a fast typist never waits for the queries they have already typed past.
///
/// The caller (the main actor) keeps the ranker it shows, hands it over with each query (a
/// narrowing query then tests only its matches), and takes the result with ``takeResult()``
/// when `onResult` (called on the worker's thread) says one is ready.
public final class BackgroundRanker: Sendable {
    /// A finished ranking and the generation of the query it answers.
    public struct Result: Sendable {
        /// The generation ``submit(_:in:from:best:)`` returned for the query.
        public let generation: Int
        /// The ranker with the query's matches, the best of them in order.
        public let ranker: LineRanker
    }

    private struct State {
        var generation = 0
        var result: Result?
        /// The lines by length, once built (``indexLengths(of:)``).
        var lengthOrder: LineLengthOrder?
    }

    private let state = LockedState(State())
    private let queue = DispatchQueue(label: "termcells.lines.ranking", qos: .userInitiated)
    private let onResult: @Sendable () -> Void

    /// A ranker whose results are announced by `onResult` (map it to what wakes your run loop).
    public init(onResult: @escaping @Sendable () -> Void) {
        self.onResult = onResult
    }

    /// The generation of the newest query submitted (0 before any).
    public var generation: Int { state.withLock { $0.generation } }

    /// Ranks the lines of `store` that `base` has tested with `pattern`, ordering the `best`
    /// best; returns the query's generation. Any older query still being ranked is cancelled.
    ///
    /// The result is delivered as soon as the `best` are in order and proven (a screenful is all
    /// a first frame needs), while its count may still be under way (``LineRanker/isCounting``:
    /// lines that cannot be among the best are not read); the same work goes on to finish the
    /// count, then to order the `thenBest` best, each delivered again with the same generation
    /// (unless a newer query came), so that the count becomes exact and scrolling finds the
    /// matches ordered.
    @discardableResult
    public func submit(
        _ pattern: MatchPattern, in store: LineStore, from base: LineRanker, best: Int, thenBest: Int = 0
    ) -> Int {
        let generation = state.withLock { state -> Int in
            state.generation += 1
            state.result = nil
            return state.generation
        }
        let (isCancelled, deliver) = delivery(for: generation)
        let state = state
        queue.async {
            guard !isCancelled() else { return }
            let lengthOrder = state.withLock { $0.lengthOrder }
            guard
                var ranker = base.ranking(
                    pattern, in: store, best: best, countsLater: true, lengthOrder: lengthOrder,
                    isCancelled: isCancelled)
            else { return }
            guard deliver(ranker) else { return }
            if ranker.isCounting {
                guard ranker.finishCounting(isCancelled: isCancelled), deliver(ranker) else { return }
            }
            guard thenBest > ranker.orderedCount, ranker.orderedCount < ranker.count else { return }
            if ranker.orderBest(through: thenBest - 1, isCancelled: isCancelled) { _ = deliver(ranker) }
        }
        return generation
    }

    /// Builds the order of `store`'s lines by length (``LineLengthOrder``) on a thread of its
    /// own, for the rankings submitted once it is there: call it when the input is read (lines
    /// appended later are read by every ranking, as lines it does not order). A newer call's
    /// order replaces an older one's.
    public func indexLengths(of store: LineStore) {
        let state = state
        DispatchQueue.global(qos: .utility).async {
            guard let order = LineLengthOrder(store: store) else { return }
            state.withLock { state in
                if (state.lengthOrder?.lineCount ?? -1) < order.lineCount { state.lengthOrder = order }
            }
        }
    }

    /// Orders `ranker`'s matches through `rank` off the caller's thread (the rows a jump to the
    /// end shows), delivered as a result of the newest query's generation; nothing when a newer
    /// query comes first. `ranker` must answer the newest query submitted.
    public func orderMore(of ranker: LineRanker, through rank: Int) {
        let (isCancelled, deliver) = delivery(for: state.withLock { $0.generation })
        queue.async {
            var ordered = ranker
            guard !isCancelled(), ordered.orderBest(through: rank, isCancelled: isCancelled) else { return }
            _ = deliver(ordered)
        }
    }

    /// For work on `generation`: whether a newer query cancelled it, and a hand-over of a ranker
    /// as its result (announced by `onResult`) that says whether it was handed over.
    private func delivery(for generation: Int) -> (
        isCancelled: @Sendable () -> Bool, deliver: @Sendable (LineRanker) -> Bool
    ) {
        let state = state
        let onResult = onResult
        let isCancelled: @Sendable () -> Bool = { state.withLock { $0.generation != generation } }
        let deliver: @Sendable (LineRanker) -> Bool = { ranker in
            let delivered = state.withLock { state -> Bool in
                guard state.generation == generation else { return false }
                state.result = Result(generation: generation, ranker: ranker)
                return true
            }
            if delivered { onResult() }
            return delivered
        }
        return (isCancelled, deliver)
    }

    /// Takes the newest query's result, once, when it is ready.
    public func takeResult() -> Result? {
        state.withLock { state in
            defer { state.result = nil }
            return state.result
        }
    }

    /// Blocks until every query submitted so far has been ranked (or dropped as stale): for a
    /// choice that must be made among the newest query's matches.
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// Cancels the query under way, if any: its result will not be delivered.
    public func cancel() {
        state.withLock { state in
            state.generation += 1
            state.result = nil
        }
    }
}
