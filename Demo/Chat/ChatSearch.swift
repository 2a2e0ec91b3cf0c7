import TermCells

/// A search of `chat`'s messages for the next (or previous) one holding a query, ignoring case,
/// run off the main actor: lowercasing every message of a long transcript takes a while, and
/// keys are answered meanwhile. The messages are taken as the table showed them when the search
/// began: an array slice (no copy) and the text of the last row, which may still be growing.
struct ChatSearch: Sendable {
    /// The messages the rows show, in order.
    let messages: ArraySlice<ChatMessage>
    /// The last row's text as shown (the message being written shows only its first words).
    let lastText: String
    /// The query, lowercased.
    let needle: String
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
            let text = row == count - 1 ? lastText : messages[messages.startIndex + row].text
            if text.lowercased().contains(needle) { return row }
        }
        return nil
    }
}
