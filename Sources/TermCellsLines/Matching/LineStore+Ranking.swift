import TermCells

#if canImport(Dispatch)
    import Dispatch
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Matching spread over the cores: the lines (or candidates) are cut into pieces, each piece is
/// matched by a worker with its own ``LineMatcher`` (scratch preallocated, nothing allocated per
/// line), and the pieces' results are joined in line order and, when ranking, sorted per piece
/// on the workers and merged.
extension LineStore {
    /// The result of a ranking pass.
    struct RankedPass {
        /// Every match's key, in line order.
        var inLineOrder: [UInt64]
        /// The same keys sorted (best first); empty when not ranking.
        var ranked: [UInt64]
        /// With `defersCounting`: the candidates that were not read, in line order (see
        /// ``LineRanker/untested``).
        var untested: [UInt64] = []
    }

    /// Lines below this many are matched on the calling thread.
    static let parallelThreshold = 8192

    /// Matches the lines in `range`, or the lines of `candidates` (keys in line order) when given.
    ///
    /// With a `limit`, `ranked` holds only the best `limit` keys (each piece keeps its best
    /// rather than sorting everything), and a line whose ``ScoreBound`` cannot reach its piece's
    /// best so far is not aligned: its key in `inLineOrder` is a bound key
    /// (``RankKey/bound(line:score:length:)``). `previous` is the pattern whose scores the
    /// candidates' keys hold (a narrowing pass), which tightens the bound. `isCancelled` is asked
    /// every chunk of lines; nil when it said yes. `seeds` (keys of any lines, say the previous
    /// query's best) are scored first: the `limit`-th best of them is a threshold from the start,
    /// so that the first lines of every piece can skip their alignments too; `threshold`, a key
    /// known to have `limit` matches at or under it, does the same.
    ///
    /// With `defersCounting` (a narrowing pass with a `limit`), a candidate whose bound from its
    /// previous key alone cannot beat the threshold is not read at all, not even to learn whether
    /// it matches: it goes to `untested` with that bound, and the count waits for
    /// ``LineRanker/finishCounting(isCancelled:)``.
    ///
    /// With `tightensBounds`, a line skipped for its bound is read once more for a tighter one
    /// (a count's pass: the next query typed bounds its lines' scores by theirs, and leaves
    /// unread those that cannot reach its best).
    func rankPass(
        pattern: MatchPattern, range: Range<Int>, candidates: [UInt64]?, ranks: Bool, limit: Int? = nil,
        previous: MatchPattern? = nil, seeds: [UInt64] = [], threshold: UInt64 = .max, defersCounting: Bool = false,
        tightensBounds: Bool = false, isCancelled: (@Sendable () -> Bool)? = nil
    ) -> RankedPass? {
        if pattern.isEmpty {
            // Every line matches, unranked.
            let all = candidates ?? range.map(RankKey.unranked(line:))
            return RankedPass(inLineOrder: all, ranked: ranks ? all : [])
        }
        let total = candidates?.count ?? range.count
        let pieceCount = total < Self.parallelThreshold ? 1 : min(Self.processorCount * 4, max(1, total / 2048))
        let pieces = UnsafeMutableBufferPointer<RankedPass>.allocate(capacity: pieceCount)
        pieces.initialize(repeating: RankedPass(inLineOrder: [], ranked: []))
        defer {
            _ = pieces.deinitialize()
            pieces.deallocate()
        }
        let bound =
            ranks && limit != nil ? ScoreBound(pattern: pattern, previous: candidates == nil ? nil : previous) : nil
        let work = PieceWork(
            store: self, pattern: pattern, range: range, candidates: candidates, ranks: ranks, limit: limit,
            bound: bound, defersCounting: defersCounting && bound?.appendedCount != nil,
            sharedThreshold: LockedState(bound == nil ? .max : min(threshold, seededThreshold(pattern, seeds, limit))),
            isCancelled: isCancelled, pieceCount: pieceCount, output: pieces, tightensBounds: tightensBounds)
        if pieceCount == 1 {
            work.run(piece: 0)
        } else {
            DispatchQueue.concurrentPerform(iterations: pieceCount) { work.run(piece: $0) }
        }
        if let isCancelled, isCancelled() { return nil }
        var inLineOrder: [UInt64] = []
        inLineOrder.reserveCapacity(pieces.reduce(0) { $0 + $1.inLineOrder.count })
        for piece in pieces { inLineOrder.append(contentsOf: piece.inLineOrder) }
        var ranked = ranks ? RankKey.merge(pieces.map(\.ranked)) : []
        if let limit, ranked.count > limit { ranked.removeSubrange(limit...) }
        return RankedPass(inLineOrder: inLineOrder, ranked: ranked, untested: pieces.flatMap(\.untested))
    }

