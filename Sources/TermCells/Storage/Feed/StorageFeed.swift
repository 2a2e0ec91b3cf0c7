/// A thread-safe inbox for model changes made off the main actor, applied to a storage as
/// one batched update per frame.
///
/// Any task or thread pushes (``append(_:)``, ``append(contentsOf:)``, …) without awaiting:
/// a push takes a lock for a moment and returns. The main actor calls ``drain()`` once per
/// frame; it applies everything that arrived since the last drain to the storage inside one
/// `performUpdates`, so observers get one ``StorageUpdate`` however many pushes there were.
/// Operations from one producer are applied in the order it pushed them; operations from
/// different producers interleave in the order they took the lock.
///
/// ```swift
/// let feed = StorageFeed<LogLine>(into: manager.memoryStorage) {
///     DispatchQueue.main.async { app.setNeedsDisplay() }   // wake the run loop
/// }
/// Task.detached { for await line in lines { feed.append(line) } }
/// // in the run loop, before drawing a frame:
/// feed.drain()
/// ```
///
/// DTModelStorage has no counterpart: UIKit apps hop to the main queue per change. Batching in
/// the feed keeps a fast producer (10,000 items a second) from costing one update per item.
public final class StorageFeed<Item: Sendable>: Sendable {
    private struct State {
        var operations: [StorageFeedOperation<Item>] = []
        /// Appends pushed after the last other operation, gathered into one.
        var pendingAppends: [Item] = []
        var counters = StorageFeedCounters()
        var onPending: (@Sendable () -> Void)?
        /// Whether nothing waits for a drain: a stored flag rather than the two arrays'
        /// `isEmpty`, which, unspecialised, look up type metadata at every push.
        var isEmpty = true

        mutating func closeAppends() {
            guard !pendingAppends.isEmpty else { return }
            operations.append(.append(pendingAppends))
            pendingAppends = []
        }
    }

    private let state: LockedState<State>
    /// Applies operations to the storage inside one batch; says which ones it could apply.
    private let apply: @MainActor @Sendable ([StorageFeedOperation<Item>]) -> [Bool]

    init(
        into storage: AnyObject,
        onPending: (@Sendable () -> Void)?,
        apply: @escaping @MainActor @Sendable ([StorageFeedOperation<Item>]) -> [Bool]
    ) {
        var initial = State()
        initial.onPending = onPending
        state = LockedState(initial)
        self.apply = apply
        StorageFeedRegistry.add(self, into: storage)
    }

    /// Creates a feed into `section` of `storage` (created at the first append if missing).
    ///
    /// `onPending` is called, on the pushing thread, each time the feed goes from empty to
    /// non-empty: map it to whatever wakes your run loop. Keep it cheap and non-blocking.
    public convenience init(into storage: MemoryStorage, section: Int = 0, onPending: (@Sendable () -> Void)? = nil) {
        self.init(into: storage, onPending: onPending) { operations in
            storage.performUpdates { operations.map { storage.applyFeedOperation($0, toSection: section) } }
        }
    }

    /// Creates a feed into `storage`; appended items whose id is already there are dropped and
    /// reported by the storage (see ``AccumulationStrategy/additive``).
    public convenience init(into storage: SingleSectionStorage<Item>, onPending: (@Sendable () -> Void)? = nil)
    where Item: Identifiable & Equatable {
        self.init(into: storage, onPending: onPending) { storage.applyFeedOperations($0) }
    }

    // MARK: Pushing, from any thread

    /// Appends `item` at the end of the section.
    public func append(_ item: Item) {
        push(items: 1) { $0.pendingAppends.append(item) }
    }

    /// Appends `items` at the end of the section, in order.
    public func append(contentsOf items: some Sequence<Item>) {
        let items = Array(items)
        guard !items.isEmpty else { return }
        push(items: items.count) { state in
            // The first append since the last drain hands its array over rather than copying it.
            if state.pendingAppends.isEmpty {
                state.pendingAppends = items
            } else {
                state.pendingAppends.append(contentsOf: items)
            }
        }
    }

    /// Inserts `items` side by side at `index`, counted when the drain reaches this operation.
    public func insert(contentsOf items: some Sequence<Item>, at index: Int) {
        let items = Array(items)
        guard !items.isEmpty else { return }
        push(.insert(items, at: index))
    }

    /// Removes up to `count` items from the start of the section.
    public func removeFirst(_ count: Int) {
        push(.removeFirst(count))
    }

    /// Removes items from the start of the section until at most `count` remain.
    public func keepLast(_ count: Int) {
        push(.keepLast(count))
    }

    /// Removes every item of the section.
    public func removeAll() {
        push(.removeAll)
    }

    /// Called, on the pushing thread, at each empty → non-empty transition. Setting it while
    /// operations are waiting calls it once right away, so a late run loop still wakes.
    public var onPending: (@Sendable () -> Void)? {
        get { state.withLock { $0.onPending } }
        set {
            let wake = state.withLock { state -> (@Sendable () -> Void)? in
                state.onPending = newValue
                return state.isEmpty ? nil : newValue
            }
            wake?()
        }
    }

    /// A snapshot of the counters.
    public var counters: StorageFeedCounters {
        state.withLock { $0.counters }
    }

    /// Whether operations are waiting for a drain.
    public var hasPendingOperations: Bool {
        state.withLock { !$0.isEmpty }
    }

    private func push(_ operation: StorageFeedOperation<Item>) {
        push(items: operation.itemCount) { state in
            state.closeAppends()
            state.operations.append(operation)
        }
    }

    /// Changes the state under the lock, then calls `onPending` outside it if the feed was empty.
    private func push(items: Int, _ change: (inout State) -> Void) {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            let wasEmpty = state.isEmpty
            change(&state)
            state.isEmpty = false
            state.counters.pushedOperations += 1
            state.counters.pushedItems += items
            return wasEmpty ? state.onPending : nil
        }
        wake?()
    }

    // MARK: Draining, on the main actor

    /// Applies everything pushed since the last drain to the storage as one batched update and
    /// returns the operations applied (consecutive appends merged into one), in order.
    ///
    /// Costs what was pushed; an empty feed costs one lock. Call it once per frame, before drawing.
    @MainActor
    @discardableResult
    public func drain() -> [StorageFeedOperation<Item>] {
        let operations = state.withLock { state -> [StorageFeedOperation<Item>] in
            state.closeAppends()
            var taken: [StorageFeedOperation<Item>] = []
            swap(&taken, &state.operations)
            state.isEmpty = true
            return taken
        }
        guard !operations.isEmpty else { return [] }
        let outcomes = apply(operations)
        // Loops over positions rather than `zip` and `reduce`: unspecialised (the item type
        // comes from another module), those look up type metadata at every call.
        var applied = operations
        if outcomes.contains(false) {
            applied = []
            for position in 0..<operations.count where outcomes[position] { applied.append(operations[position]) }
        }
        var appliedItems = 0
        for position in 0..<applied.count { appliedItems += applied[position].itemCount }
        let appliedCount = applied.count
        state.withLock { state in
            state.counters.drains += 1
            state.counters.appliedOperations += appliedCount
            state.counters.appliedItems += appliedItems
            state.counters.rejectedOperations += operations.count - appliedCount
        }
        return applied
    }
}
