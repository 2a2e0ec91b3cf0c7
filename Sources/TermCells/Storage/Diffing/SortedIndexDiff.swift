/// The difference between two ascending sequences of distinct values (the line indexes a filter
/// matched before and after a change), found by one merge of the two: which positions of the
/// old sequence went away and which positions of the new one are new.
///
/// Cost: O(old + new) time; memory for the ranges only. Building stops, and the initialiser
/// fails, as soon as more than `changeLimit` items changed, so a change too large to describe
/// costs no more than finding that out.
public struct SortedIndexDiff: Equatable, Sendable {
    /// Runs of removed items, as positions in the old sequence, ascending.
    public private(set) var removals: [Range<Int>] = []
    /// Runs of inserted items, as positions in the new sequence, ascending.
    public private(set) var insertions: [Range<Int>] = []
    /// The number of items removed.
    public private(set) var removedCount = 0
    /// The number of items inserted.
    public private(set) var insertedCount = 0

    /// Merges `old` and `new` (each ascending, without repeats); `nil` when more than
    /// `changeLimit` items were removed and inserted in all.
    ///
    /// Concrete on `[Int32]` (line indexes) so the merge runs specialised from any module.
    public init?(from old: [Int32], to new: [Int32], changeLimit: Int = .max) {
        // The counts bound the answer from below: decide the hopeless case without a merge.
        guard abs(old.count - new.count) <= changeLimit else { return nil }
        let found = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in merge(old, new, changeLimit: changeLimit) }
        }
        guard found else { return nil }
    }

    private mutating func merge(_ old: UnsafeBufferPointer<Int32>, _ new: UnsafeBufferPointer<Int32>, changeLimit: Int)
        -> Bool
    {
        var oldPosition = 0
        var newPosition = 0
        let oldCount = old.count
        let newCount = new.count
        while oldPosition < oldCount || newPosition < newCount {
            if oldPosition < oldCount && newPosition < newCount && old[oldPosition] == new[newPosition] {
                oldPosition += 1
                newPosition += 1
                continue
            }
            if newPosition == newCount || (oldPosition < oldCount && old[oldPosition] < new[newPosition]) {
                Self.extend(&removals, with: oldPosition)
                removedCount += 1
                oldPosition += 1
            } else {
                Self.extend(&insertions, with: newPosition)
                insertedCount += 1
                newPosition += 1
            }
            if removedCount + insertedCount > changeLimit { return false }
        }
        return true
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { removedCount == 0 && insertedCount == 0 }

    private static func extend(_ runs: inout [Range<Int>], with position: Int) {
        if let last = runs.last, last.upperBound == position {
            runs[runs.count - 1] = last.lowerBound..<position + 1
        } else {
            runs.append(position..<position + 1)
        }
    }
}
