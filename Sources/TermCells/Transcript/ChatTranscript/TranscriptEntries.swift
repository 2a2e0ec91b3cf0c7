/// A transcript's messages in the order of their ids, which is the order they were appended.
///
/// An array read from `head` on: removing the oldest messages moves `head` rather than every
/// message after them, and the slots before it are given back once they are half the array
/// (O(1) amortised per message removed). Ids increase along the array, so an id's index is a
/// binary search: O(log n) with no dictionary to keep in step when rows move.
struct TranscriptEntries {
    private var slots: [ChatTranscript.Entry] = []
    /// The first slot in use; the slots before it are removed messages not yet given back.
    private var head = 0

    var count: Int { slots.count - head }

    subscript(index: Int) -> ChatTranscript.Entry { slots[head + index] }

    /// The index of the message with `id`, or nil.
    func index(of id: ChatTranscript.MessageID) -> Int? {
        var low = head
        var high = slots.count
        while low < high {
            let middle = low + (high - low) / 2
            if slots[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < slots.count && slots[low].id == id ? low - head : nil
    }

    /// Changes the message at `index` in place (a reply's text grows without being copied).
    mutating func modify(at index: Int, _ change: (inout ChatTranscript.Entry) -> Void) {
        change(&slots[head + index])
    }

    /// Appends `entry`, whose id is greater than every id here.
    mutating func append(_ entry: ChatTranscript.Entry) {
        slots.append(entry)
    }

    /// Removes the message at `index`, moving the messages on its shorter side.
    mutating func remove(at index: Int) -> ChatTranscript.Entry {
        let slot = head + index
        let removed = slots[slot]
        if index < count / 2 {
            // The older ones move up a slot, and the head with them.
            var position = slot
            while position > head {
                slots.swapAt(position, position - 1)
                position -= 1
            }
            head += 1
            releaseRemovedSlots()
        } else {
            slots.remove(at: slot)
        }
        return removed
    }

    /// Removes, among the first `limit` messages, those `isRemoved` picks; returns them, oldest
    /// first, with the runs of indexes they had (ascending, counted before the removal). The
    /// messages kept move towards the ones after `limit`, so the cost is O(limit).
    mutating func removeAll(
        inFirst limit: Int, where isRemoved: (ChatTranscript.Entry) -> Bool
    ) -> (removed: [ChatTranscript.Entry], runs: [Range<Int>]) {
        var removed: [ChatTranscript.Entry] = []
        var runs: [Range<Int>] = []
        // From the newest considered to the oldest, each kept message written at the lowest
        // free slot from the end of the range.
        var write = head + limit
        var slot = head + limit
        while slot > head {
            slot -= 1
            guard isRemoved(slots[slot]) else {
                write -= 1
                if write != slot { slots.swapAt(write, slot) }
                continue
            }
            removed.append(slots[slot])
            let index = slot - head
            if let last = runs.last, last.lowerBound == index + 1 {
                runs[runs.count - 1] = index..<last.upperBound
            } else {
                runs.append(index..<index + 1)
            }
        }
        head = write
        releaseRemovedSlots()
        return (removed.reversed(), runs.reversed())
    }

    /// Gives back the slots before `head` once they are half the array.
    private mutating func releaseRemovedSlots() {
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 64 && head >= slots.count / 2 {
            slots.removeFirst(head)
            head = 0
        }
    }
}
