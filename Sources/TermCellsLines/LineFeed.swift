import TermCells

/// A thread-safe inbox for line batches read off the main actor (a thread reading stdin),
/// taken by the main actor once per frame.
///
/// A push takes a lock for a moment and returns; ``drain()`` takes everything pushed since the
/// last drain in one go, so a fast reader costs one hand-over per frame, not one per read.
/// `onPending` is called, on the pushing thread, when the feed goes from empty to non-empty
/// (and when it finishes): map it to whatever wakes your run loop.
public final class LineFeed: Sendable {
    /// What a drain takes.
    public struct Delivery: Sendable {
        /// The batches pushed since the last drain, in order.
        public var batches: [LineBatch]
        /// Whether the reader has finished: no batch will follow these.
        public var isFinished: Bool
    }

    private struct State {
        var batches: [LineBatch] = []
        var finished = false
        var onPending: (@Sendable () -> Void)?
    }

    private let state: LockedState<State>

    /// An empty feed; `onPending` wakes the consumer.
    public init(onPending: (@Sendable () -> Void)? = nil) {
        var initial = State()
        initial.onPending = onPending
        state = LockedState(initial)
    }

    /// Hands `batch` over; an empty batch is ignored.
    public func push(_ batch: LineBatch) {
        guard !batch.isEmpty else { return }
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            let wasEmpty = state.batches.isEmpty
            state.batches.append(batch)
            return wasEmpty ? state.onPending : nil
        }
        wake?()
    }

    /// Says that the input has ended.
    public func finish() {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            state.finished = true
            return state.onPending
        }
        wake?()
    }

    /// Takes every batch pushed since the last drain.
    public func drain() -> Delivery {
        state.withLock { state in
            var taken: [LineBatch] = []
            swap(&taken, &state.batches)
            return Delivery(batches: taken, isFinished: state.finished)
        }
    }
}
