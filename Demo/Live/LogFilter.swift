import TermCellsCurses
import TermCellsLines

/// The live log's filter, prepared once per query for a pass over every line kept: which levels
/// match and the query's bytes, so that a line costs one byte search and no allocation (a
/// filter over 100,000 lines takes a few milliseconds).
struct LogFilter {
    /// The query, lowercased.
    let query: String
    private let matchingLevels: [LogLine.Level]
    /// The query's bytes, or `nil` when it is not ASCII.
    private let asciiNeedle: [UInt8]?

    /// A filter keeping the lines whose level or message contains `query`, ignoring case.
    init(_ query: String) {
        let query = query.lowercased()
        self.query = query
        matchingLevels = LogLine.Level.allCases.filter { $0.rawValue.lowercased().contains(query) }
        let bytes = Array(query.utf8)
        asciiNeedle = bytes.contains { $0 >= 0x80 } ? nil : bytes
    }

    /// Whether `line` passes.
    func matches(_ line: LogLine) -> Bool {
        if query.isEmpty || matchingLevels.contains(line.level) { return true }
        var message = line.message
        if let asciiNeedle {
            // ASCII messages (every generated line) are compared on bytes.
            let found = message.withUTF8 { haystack -> Bool? in
                guard !haystack.contains(where: { $0 >= 0x80 }) else { return nil }
                return asciiNeedle.withUnsafeBufferPointer { LineQuery.asciiFoldedContains(haystack, $0) }
            }
            if let found { return found }
        }
        return message.lowercased().contains(query)
    }
}
