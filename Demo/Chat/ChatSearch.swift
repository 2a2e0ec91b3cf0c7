import Foundation
import TermCells

/// A search of `chat`'s messages for the next (or previous) one holding a query, ignoring case,
/// and spoken by a role when the query starts with one (`assistant: error`, or `tool:` for
/// every tool message), run off the main actor: lowercasing every message of a long transcript takes a while, and
/// keys are answered meanwhile. The messages are taken as the table showed them when the search
/// began: an array slice (no copy) and the text of the last row, which may still be growing.
struct ChatSearch: Sendable {
    /// The messages the rows show, in order.
    let messages: ArraySlice<ChatMessage>
    /// The last row's text as shown (the message being written shows only its first words).
    let lastText: String
    /// The query's text, lowercased; empty to match every message of ``role``.
    let needle: String
    /// The role the query names, if any.
    let role: ChatRole?
    /// The row to start after (before, backwards): the cursor's, or past the ends.
    let start: Int
    let forward: Bool

    /// Messages tested between two looks at whether the search was cancelled.
    private static let messagesPerCancellationCheck = 1_024

    /// The row of the first message holding the query, going round from ``start``; nil when
    /// none does or the search was cancelled.
    func firstMatch() -> Int? {
        let count = messages.count
        guard count > 0 else { return nil }
        for step in 1...count {
            if step % Self.messagesPerCancellationCheck == 0, Task.isCancelled { return nil }
            let row = ((start + (forward ? step : -step)) % count + count) % count
            let message = messages[messages.startIndex + row]
            if let role, message.role != role { continue }
            let text = row == count - 1 ? lastText : message.text
            if needle.isEmpty || text.lowercased().contains(needle) { return row }
        }
        return nil
    }
}

extension ChatSearch {
    /// The role and the lowercased text of `query`: `role: text` names one of `roles` (any
    /// case) before the colon; any other query is all text.
    static func terms(of query: String, roles: [ChatRole]) -> (role: ChatRole?, needle: String) {
        if let colon = query.firstIndex(of: ":"),
            let role = roles.first(where: { $0.name.lowercased() == query[..<colon].lowercased() })
        {
            return (role, query[query.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased())
        }
        return (nil, query.lowercased())
    }
}
