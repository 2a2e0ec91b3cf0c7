/// What a transcript waits for, as its host reports it to a waiting test screen.
extension ChatTranscript: PendingWorkReporting {
    package var pendingWork: [String] {
        feed.hasPendingOperations
            ? ["a ChatTranscript's reply pushes the main actor has not applied yet (it does at its next turn)"] : []
    }
}

/// What the feed of a ``ChatTranscript`` is noted under in the feed registry.
final class TranscriptFeedKey: Sendable {}