    /// The `limit`-th best key of the lines of `seeds` that match `pattern`, or `UInt64.max`
    /// when fewer match: no line whose key is above it can be among the `limit` best.
    private func seededThreshold(_ pattern: MatchPattern, _ seeds: [UInt64], _ limit: Int?) -> UInt64 {
        guard let limit, limit > 0, seeds.count >= limit else { return .max }
        let inLineOrder = seeds.map { RankKey.unranked(line: Int(RankKey.line(of: $0))) }.sorted()
        guard var keys = rankPass(pattern: pattern, range: 0..<0, candidates: inLineOrder, ranks: true)?.inLineOrder,
            keys.count >= limit
        else { return .max }
        RankKey.selectSmallest(limit, in: &keys)
        return keys[limit - 1]
    }

    static let processorCount: Int = {
        #if canImport(Glibc) || canImport(Darwin)
            return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
            return 1
        #endif
    }()
}

/// One ranking pass's shared, read-only inputs and its per-piece outputs (each piece writes only
/// its own slot, so the workers never share a mutable value).
struct PieceWork: @unchecked Sendable {
    let store: LineStore
    let pattern: MatchPattern
    let range: Range<Int>
    let candidates: [UInt64]?
    let ranks: Bool
    let limit: Int?
    /// With a `limit`: the bound that lets lines skip their alignment.
    let bound: ScoreBound?
    /// Whether a candidate may be left unread (see `LineStore.rankPass`).
    let defersCounting: Bool
    /// The best of the pieces' thresholds: every piece's `limit`-th best key is at least the
    /// whole pass's, so any of them can skip a line. Shared, so that a piece whose lines are
    /// poor (inputs come in clusters: a directory's paths) skips as much as the best piece.
    let sharedThreshold: LockedState<UInt64>
    let isCancelled: (@Sendable () -> Bool)?
    let pieceCount: Int
    let output: UnsafeMutableBufferPointer<LineStore.RankedPass>
    /// Whether a line skipped for its bound is read once more for a tighter one
    /// (``ScoreBound/scannedBound(_:previousScore:)``), which the next query typed bounds its
    /// score from (see `LineStore.rankPass`); for terms of three characters or more (the next
    /// query of a shorter one is read from the shortest lines, or cannot use the old score).
    var tightensBounds = false

    func run(piece: Int) {
        let matcher = LineMatcher(pattern: pattern, scores: ranks)
        var keys: [UInt64] = []
        var untested: [UInt64] = []
        var best = PieceBest(limit: ranks ? limit : nil)
        share(&best)
        if let candidates {
            let bounds = Self.bounds(of: piece, among: pieceCount, in: 0..<candidates.count)
            candidates.withUnsafeBufferPointer { candidates in
                keys = matchCandidates(candidates[bounds], matcher: matcher, best: &best, untested: &untested)
            }
        } else {
            keys = matchLines(Self.bounds(of: piece, among: pieceCount, in: range), matcher: matcher, best: &best)
        }
        if let isCancelled, isCancelled() { return }
        var ranked: [UInt64] = []
        if ranks {
            if limit != nil {
                ranked = best.finish()
            } else {
                ranked = keys
                ranked.sort()
            }
        }
        output[piece] = LineStore.RankedPass(inLineOrder: keys, ranked: ranked, untested: untested)
    }

    static func bounds(of piece: Int, among count: Int, in range: Range<Int>) -> Range<Int> {
        let size = range.count
        return (range.lowerBound + size * piece / count)..<(range.lowerBound + size * (piece + 1) / count)
    }

    /// How often (lines - 1, a mask) a piece shares its threshold and takes the best one.
    private static let syncInterval = 1023

    private func share(_ best: inout PieceBest) {
        guard bound != nil else { return }
        let own = best.threshold
        best.shared = sharedThreshold.withLock { shared in
            shared = min(shared, own)
            return shared
        }
    }

