import Foundation

/// Adding messages at the end of a transcript.
extension ChatTranscript {
    /// Appends a reply from `role` that streams in, and returns the handle that grows it from
    /// any task. Its row is there at once, with `text` (empty by default); its state is
    /// ``MessageState/streaming`` until ``Reply/finish()`` or ``Reply/fail(_:)``.
    @discardableResult
    public func append(role: ChatRole?, text: String = "", metadata: [String: String] = [:]) -> Reply {
        let id = append(ChatMessage(role: role, text: text), metadata: metadata, state: .streaming)
        return Reply(id: id, feed: feed)
    }

    /// Appends `message`, complete (``MessageState/finished``), and returns its id.
    @discardableResult
    public func append(_ message: ChatMessage, metadata: [String: String] = [:]) -> MessageID {
        append(message, metadata: metadata, state: .finished)
    }

    private func append(_ message: ChatMessage, metadata: [String: String], state: MessageState) -> MessageID {
        let id = makeID()
        performUpdates {
            entries.append(Entry(id: id, message: message, time: Date(), metadata: metadata, state: state))
            batch.record(contentsOf: CollectionOfOne(.insertItem(IndexPath(item: entries.count - 1, section: 0))))
        }
        return id
    }
}
