/// Applying what replies pushed from other tasks, on the main actor.
extension ChatTranscript {
    /// What one drain does to one reply: its edits in the order pushed, gathered.
    private struct Growth {
        /// The reply's row, or nil when it is no longer in the transcript.
        let index: Int?
        var text = ""
        var state: MessageState
        var failureReason: String?
    }

    /// Applies everything the replies pushed since the last drain as one update, at once
    /// rather than at the main actor's next turn.
    func drain() {
        feed.drain()
    }

    /// Applies the feed's operations (appends of edits, the only ones replies push) in one
    /// batch: each reply's text and end gathered, then one update of its row if its text grew
    /// or it ended.
    /// Edits of a reply removed, or pushed after it ended, are dropped.
    func apply(_ operations: [StorageFeedOperation<TranscriptEdit>]) -> [Bool] {
        var growths: [Growth] = []
        var positions: [MessageID: Int] = [:]
        for operation in operations {
            guard case .append(let edits) = operation else { continue }
            for edit in edits {
                let position: Int
                if let known = positions[edit.id] {
                    position = known
                } else {
                    let index = entries.index(of: edit.id)
                    position = growths.count
                    positions[edit.id] = position
                    growths.append(Growth(index: index, state: index.map { entries[$0].state } ?? .finished))
                }
                guard growths[position].index != nil, growths[position].state == .streaming else { continue }
                switch edit.change {
                case .append(let text): growths[position].text += text
                case .finish: growths[position].state = .finished
                case .fail(let reason):
                    growths[position].state = .failed
                    growths[position].failureReason = reason
                }
            }
        }
        performUpdates {
            for growth in growths.sorted(by: { ($0.index ?? -1) < ($1.index ?? -1) }) {
                guard let index = growth.index else { continue }
                let ends = entries[index].state == .streaming && growth.state != .streaming
                entries.modify(at: index) { entry in
                    entry.message.text += growth.text
                    entry.state = growth.state
                    if let reason = growth.failureReason { entry.failureReason = reason }
                }
                // A reply that ended changes its row as a longer text does: the frame after shows
                // it (a cell, a status that says what still streams).
                if !growth.text.isEmpty || ends {
                    batch.record(contentsOf: CollectionOfOne(.updateItem(IndexPath(item: index, section: 0))))
                }
            }
        }
        return operations.map { _ in true }
    }
}
