extension LineRanker {
    /// Keeps the matching lines of a segment of the input and nothing else: appends the lines
    /// that `segmentRanker` matched in `segment` to `store`, in input order, and ranks them here
    /// as lines of `store` — for input too large to keep whole (`pick --filter` keeps only its
    /// matches, so its memory follows them). The segment is matched once, by `segmentRanker`
    /// (on every core), while the next segment is being read.
    ///
    /// `self` ranks the lines of `store`; when `segmentRanker` has another pattern or ranking,
    /// the appended lines are matched again with this ranker's pattern.
    public mutating func appendMatches(of segmentRanker: LineRanker, in segment: LineStore, to store: inout LineStore) {
        catchUp(with: store)
        let base = store.count
        var batch = LineBatch()
        batch.lineEnds.reserveCapacity(segmentRanker.count)
        // The exact size first: the bytes are copied once, with no growth and no shrinking copy.
        let byteCount = segmentRanker.inLineOrder.reduce(0) {
            $0 + segment.bytes(ofLine: Int(RankKey.line(of: $1))).count
        }
        batch.bytes.reserveCapacity(byteCount)
        for key in segmentRanker.inLineOrder {
            batch.bytes.append(contentsOf: segment.bytes(ofLine: Int(RankKey.line(of: key))))
            batch.lineEnds.append(batch.bytes.count)
        }
        store.append(batch)
        let appended = store.count - base
        guard segmentRanker.pattern == pattern, segmentRanker.isRanking == isRanking, appended == segmentRanker.count
        else {
            catchUp(with: store)
            return
        }
        // Line i of the segment's matches becomes line base + i; score and length stay.
        var keys = segmentRanker.inLineOrder
        for index in keys.indices {
            keys[index] = keys[index] & ~0xFFFF_FFFF | UInt64(base + index)
        }
        inLineOrder.append(contentsOf: keys)
        testedLineCount = store.count
        // Nothing in order yet: it stays so (a partial ranking of none), to be ordered once at
        // the end (``drainBestFirst(_:)``) rather than merged at every segment.
        if isRanking, !ranked.isEmpty {
            keys.sort()
            ranked = RankKey.merge([ranked, keys])
        }
    }

    /// Calls `body` with every match's line index, best first (in input order when not ranking),
    /// and leaves the ranker with no match and no line tested: the keys are sorted where they
    /// are, so that printing a million matches costs no second copy of them.
    public mutating func drainBestFirst(_ body: (Int32) -> Void) {
        scoreBoundKeys()
        var keys: [UInt64] = []
        swap(&keys, &inLineOrder)
        ranked = []
        testedLineCount = 0
        if isRanking { keys.sort() }
        for key in keys { body(RankKey.line(of: key)) }
    }
}
