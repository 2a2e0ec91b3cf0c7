import TermCells

/// A conversation for `chat` to replay: its messages in order, read from a script file or the
/// built-in one (``builtIn``).
///
/// A script is plain text in blocks. A line `user:` or `assistant:` (also `system:` and
/// `tool:`, in any case) starts a message from that role; text after the colon is its first
/// line. The lines after it, up to the next such line, are the rest of the message; blank lines
/// at a message's start and end are dropped. Anything else is text, Markdown-like as
/// ``MessageCell`` reads it (paragraphs, four-space and fenced blocks).
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
        var messages: [ChatMessage] = []
        var role: ChatRole?
        var lines: [Substring] = []
        func finish() {
            guard let role else { return }
            while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
            while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
            messages.append(ChatMessage(role: role, text: lines.joined(separator: "\n")))
        }
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = line.last == "\r" ? line.dropLast() : line
            if let (lineRole, rest) = Self.roleLine(line) {
                finish()
                role = lineRole
                lines = rest.isEmpty ? [] : [rest]
            } else if role != nil {
                lines.append(line)
            } else if !line.allSatisfy(\.isWhitespace) {
                throw Problem(message: "line \(number) comes before the first `user:` or `assistant:` line")
            }
        }
        finish()
        guard !messages.isEmpty else { throw Problem(message: "no `user:` or `assistant:` line") }
        self.messages = messages
    }

    /// The role a line starts a message with, and the text after its colon.
    private static func roleLine(_ line: Substring) -> (ChatRole, Substring)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let name = line[..<colon].lowercased()
        guard let role = roles.first(where: { $0.name == name }) else { return nil }
        return (role, line[line.index(after: colon)...].drop { $0 == " " })
    }
}
