import Foundation

extension ChatTranscript {
    /// A message of a ``ChatTranscript`` with what the transcript keeps about it.
    public struct Entry: Hashable, Sendable, Identifiable {
        /// The message's id, which never changes.
        public let id: MessageID
        /// The message as its row shows it; a streaming reply's text grows.
        public internal(set) var message: ChatMessage
        /// When the message was appended.
        public let time: Date
        /// What the program attached to the message (a model's name, a tool call's id).
        public internal(set) var metadata: [String: String]
        /// Whether the message is still streaming in, finished or failed.
        public internal(set) var state: MessageState
        /// Why the reply failed (``ChatTranscript/Reply/fail(_:)``); nil otherwise.
        public internal(set) var failureReason: String?
    }
}
