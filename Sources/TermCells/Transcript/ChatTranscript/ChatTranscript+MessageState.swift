extension ChatTranscript {
    /// Where a message of a ``ChatTranscript`` is in its life: still streaming in, finished,
    /// or failed. A struct rather than an enum, so that states added later break no `switch`.
    public struct MessageState: Hashable, Sendable, CustomStringConvertible {
        /// The state's name, as ``description`` shows it.
        let name: String

        /// A reply whose text is still arriving (``ChatTranscript/append(role:text:metadata:)``).
        public static let streaming = MessageState(name: "streaming")
        /// A message whose text is complete: appended whole, or a reply told
        /// ``ChatTranscript/Reply/finish()``.
        public static let finished = MessageState(name: "finished")
        /// A reply told ``ChatTranscript/Reply/fail(_:)``: its text stays as it was, with the
        /// reason in ``ChatTranscript/Entry/failureReason``.
        public static let failed = MessageState(name: "failed")

        public var description: String { name }
    }
}
