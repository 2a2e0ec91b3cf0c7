/// A feed as the registry sees it: whether pushes wait for a drain.
package protocol DrainableFeed: AnyObject, Sendable {
    var hasPendingOperations: Bool { get }
}

extension StorageFeed: DrainableFeed {}

/// The feeds alive, each with the storage it applies to, so that a test screen waiting for its
/// hosts' storages sees pushes no frame has drained. A feed is noted once, when it is made:
/// pushes cost nothing more.
package enum StorageFeedRegistry {
    private struct Entry {
        weak var feed: (any DrainableFeed)?
        let storage: ObjectIdentifier
    }

    private static let entries = LockedState<[Entry]>([])

    /// Notes `feed`, which applies to `storage`; forgets feeds that are gone.
    static func add(_ feed: any DrainableFeed, into storage: AnyObject) {
        let entry = Entry(feed: feed, storage: ObjectIdentifier(storage))
        entries.withLock { entries in
            entries.removeAll { $0.feed == nil }
            entries.append(entry)
        }
    }

    /// How many feeds into `storage` hold pushes that wait for a drain. A feed keeps its
    /// storage alive, so the identifier of a storage still in use names no other.
    package static func feedsWithPendingOperations(into storage: AnyObject) -> Int {
        let identifier = ObjectIdentifier(storage)
        let feeds = entries.withLock { entries in entries.compactMap { $0.storage == identifier ? $0.feed : nil } }
        // Asked outside the registry's lock: each feed takes its own.
        return feeds.filter(\.hasPendingOperations).count
    }
}
