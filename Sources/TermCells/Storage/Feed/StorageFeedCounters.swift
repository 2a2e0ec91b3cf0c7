/// What a ``StorageFeed`` has seen so far, read in one consistent snapshot.
public struct StorageFeedCounters: Hashable, Sendable {
    /// Operations pushed since the feed was created (consecutive appends count separately).
    public var pushedOperations = 0
    /// Items carried by pushed operations.
    public var pushedItems = 0
    /// Operations applied to the storage by drains.
    public var appliedOperations = 0
    /// Items carried by applied operations (a ``SingleSectionStorage`` may still drop
    /// repeated ids among them, reporting an anomaly).
    public var appliedItems = 0
    /// Operations a drain could not apply (an insert index out of range).
    public var rejectedOperations = 0
    /// Drains that found something to apply.
    public var drains = 0

    /// Creates counters at zero.
    public init() {}
}
