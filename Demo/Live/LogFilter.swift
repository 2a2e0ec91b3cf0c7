import TermCellsCurses
import TermCellsLines

/// The live log's filter, prepared once per query for a pass over every line kept: which levels
/// match and the query's bytes, so that a line costs one byte search and no allocation (a
/// filter over 100,000 lines takes a few milliseconds).
///
/// A query too long for any line to contain (``matchesNothing``) is not lowercased or searched
/// for: each key typed into a long filter (a paste) costs what one in a short filter does.
struct LogFilter {
    /// The query, lowercased; as typed when it ``matchesNothing``.
    let query: String
    /// Whether the query is longer than any line could contain, so that no line passes.
    let matchesNothing: Bool
    private let matchingLevels: [LogLine.Level]
    /// The query's bytes, or `nil` when it is not ASCII.
    private let asciiNeedle: [UInt8]?

    /// The longest query, in UTF-8 bytes, that a line may contain. Lowercasing and canonical
    /// equivalence change a text's UTF-8 length by a small factor at most (the Kelvin sign is
    /// three bytes, its `k` one; a precomposed letter is shorter than its decomposition), so
    /// it is kept well above the longest message and level.
    static let longestMatchingQuery = 16 * (LogLine.longestMessage + 8)

    /// A filter keeping the lines whose level or message contains `query`, ignoring case.
    init(_ query: String) {
        // `utf8.count` of a native string is stored, not counted.
        guard query.utf8.count <= Self.longestMatchingQuery else {
            self.query = query
            matchesNothing = true
            matchingLevels = []
            asciiNeedle = nil
            return
        }
        let query = query.lowercased()
        self.query = query
        matchesNothing = false
        matchingLevels = LogLine.Level.allCases.filter { $0.rawValue.lowercased().contains(query) }
        let bytes = Array(query.utf8)
        asciiNeedle = bytes.contains { $0 >= 0x80 } ? nil : bytes
    }

    /// Whether `line` passes.
    func matches(_ line: LogLine) -> Bool {
        if matchesNothing { return false }
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
