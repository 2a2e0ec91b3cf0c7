extension ChatTranscript {
    /// A handle on a reply of a ``ChatTranscript`` that streams in, usable from any task or
    /// thread: ``append(_:)`` adds text, ``finish()`` or ``fail(_:)`` ends it.
    ///
    /// Nothing awaits: a call takes a lock for a moment and returns. The transcript applies
    /// what arrived on the main actor at its next turn, every token since the last as one
    /// update of the reply's row, in the order each task called. A reply's calls after it
    /// ended, and calls for a reply since removed from the transcript, are dropped: a handle
    /// kept too long is harmless.
    ///
    /// ```swift
    /// let reply = transcript.append(role: .assistant)
    /// Task.detached {
    ///     do {
    ///         for try await token in model.stream(prompt) { reply.append(token) }
    ///         reply.finish()
    ///     } catch {
    ///         reply.fail("\(error)")
    ///     }
    /// }
    /// ```
    public struct Reply: Sendable {
        /// The reply's message in the transcript (``ChatTranscript/entry(for:)``).
        public let id: MessageID
        /// The transcript's feed; held strongly (a feed does not keep its transcript alive).
        let feed: StorageFeed<TranscriptEdit>

        /// Appends `text` to the reply's text.
        public func append(_ text: String) {
            guard !text.isEmpty else { return }
            feed.append(TranscriptEdit(id: id, change: .append(text)))
        }

        /// Marks the reply ``MessageState/finished``: its text is complete. Text appended
        /// before, from the same task, is applied first.
        public func finish() {
            feed.append(TranscriptEdit(id: id, change: .finish))
        }

        /// Marks the reply ``MessageState/failed`` for `reason` (kept in
        /// ``Entry/failureReason``); its text stays as it was.
        public func fail(_ reason: String) {
            feed.append(TranscriptEdit(id: id, change: .fail(reason)))
        }
    }
}
