/// The minimal sequential ``StorageChange`` list that turns one array of uniquely identified
/// items into another.
///
/// Swift's `CollectionDifference` costs O((n + m) · d) and has no notion of "same item, new
/// value". Ids here are unique, so a linear-time match by id plus a longest increasing
/// subsequence gives the optimum directly: every vanished id is one delete, every new id one
/// insert, and the items outside the longest run kept in order are exactly the moves needed
/// (n + m − common − LIS changes, never more than the ids outside the longest common
/// subsequence). Items whose id stayed but whose value changed get an update at their final index.
///
/// Order of the changes, each counted sequentially (see ``StorageChange``): deletes from the last
/// old index to the first, then moves, then inserts at their final indexes in ascending order,
/// then updates at final indexes. Costs O((n + m) log(n + m)).
struct IdentifierDiff {
    /// `oldPosition[j]` is the old index of the new item at `j`, or -1 when it is new.
    /// `oldCount` is the number of old items.
    static func changes(
        oldCount: Int,
        oldPosition: [Int],
        section: Int,
        valueChanged: (_ oldIndex: Int, _ newIndex: Int) -> Bool
    ) -> [StorageChange] {
        var changes: [StorageChange] = []
        func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

        // Deletes: old items nobody kept, from the back so each index is also its old index.
        var kept = [Bool](repeating: false, count: oldCount)
        for position in oldPosition where position >= 0 { kept[position] = true }
        for index in stride(from: oldCount - 1, through: 0, by: -1) where !kept[index] {
            changes.append(.deleteItem(path(index)))
        }

        // After the deletes the kept items sit in old order; rank them there.
        var rankOfOld = [Int](repeating: -1, count: oldCount)
        var keptCount = 0
        for index in 0..<oldCount where kept[index] {
            rankOfOld[index] = keptCount
            keptCount += 1
        }
        // rankInNewOrder[j]: the post-delete index of the j-th kept item in new order.
        var rankInNewOrder: [Int] = []
        rankInNewOrder.reserveCapacity(keptCount)
        for position in oldPosition where position >= 0 {
            rankInNewOrder.append(rankOfOld[position])
        }
        changes.append(contentsOf: moves(arranging: rankInNewOrder, section: section))

        // Inserts at their final indexes, ascending: everything before each one is in place.
        for (index, position) in oldPosition.enumerated() where position < 0 {
            changes.append(.insertItem(path(index)))
        }
        for (index, position) in oldPosition.enumerated() where position >= 0 && valueChanged(position, index) {
            changes.append(.updateItem(path(index)))
        }
        return changes
    }

    /// Moves that turn `0..<n` (the kept items in old order) into `target`, a permutation of it,
    /// moving only the items outside one longest increasing subsequence of `target`.
    ///
    /// Each moved item goes right after its predecessor in the new order. Laying every slot an
    /// item ever occupies on one line (its old slot; for a moved item also a new slot right
    /// after its predecessor's final slot) makes "current index" a count of filled slots before
    /// it, which a Fenwick tree answers in O(log n) however many moves came before.
    static func moves(arranging target: [Int], section: Int) -> [StorageChange] {
        movePairs(arranging: target).map {
            .moveItem(from: IndexPath(item: $0.from, section: section), to: IndexPath(item: $0.to, section: section))
        }
    }

    /// The moves of ``moves(arranging:section:)`` as index pairs (sections are arranged so too).
    static func movePairs(arranging target: [Int]) -> [(from: Int, to: Int)] {
        let count = target.count
        let stays = longestIncreasingSubsequenceMembers(target)
        guard stays.contains(false) else { return [] }

        var newPositionOfRank = [Int](repeating: 0, count: count)
        for (position, rank) in target.enumerated() { newPositionOfRank[rank] = position }

        // Slot numbers, in line order.
        var oldSlot = [Int](repeating: 0, count: count)  // by rank
        var newSlot = [Int](repeating: -1, count: count)  // by new position, moved items only
        var nextSlot = 0
        func placeRun(after position: Int) {
            var next = position + 1
            while next < count, !stays[next] {
                newSlot[next] = nextSlot
                nextSlot += 1
                next += 1
            }
        }
        placeRun(after: -1)
        for rank in 0..<count {
            oldSlot[rank] = nextSlot
            nextSlot += 1
            let position = newPositionOfRank[rank]
            if stays[position] { placeRun(after: position) }
        }

        var filled = FenwickTree(count: nextSlot)
        for rank in 0..<count { filled.add(1, at: oldSlot[rank]) }
        var moves: [(from: Int, to: Int)] = []
        for position in 0..<count where !stays[position] {
            let source = oldSlot[target[position]]
            let from = filled.sum(before: source)
            filled.add(-1, at: source)
            let to = filled.sum(before: newSlot[position])
            filled.add(1, at: newSlot[position])
            moves.append((from, to))
        }
        return moves
    }

    /// For each position of `values`, whether it belongs to one longest strictly increasing
    /// subsequence (patience sorting, O(n log n)).
    static func longestIncreasingSubsequenceMembers(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []  // positions ending the best run of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var members = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            members[position] = true
            position = previous[position]
        }
        return members
    }
}
