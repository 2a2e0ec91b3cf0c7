/// Ordering more of a partial ranking's matches: only the lines that can reach the rows asked
/// for are aligned, so scrolling a screen further costs a selection, not the alignment of every
/// line the ranking skipped.
extension LineRanker {
    /// Puts matches in order at least through `rank` (when ranking was partial): the next best
    /// are selected among the rest, at least as many again as are ordered already, so scrolling
    /// to the end costs O(n log n) in all, and a step O(n + step).
    public mutating func orderBest(through rank: Int) {
        orderBest(through: rank, isCancelled: nil)
    }

    /// ``orderBest(through:)`` asking `isCancelled` between its steps; false when it said yes
    /// (the ranker is then still valid, with what was ordered before).
    ///
    /// A bound key (an alignment the ranking skipped) never exceeds its line's true key once
    /// its flag is cleared, so the next best are selected among the keys as they are, and only
    /// the bound keys that could be among them are aligned; that repeats until the selection
    /// holds scored keys only.
    @discardableResult
    mutating func orderBest(through rank: Int, isCancelled: (@Sendable () -> Bool)?) -> Bool {
        guard isRanking, rank >= ranked.count, ranked.count < inLineOrder.count else { return true }
        let wanted = min(inLineOrder.count, max(rank + 1, ranked.count * 2, 256))
        let needed = wanted - ranked.count
        let last = ranked.last
        while true {
            // Every key not ordered yet is above the last ordered one (bound keys too, flag aside).
            var rest = last.map { last in inLineOrder.filter { $0 & ~RankKey.boundFlag > last } } ?? inLineOrder
            RankKey.selectSmallest(needed, in: &rest)
            guard needed > 0, rest.count >= needed else { return true }
            let highest = rest[needed - 1]
            var unscored = rest.filter { RankKey.isBound($0) && $0 & ~RankKey.boundFlag <= highest }
            if unscored.isEmpty {
                ranked.append(contentsOf: rest.prefix(needed))
                return true
            }
            unscored.sort { RankKey.line(of: $0) < RankKey.line(of: $1) }
            guard scoreBoundKeys(unscored, isCancelled: isCancelled) else { return false }
        }
    }

    /// Replaces the bound keys of ``inLineOrder`` with the scored keys of their lines (every
    /// match then has its true key; the ordered best are unchanged, see ``PieceBest``).
    mutating func scoreBoundKeys() {
        guard boundSource != nil else { return }
        scoreBoundKeys(inLineOrder.filter(RankKey.isBound), isCancelled: nil)
    }

    /// Replaces the bound keys `bound` (in line order) of ``inLineOrder`` with their lines'
    /// scored keys; false when `isCancelled` said yes before it was done.
    @discardableResult
    private mutating func scoreBoundKeys(_ bound: [UInt64], isCancelled: (@Sendable () -> Bool)?) -> Bool {
        guard let source = boundSource, !bound.isEmpty else { return true }
        guard
            let pass = source.rankPass(
                pattern: pattern, range: 0..<0, candidates: bound, ranks: true, isCancelled: isCancelled)
        else { return false }
        // All in line order. A bound line always matches; one that did not is dropped, so
        // that ordering cannot ask for it again.
        var scored = pass.inLineOrder.makeIterator()
        var next = scored.next()
        var asked = bound.makeIterator()
        var nextAsked = asked.next()
        var remaining = false
        var keys: [UInt64] = []
        keys.reserveCapacity(inLineOrder.count)
        for key in inLineOrder {
            guard RankKey.isBound(key), let wanted = nextAsked, wanted == key else {
                remaining = remaining || RankKey.isBound(key)
                keys.append(key)
                continue
            }
            nextAsked = asked.next()
            let line = RankKey.line(of: key)
            while let candidate = next, RankKey.line(of: candidate) < line { next = scored.next() }
            if let candidate = next, RankKey.line(of: candidate) == line {
                keys.append(candidate)
                next = scored.next()
            }
        }
        inLineOrder = keys
        if !remaining { boundSource = nil }
        return true
    }
}
