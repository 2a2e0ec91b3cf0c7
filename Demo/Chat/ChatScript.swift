import TermCells

/// A conversation for `chat` to replay: its messages in order, read from a script file or the
/// built-in one (``builtIn``).
///
/// A script is plain text in blocks. A line `user:` or `assistant:` (also `system:` and
/// `tool:`, in any case) starts a message from that role; text after the colon is its first
/// line. The lines after it, up to the next such line, are the rest of the message; blank lines
/// at a message's start and end are dropped. Anything else is text, Markdown-like as
/// ``MessageCell`` reads it (paragraphs, four-space and fenced blocks). Lines end in LF or
/// CRLF, and a byte order mark before the first is skipped (see ``ChatScriptLines``).
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

    init(messages: [ChatMessage]) {
        self.messages = messages
    }

    /// The messages of `text`; a problem when text comes before the first role line or when
    /// there is no message.
    init(parsing text: String) throws(Problem) {
        try self.init(parsing: Array(text.utf8))
    }

    /// The messages of the UTF-8 `bytes` (invalid sequences read as U+FFFD); a problem when
    /// text comes before the first role line or when there is no message.
    init(parsing bytes: [UInt8]) throws(Problem) {
        var messages: [ChatMessage] = []
        var role: ChatRole?
        var lines: [Range<Int>] = []
        func finish() {
            guard let role else { return }
            messages.append(ChatMessage(role: role, text: ChatScriptLines.text(of: lines, in: bytes)))
        }
        var number = 0
        for line in ChatScriptLines(bytes) {
            number += 1
            if let (lineRole, rest) = Self.roleLine(bytes[line]) {
                finish()
                role = lineRole
                lines = rest.isEmpty ? [] : [rest]
            } else if role != nil {
                lines.append(line)
            } else if !ChatScriptLines.isBlank(bytes[line]) {
                throw Problem(message: "line \(number) comes before the first `user:` or `assistant:` line")
            }
        }
        finish()
        guard !messages.isEmpty else { throw Problem(message: "no `user:` or `assistant:` line") }
        self.messages = messages
    }

    /// The role a line starts a message with, and where the text after its colon (and the
    /// spaces after it) is. Role names are ASCII, so they are compared on ASCII-folded bytes.
    private static func roleLine(_ line: ArraySlice<UInt8>) -> (ChatRole, Range<Int>)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[..<colon].map(ChatScriptLines.lowerASCII)
        guard let role = roles.first(where: { name.elementsEqual($0.name.utf8) }) else { return nil }
        var rest = colon + 1
        while rest < line.endIndex, line[rest] == UInt8(ascii: " ") { rest += 1 }
        return (role, rest..<line.endIndex)
    }
}
