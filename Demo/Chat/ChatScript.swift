import TermCells

/// A conversation for `chat` to replay: its messages in order, read from a script file or the
/// built-in one (``builtIn``).
///
/// A script is plain text in blocks. A line `user:` or `assistant:` (also `system:` and
/// `tool:`, in any case) starts a message from that role; text after the colon is its first
/// line. The lines after it, up to the next such line, are the rest of the message; blank lines
/// at a message's start and end are dropped. Anything else is text, Markdown-like as
/// ``MessageCell`` reads it (paragraphs, four-space and fenced blocks). Lines end in LF or
/// CRLF, and a byte order mark before the first is skipped (see ``ChatScriptLines``). A
/// script is read by a ``ChatScriptParser``.
struct ChatScript: Equatable {
    let messages: [ChatMessage]

    /// The roles a line can start a message with.
    static let roles: [ChatRole] = [.user, .assistant, .system, .tool]
    /// The largest script read: a transcript to replay, not a log.
    static let largestScript = 64 << 20

    /// Why a script cannot be replayed, in a sentence for standard error.
    struct Problem: Error, Equatable {
        let message: String
    }
}
