/// Finishing the count of a ranking that counted later (``LineRanker/ranking(_:in:best:countsLater:isCancelled:)``):
/// the first screen is shown as soon as its lines are proven the best, and the lines it did not
/// read are tested afterwards, off the main thread, cancelled by the next key.
extension LineRanker {
    /// Tests the lines the ranking did not read (``isCounting``): those that match join the
    /// matches as bound keys, so that ``count`` is exact and ``isCounting`` false; the ordered
    /// best do not change. False when `isCancelled` said yes first (the ranker is unchanged).
    ///
    /// Cost: one search of the query's characters in each untested line (``ByteSearch``) and,
    /// for a query of three characters or more, one reading of each that matches for a tighter
    /// bound of its score (the next character typed leaves unread the lines whose bound says
    /// they cannot reach its best); no alignment.
    @discardableResult
    public mutating func finishCounting(isCancelled: (@Sendable () -> Bool)? = nil) -> Bool {
        guard isCounting else { return true }
        guard let source = boundSource else {
            untested = []
            return true
        }
        // A threshold no key beats: every line is only tested, and kept with a bound key.
        guard
            let pass = source.rankPass(
                pattern: pattern, range: 0..<0, candidates: untested, ranks: true, limit: 1, threshold: 0,
                tightensBounds: true, isCancelled: isCancelled)
        else { return false }
        // Both in line order; each tested line keeps the tighter of its two bounds (the larger key).
        var blind = untested.makeIterator()
        var blindKey = blind.next()
        var found = pass.inLineOrder
        for index in found.indices {
            let line = RankKey.line(of: found[index])
            while let key = blindKey, RankKey.line(of: key) < line { blindKey = blind.next() }
            if let key = blindKey, RankKey.line(of: key) == line, RankKey.isBound(found[index]) {
                found[index] = max(found[index], key | RankKey.boundFlag)
            }
        }
        inLineOrder = RankKey.mergeByLine(inLineOrder, found)
        untested = []
        return true
    }
}

extension RankKey {
    /// Two arrays of keys in line order (of different lines) as one, in line order.
    static func mergeByLine(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        guard !left.isEmpty else { return right }
        guard !right.isEmpty else { return left }
        var merged: [UInt64] = []
        merged.reserveCapacity(left.count + right.count)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if line(of: left[i]) < line(of: right[j]) {
                merged.append(left[i])
                i += 1
            } else {
                merged.append(right[j])
                j += 1
            }
        }
        merged.append(contentsOf: left[i...])
        merged.append(contentsOf: right[j...])
        return merged
    }
}
