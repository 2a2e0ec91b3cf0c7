extension ChatTranscript {
    /// What names a message of a ``ChatTranscript`` for as long as it is there, whatever is
    /// removed around it: unlike its row, it never changes. Ids grow in the order messages
    /// were appended; an id is unique within its transcript.
    public struct MessageID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The message's place in the order of appends, from 0.
        let sequence: UInt64

        public static func < (lhs: MessageID, rhs: MessageID) -> Bool {
            lhs.sequence < rhs.sequence
        }

        public var description: String { "message \(sequence)" }
    }
}
