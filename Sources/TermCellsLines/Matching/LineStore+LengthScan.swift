import TermCells

/// A first screen from the shortest lines: a ranking that reads the lines in ``LineLengthOrder``
/// and stops once no line left can be among its best.
///
/// Ties in score break by length, then input order, and no line of a list scores more than the
/// list's bound (``LineLengthOrder``). So when the `limit`-th best key found is smaller than the
/// key of a line of that bound, the next length and index 0, no unread line of the list can be
/// among the best: a list is read a whole length at a time, and its rest is left unread. For
/// `s`, `sc` or `scr` in a million paths, the best are `/s…` at component starts in lines of
/// 12–30 bytes: a few thousand lines are read, not a million.
extension LineStore {
    /// How many lines a length-ordered pass reads at most before it gives up (the query's best
    /// do not reach its bound among the short lines): a thirty-second of the lines.
    static func lengthScanBudget(lineCount: Int) -> Int {
        max(16_384, lineCount / 32)
    }

    /// The best `limit` matches of `pattern` among lines `0..<tested`, reading the lines of
    /// `order` shortest first, every line past it and every line it does not order; nil when
    /// the pattern is not one fuzzy term of ASCII characters, the order covers more lines than
    /// `tested`, more than ``lengthScanBudget(lineCount:)`` lines were read before the best were
    /// proven, or `isCancelled` said yes.
    ///
    /// The lines left unread are the pass's `untested`, each with its list's bound as its score
    /// (see ``LineRanker/untested``).
    func lengthOrderedPass(
        pattern: MatchPattern, order: LineLengthOrder, tested: Int, limit: Int,
        isCancelled: (@Sendable () -> Bool)? = nil
    ) -> RankedPass? {
        guard limit > 0, order.lineCount <= tested, tested <= count,
            let bound = ScoreBound(pattern: pattern, previous: nil)
        else { return nil }
        let m = bound.characters.count
        let match = Int(MatchScoring.match)
        let richBound = match * m + (m + 1) * Int(MatchScoring.boundaryWhite)
        // A poor line's first byte earns the line start's bonus only when the term holds it.
        let isWordOnly = bound.characters.allSatisfy { $0 < 0x80 && CharacterClass.ofASCII(UInt8($0)).isLetterOrDigit }
        let poorBound = isWordOnly ? match * m + (m + 1) * Int(MatchScoring.boundaryDelimiter) : richBound
        let work = PieceWork(
            store: self, pattern: pattern, range: 0..<tested, candidates: nil, ranks: true, limit: limit, bound: bound,
            defersCounting: false, sharedThreshold: LockedState(.max), isCancelled: isCancelled, pieceCount: 1,
            output: UnsafeMutableBufferPointer(start: nil, count: 0))
        let matcher = LineMatcher(pattern: pattern, scores: true)
        var keys: [UInt64] = []
        var notDeferred: [UInt64] = []
        var best = PieceBest(limit: limit)
        var read = 0
        let budget = Self.lengthScanBudget(lineCount: tested)
        // Where each list stopped: its lines of this length or longer are unread (nil: gave up).
        var stops: (poor: Int, rich: Int)?
        withLineBits { bits in
            func readLine(_ line: Int) {
                let (chunk, local) = location(ofLine: line)
                chunks[chunk].withLines { bytes, ends in
                    work.match(
                        line, at: local, bytes, ends, bits, matcher, previousKey: nil, into: &keys, best: &best,
                        untested: &notDeferred)
                }
                read += 1
            }
            func isStopped() -> Bool {
                read > budget || (read & 4095 == 0 && (isCancelled?() ?? false))
            }
            // Lines of `list` by length until the rest cannot be among the best; the length
            // where it stopped (Int.max when it read them all), nil when it gave up.
            func readShortest(_ list: [Int32], bound: Int) -> Int? {
                var position = 0
                while position < list.count {
                    let length = order.lengths[Int(list[position])]
                    if best.exactThreshold() < RankKey.make(line: 0, score: bound, length: Int(length)) {
                        return Int(length)
                    }
                    while position < list.count, order.lengths[Int(list[position])] == length {
                        readLine(Int(list[position]))
                        if isStopped() { return nil }
                        position += 1
                    }
                }
                return Int.max
            }
            for line in order.lineCount..<tested {
                readLine(line)
                if isStopped() { return }
            }
            for line in order.others {
                readLine(Int(line))
                if isStopped() { return }
            }
            guard let poorStop = readShortest(order.poor, bound: poorBound),
                let richStop = readShortest(order.rich, bound: richBound)
            else { return }
            stops = (poorStop, richStop)
        }
        guard let stops, !(isCancelled?() ?? false) else { return nil }
        keys.sort { RankKey.line(of: $0) < RankKey.line(of: $1) }
        // The unread lines, in line order, each keyed with its list's bound and its length.
        let untested = [UInt64](unsafeUninitializedCapacity: order.lineCount) { untested, written in
            var next = 0
            withLineBits { bits in
                order.lengths.withUnsafeBufferPointer { lengths in
                    order.richBits.withUnsafeBufferPointer { richBits in
                        for line in 0..<order.lineCount {
                            let word = line >> 6
                            let bit: UInt64 = 1 << UInt64(line & 63)
                            guard bits.nonASCII[word] & bit == 0 else { continue }
                            let length = Int(lengths[line])
                            let isRich = richBits[word] & bit != 0
                            guard length >= (isRich ? stops.rich : stops.poor) else { continue }
                            untested[next] = RankKey.make(
                                line: line, score: isRich ? richBound : poorBound, length: length)
                            next += 1
                        }
                    }
                }
            }
            written = next
        }
        return RankedPass(inLineOrder: keys, ranked: best.finish(), untested: untested)
    }
}
