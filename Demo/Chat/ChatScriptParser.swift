import TermCells

/// A chat script's messages, parsed a batch of lines at a time: `chat` starts on the first
/// messages of a long script and parses the rest between frames (``ChatPanel``), so the first
/// screen shows at once whatever the script's size. The format is ``ChatScript``'s.
///
/// A script's problems are all found before its first role line (text before it, or no such
/// line at all): once a role line is read, every batch parses.
struct ChatScriptParser {
    private let bytes: [UInt8]
    private var lines: ChatScriptLines
    /// The number of the last line read.
    private var number = 0
    /// The message being read: its role and its lines so far.
    private var role: ChatRole?
    private var messageLines: [Range<Int>] = []
    /// Whether every line has been read and the last message finished.
    private(set) var isDone = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = ChatScriptLines(bytes)
    }

    /// Reads up to `lineLimit` more lines and returns the messages they finished (the last
    /// one at the script's end); a problem when text comes before the first role line, or when
    /// the script ends without one.
    mutating func parse(lineLimit: Int) throws(ChatScript.Problem) -> [ChatMessage] {
        var finished: [ChatMessage] = []
        for _ in 0..<max(1, lineLimit) {
            guard let line = lines.next() else {
                isDone = true
                guard let role else { throw ChatScript.Problem(message: "no `user:` or `assistant:` line") }
                finished.append(ChatMessage(role: role, text: ChatScriptLines.text(of: messageLines, in: bytes)))
                return finished
            }
            number += 1
            if let (lineRole, rest) = Self.roleLine(bytes[line]) {
                if let role {
                    finished.append(ChatMessage(role: role, text: ChatScriptLines.text(of: messageLines, in: bytes)))
                }
                role = lineRole
                messageLines = rest.isEmpty ? [] : [rest]
            } else if role != nil {
                messageLines.append(line)
            } else if !ChatScriptLines.isBlank(bytes[line]) {
                throw ChatScript.Problem(message: "line \(number) comes before the first `user:` or `assistant:` line")
            }
        }
        return finished
    }

    /// The role a line starts a message with, and where the text after its colon (and the
    /// spaces after it) is. Role names are ASCII, so they are compared on ASCII-folded bytes.
    private static func roleLine(_ line: ArraySlice<UInt8>) -> (ChatRole, Range<Int>)? {
        // The longest role name and its colon; a line whose colon comes later starts no message.
        guard let colon = line.prefix(10).firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[..<colon].map(ChatScriptLines.lowerASCII)
        guard let role = ChatScript.roles.first(where: { name.elementsEqual($0.name.utf8) }) else { return nil }
        var rest = colon + 1
        while rest < line.endIndex, line[rest] == UInt8(ascii: " ") { rest += 1 }
        return (role, rest..<line.endIndex)
    }
}
