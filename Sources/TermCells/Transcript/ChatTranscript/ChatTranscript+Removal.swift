/// Taking messages out of a transcript; the others keep their ids and their replies' handles.
extension ChatTranscript {
    /// Removes the message with `id` and returns it; `nil`, changing nothing, when it is not
    /// there. A reply's handle for it drops its later calls. O(log n) to find, then moving the
    /// messages on its shorter side.
    @discardableResult
    public func remove(_ id: MessageID) -> Entry? {
        guard let index = entries.index(of: id) else { return nil }
        return performUpdates {
            batch.record(contentsOf: CollectionOfOne(.deleteItem(IndexPath(item: index, section: 0))))
            return entries.remove(at: index)
        }
    }

    /// Removes the messages that no longer stream in (finished or failed), except the last
    /// `count` messages of the transcript, which stay whatever their state; returns those
    /// removed, oldest first. What the replies pushed is applied first, so a message removed
    /// is complete.
    ///
    /// An inline program calls it once it printed the finished messages above its block
    /// (`Application.insertAbove(_:)`), keeping in the block only what still changes. Costs
    /// what it looks at, the messages before the last `count`.
    @discardableResult
    public func removeFinished(keepingLast count: Int = 0) -> [Entry] {
        performUpdates {
            feed.drain()
            let considered = max(0, entries.count - max(0, count))
            let (removed, runs) = entries.removeAll(inFirst: considered) { $0.state != .streaming }
            // Later runs first: each change's indexes see the rows the one before it left.
            batch.record(contentsOf: runs.reversed().lazy.map { .deleteItems($0, inSection: 0) })
            return removed
        }
    }
}
