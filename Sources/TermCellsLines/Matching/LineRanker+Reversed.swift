/// fzf's `--tac`: the input read last line first. Matches rank as before, but equal matches
/// (same score and length) go newest first, and unranked matches are listed newest first.
extension LineRanker {
    /// Every match's line index, best first with ties newest first (or newest first when not
    /// ranking).
    public var linesNewestFirst: [Int32] {
        guard isRanking else { return linesInInputOrder.reversed() }
        var full = self
        full.scoreBoundKeys()
        // The line field counted down instead of up, so that a sort puts later lines first.
        let newest = full.inLineOrder.map { $0 & ~0xFFFF_FFFF | (Self.lineMask - ($0 & Self.lineMask)) }.sorted()
        return newest.map { Int32(truncatingIfNeeded: Self.lineMask - ($0 & Self.lineMask)) }
    }

    private static let lineMask: UInt64 = 0x7FFF_FFFF

    /// The line index of the match at `position` read newest first, or nil out of range: the
    /// ranked order with ties newest first, or the input order reversed when not ranking.
    /// Orders more of the matches when needed (as ``orderBest(through:)``), through the end of
    /// the run of ties that `position` falls in.
    public mutating func lineNewestFirst(at position: Int) -> Int32? {
        guard position >= 0, position < count else { return nil }
        guard isRanking else { return line(atRank: count - 1 - position) }
        orderBest(through: position)
        guard position < ranked.count else { return nil }
        let tie = ranked[position] >> 32
        var first = position
        while first > 0, ranked[first - 1] >> 32 == tie { first -= 1 }
        var end = position + 1
        while true {
            while end < ranked.count, ranked[end] >> 32 == tie { end += 1 }
            // The run may go on among the matches not ordered yet.
            guard end == ranked.count, ranked.count < count else { break }
            orderBest(through: end)
        }
        return RankKey.line(of: ranked[first + (end - 1 - position)])
    }
}
