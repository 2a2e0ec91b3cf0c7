/// Folding and unfolding a message's long blocks: the state is the message's
/// (``ChatMessage/isUnfolded``), so it stays with the message whichever view shows its row.
extension ChatTranscript {
    /// Unfolds the message with `id` when it is folded, folds it when it is unfolded (see
    /// ``ChatMessage/isUnfolded``), and returns whether it is now unfolded; `nil`, changing
    /// nothing, when it is not there. Its row is updated, so the host measures it again before
    /// the next frame. A reply still streaming in keeps growing either way.
    @discardableResult
    public func toggleFolding(of id: MessageID) -> Bool? {
        guard let index = entries.index(of: id) else { return nil }
        return performUpdates {
            var isUnfolded = false
            entries.modify(at: index) { entry in
                entry.message.isUnfolded.toggle()
                isUnfolded = entry.message.isUnfolded
            }
            batch.record(contentsOf: CollectionOfOne(.updateItem(IndexPath(item: index, section: 0))))
            return isUnfolded
        }
    }
}