    /// Whether the pass was cancelled.
    private var stopped: Bool { isCancelled?() ?? false }

    @inline(__always)
    private func key(line: Int, _ outcome: LineMatcher.Outcome) -> UInt64 {
        ranks ? RankKey.make(line: line, score: outcome.score, length: outcome.length) : RankKey.unranked(line: line)
    }

    /// Matches line `line`, the `local`-th of its chunk (hot path: no allocation but the keys'
    /// amortised growth); `previousKey` is its key for the previous pattern, in a narrowing pass.
    @inline(__always)
    func match(
        _ line: Int, at local: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ ends: UnsafeBufferPointer<UInt32>,
        _ bits: LineBits, _ matcher: LineMatcher, previousKey: UInt64?, into keys: inout [UInt64],
        best: inout PieceBest, untested: inout [UInt64]
    ) {
        let from = local == 0 ? 0 : Int(ends[local - 1])
        let text = UnsafeBufferPointer(rebasing: bytes[from..<Int(ends[local])])
        let isASCII = bits.nonASCII[line >> 6] & (1 << UInt64(line & 63)) == 0
        if let bound, isASCII, best.canSkip {
            // Not even read when its previous score cannot reach the best (its length and key
            // are known without touching its bytes): whether it matches is left for later.
            if defersCounting, let previousKey,
                let blind = bound.blindBound(previousScore: RankKey.score(of: previousKey), lineLength: text.count)
            {
                let blindKey = RankKey.make(line: line, score: blind, length: RankKey.length(of: previousKey))
                if blindKey > best.skipThreshold {
                    untested.append(blindKey)
                    return
                }
            }
            // The piece has its best already: align only a line that could join them.
            let greedyEnd = bound.greedyEnd(text)
            guard greedyEnd >= 0 else { return }
            let previousScore = previousKey.map(RankKey.score(of:))
            let hasLowByte = bits.lowByte[line >> 6] & (1 << UInt64(line & 63)) != 0
            let (score, fromScratch) = bound.bound(text, hasLowByte: hasLowByte, previousScore: previousScore)
            let length = ScoreBound.trimmedLength(text)
            let boundKey = RankKey.make(line: line, score: score, length: length)
            if boundKey > best.skipThreshold {
                if tightensBounds, bound.characters.count > 2 {
                    let scanned = bound.scannedBound(text, previousScore: previousScore)
                    keys.append(
                        RankKey.make(line: line, score: min(score, scanned), length: length) | RankKey.boundFlag)
                } else {
                    keys.append(boundKey | RankKey.boundFlag)
                }
                return
            }
            // When the best are near the most a line can score, only a line holding the query in
            // a narrow window can join them: a quick look from each occurrence of its first
            // character, before the reading of the whole line below.
            if bound.characters.count > 1,
                let limit = ScoreBound.windowLimit(
                    fromScratch: fromScratch, needed: RankKey.score(of: best.skipThreshold)),
                bound.lacksWindow(text, extraBytes: limit.extraBytes, earliestEnd: greedyEnd)
            {
                keys.append(
                    RankKey.make(line: line, score: min(score, limit.boundWithout), length: length) | RankKey.boundFlag)
                return
            }
            // A closer look at the line before its alignment.
            let scanned = bound.scannedBound(text, previousScore: previousScore)
            if scanned < score {
                let scannedKey = RankKey.make(line: line, score: scanned, length: length)
                if scannedKey > best.skipThreshold {
                    keys.append(scannedKey | RankKey.boundFlag)
                    return
                }
            }
        }
        if let outcome = matcher.match(text, isASCII: isASCII) {
            let key = key(line: line, outcome)
            keys.append(key)
            best.offer(key)
        }
    }

    private func matchLines(_ lines: Range<Int>, matcher: LineMatcher, best: inout PieceBest) -> [UInt64] {
        var keys: [UInt64] = []
        // Only candidates (with a previous key) are ever left untested.
        var untested: [UInt64] = []
        guard !lines.isEmpty else { return keys }
        store.withLineBits { bits in
            var chunk = store.location(ofLine: lines.lowerBound).chunk
            var line = lines.lowerBound
            // Cancellation is asked once per chunk (1 MiB of lines: a millisecond or two).
            while line < lines.upperBound, chunk < store.chunks.count, !stopped {
                let start = store.chunkStarts[chunk]
                let end = min(lines.upperBound, start + store.chunks[chunk].count)
                store.chunks[chunk].withLines { bytes, ends in
                    while line < end {
                        match(
                            line, at: line - start, bytes, ends, bits, matcher, previousKey: nil, into: &keys,
                            best: &best, untested: &untested)
                        if line & Self.syncInterval == 0 { share(&best) }
                        line += 1
                    }
                }
                chunk += 1
            }
        }
        return keys
    }

