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
        guard isRanking, rank >= ranked.count else { return true }
        // Lines not read yet may be among the next best.
        guard finishCounting(isCancelled: isCancelled) else { return false }
        guard ranked.count < inLineOrder.count else { return true }
        let wanted = min(inLineOrder.count, max(rank + 1, ranked.count * 2, 256))
        let needed = wanted - ranked.count
        let last = ranked.last
        // How many of the next best are looked at in a step: doubled at each step, so that bounds
        // far above the true keys cost a few steps over the keys, not one per `needed` lines.
        var batch = needed
        while true {
            // Every key not ordered yet is above the last ordered one (bound keys too, flag aside).
            var rest = last.map { last in inLineOrder.filter { $0 & ~RankKey.boundFlag > last } } ?? inLineOrder
            guard needed > 0, rest.count >= needed else { return true }
            let taken = min(max(batch, needed), rest.count)
            RankKey.selectSmallest(taken, in: &rest)
            if !rest[0..<needed].contains(where: RankKey.isBound) {
                ranked.append(contentsOf: rest[0..<needed])
                return true
            }
            // The `needed`-th best scored key is a threshold from the start: only the bound keys
            // under it are looked at, and aligned only when their closer bounds still beat the
            // threshold, which falls as they are.
            var scored = rest[0..<taken].filter { !RankKey.isBound($0) }
            var threshold = UInt64.max
            if scored.count >= needed {
                RankKey.selectSmallest(needed, in: &scored)
                threshold = scored[needed - 1]
            }
            var unscored = rest[0..<taken].filter { RankKey.isBound($0) && $0 & ~RankKey.boundFlag <= threshold }
            unscored.sort { RankKey.line(of: $0) < RankKey.line(of: $1) }
            guard scoreBoundKeys(unscored, isCancelled: isCancelled, limit: needed, threshold: threshold) else {
                return false
            }
            batch = 2 * taken
        }
    }

    /// Replaces the bound keys of ``inLineOrder`` with the scored keys of their lines (every
    /// match then has its true key; the ordered best are unchanged, see ``PieceBest``).
    mutating func scoreBoundKeys() {
        finishCounting()
        guard boundSource != nil else { return }
        scoreBoundKeys(inLineOrder.filter(RankKey.isBound), isCancelled: nil)
    }

    /// Replaces the bound keys `bound` (in line order) of ``inLineOrder`` with their lines'
    /// scored keys; false when `isCancelled` said yes before it was done.
    ///
    /// With a `limit`, only the lines that can be among the best `limit` of the matches not
    /// ordered yet are aligned (the others get a tighter bound, from the quick looks of a ranking
    /// pass): those whose bound beats `threshold` (the `limit`-th best scored key among them)
    /// and the best `limit` of the lines aligned.
    @discardableResult
    private mutating func scoreBoundKeys(
        _ bound: [UInt64], isCancelled: (@Sendable () -> Bool)?, limit: Int? = nil, threshold: UInt64 = .max
    ) -> Bool {
        guard let source = boundSource, !bound.isEmpty else { return true }
        guard
            let pass = source.rankPass(
                pattern: pattern, range: 0..<0, candidates: bound, ranks: true, limit: limit,
                threshold: threshold, isCancelled: isCancelled)
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
                // A line skipped again keeps the tighter of its two bounds: the larger key (a
                // key's score is the bound, and a higher score ranks first).
                let stillBound = RankKey.isBound(candidate)
                keys.append(stillBound ? max(candidate, key) : candidate)
                remaining = remaining || stillBound
                next = scored.next()
            }
        }
        inLineOrder = keys
        if !remaining { boundSource = nil }
        return true
    }
}
