/// A change a ``ChatTranscript/Reply`` pushes into its transcript's feed, applied on the main
/// actor at the next drain.
struct TranscriptEdit: Sendable {
    enum Change: Sendable {
        /// Text to add at the end of the reply.
        case append(String)
        /// The reply is complete.
        case finish
        /// The reply ended with an error, for this reason.
        case fail(String)
    }

    /// The reply changed.
    let id: ChatTranscript.MessageID
    let change: Change
}
