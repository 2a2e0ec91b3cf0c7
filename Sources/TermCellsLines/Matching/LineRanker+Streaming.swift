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
        for key in segmentRanker.inLineOrder {
            batch.bytes.append(contentsOf: segment.bytes(ofLine: Int(RankKey.line(of: key))))
            batch.lineEnds.append(batch.bytes.count)
        }
        batch.shrinkToFit()
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
        if isRanking {
            keys.sort()
            ranked = RankKey.merge([ranked, keys])
        }
    }
}