    private func matchCandidates(
        _ candidates: Slice<UnsafeBufferPointer<UInt64>>, matcher: LineMatcher, best: inout PieceBest,
        untested: inout [UInt64]
    ) -> [UInt64] {
        var keys: [UInt64] = []
        store.withLineBits { bits in
            var position = candidates.startIndex
            while position < candidates.endIndex, !stopped {
                let first = Int(RankKey.line(of: candidates[position]))
                guard first >= 0, first < store.count else {
                    position += 1
                    continue
                }
                let chunk = store.location(ofLine: first).chunk
                let start = store.chunkStarts[chunk]
                let end = start + store.chunks[chunk].count
                store.chunks[chunk].withLines { bytes, ends in
                    // Every candidate in this chunk without looking the chunk up again.
                    while position < candidates.endIndex {
                        let candidate = candidates[position]
                        let line = Int(RankKey.line(of: candidate))
                        guard line >= start, line < end else { break }
                        match(
                            line, at: line - start, bytes, ends, bits, matcher, previousKey: candidate, into: &keys,
                            best: &best, untested: &untested)
                        if position & Self.syncInterval == 0 { share(&best) }
                        position += 1
                    }
                }
            }
        }
        return keys
    }
}

/// A store's bits per line, read in place by a ranking pass.
struct LineBits {
    let nonASCII: UnsafeBufferPointer<UInt64>
    let lowByte: UnsafeBufferPointer<UInt64>
}

extension LineStore {
    func withLineBits<Result>(_ body: (LineBits) -> Result) -> Result {
        nonASCIIBits.withUnsafeBufferPointer { nonASCII in
            lowByteBits.withUnsafeBufferPointer { lowByte in body(LineBits(nonASCII: nonASCII, lowByte: lowByte)) }
        }
    }
}

/// A piece's best keys while it matches: the scored keys that may still be among the `limit`
/// best, and the `limit`-th best so far (``threshold``); a line's bound key must beat it (or a
/// better piece's, ``shared``) for the line to be aligned. Kept in a buffer of twice the limit, cut back to the best `limit`
/// when full: O(1) amortised per key.
struct PieceBest {
    private let limit: Int?
    private var keys: [UInt64] = []
    /// The `limit`-th smallest key offered so far (`UInt64.max` until `limit` were offered).
    private(set) var threshold = UInt64.max

    init(limit: Int?) {
        self.limit = limit.map { max(1, $0) }
        if let limit { keys.reserveCapacity(2 * limit) }
    }

    /// The best threshold of all pieces when last shared (see `PieceWork.sharedThreshold`).
    var shared = UInt64.max {
        didSet { skipThreshold = min(threshold, shared) }
    }
    /// A line whose bound key is above this cannot be among the pass's best.
    private(set) var skipThreshold = UInt64.max

    /// Whether a threshold is known, so that lines can skip their alignment.
    var canSkip: Bool { skipThreshold != .max }

    @inline(__always)
    mutating func offer(_ key: UInt64) {
        guard let limit, key < threshold else { return }
        keys.append(key)
        if keys.count >= 2 * limit { cut(to: limit) }
    }

    private mutating func cut(to limit: Int) {
        RankKey.selectSmallest(limit, in: &keys)
        keys.removeSubrange(limit...)
        threshold = keys[limit - 1]
        skipThreshold = min(threshold, shared)
    }

    /// The `limit`-th smallest key offered so far, exactly (``threshold`` is only brought up to
    /// date when the buffer is cut back).
    mutating func exactThreshold() -> UInt64 {
        guard let limit, keys.count >= limit else { return threshold }
        cut(to: limit)
        return threshold
    }

    /// The best `limit` keys offered, in order.
    mutating func finish() -> [UInt64] {
        guard let limit else { return [] }
        RankKey.selectSmallest(limit, in: &keys)
        if keys.count > limit { keys.removeSubrange(limit...) }
        return keys
    }
}
