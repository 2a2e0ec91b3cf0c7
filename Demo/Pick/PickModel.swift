import TermCellsCurses
import TermCellsLines

/// The picker's data: every input line in a compact ``LineStore``, the matches of the query as
/// a ``LineRanker`` (fzf's fuzzy ranking), and the lines chosen with `--multi` — line indexes
/// only, no object per line.
///
/// A query is ranked by a ``BackgroundRanker`` off the main actor: typing never waits for the
/// ranking, a newer key cancels the ranking of an older one, and the best matches are shown as
/// soon as a screenful is in order; the same work goes on to order more, and the list orders
/// more still when it scrolls past them.
@MainActor
final class PickModel {
    /// The input lines as they came: what is printed.
    private(set) var store = LineStore()
    /// `--with-nth`: the lines as shown (and searched), when they differ from ``store``.
    private var shownStore: LineStore?
    /// `--nth`: the part of each shown line that is searched.
    private var searchedStore: LineStore?
    private let fields: PickFieldOptions
    /// `--ansi`: whether SGR sequences are taken out of the lines and drawn as styles.
    private let readsANSI: Bool
    /// `--ansi`: the styles of the lines that had SGR sequences, by line index.
    private var ansiSpans: [Int32: [PickANSI.Span]] = [:]
    /// `--tac`: the newest line first (ties of the ranking too).
    let showsNewestFirst: Bool
    /// A model for the picker `options` describe.
    convenience init(options: PickOptions, onResult: @escaping @Sendable () -> Void) {
        self.init(
            mode: options.exact ? .exact : .fuzzy, sorts: options.sorts, headerLines: options.headerLines,
            fields: options.fields, ansi: options.readsANSI, newestFirst: options.showsNewestFirst, onResult: onResult)
    }

    /// The lines as shown.
    var displayStore: LineStore { shownStore ?? store }
    /// The lines as searched.
    private var matchStore: LineStore { searchedStore ?? shownStore ?? store }
    /// The matches shown: the answer to ``shownPattern``.
    private(set) var ranker: LineRanker
    /// The pattern being typed (the shown matches may still answer an older one).
    private(set) var pattern: MatchPattern
    /// Lines chosen with Space/Tab (`--multi`), by line index.
    private(set) var chosen: Set<Int32> = []
    /// Whether the reader has not reached the end of the input yet.
    private(set) var isReading = true
    /// Whether a query's ranking is under way: its matches are not shown yet, or their count
    /// is still being finished (``isCounting``).
    var isRanking: Bool { pendingGeneration != nil || ranker.isCounting }
    /// Whether the shown matches are the query's best but ``matchCount`` only those found so far.
    var isCounting: Bool { pendingGeneration == nil && ranker.isCounting }
    /// Finds the positions to highlight in the rows shown, for the shown pattern.
    private var positionFinder: MatchPositionFinder
    private let background: BackgroundRanker
    private var pendingGeneration: Int?
    private let mode: MatchPattern.Mode
    /// How many of the best matches a ranking orders before they are shown: a screenful.
    static let orderedFirst = 64
    /// How many of the best matches a ranking goes on to order once they are shown, so that
    /// scrolling finds them ordered.
    static let orderedAtOnce = 512
    /// The generation of the query whose matches are shown (see ``BackgroundRanker``).
    private var shownGeneration: Int?
    /// `--header-lines`: how many input lines are headers.
    private let headerLineCount: Int
    /// The header lines read so far, decoded for display.
    private(set) var headers: [String] = []

    init(
        mode: MatchPattern.Mode, sorts: Bool, headerLines: Int = 0, fields: PickFieldOptions = PickFieldOptions(),
        ansi: Bool = false, newestFirst: Bool = false, onResult: @escaping @Sendable () -> Void
    ) {
        self.mode = mode
        showsNewestFirst = newestFirst
        self.fields = fields
        readsANSI = ansi
        if fields.withNth != nil || ansi { shownStore = LineStore() }
        if fields.nth != nil { searchedStore = LineStore() }
        headerLineCount = headerLines
        let pattern = MatchPattern("", mode: mode)
        self.pattern = pattern
        ranker = LineRanker(pattern: pattern, ranks: sorts)
        positionFinder = MatchPositionFinder(pattern: pattern)
        background = BackgroundRanker(onResult: onResult)
    }

    var matchCount: Int { ranker.count }

    /// Whether the shown matches are ranked (false: input order, all of them).
    var isShowingRanks: Bool { ranker.isRanking }

    /// Takes the lines the reader delivered; returns how many of them match the shown pattern.
    func absorb(_ delivery: LineFeed.Delivery) -> Int {
        for batch in delivery.batches {
            let lines = takingHeaders(from: batch)
            let first = store.count
            store.append(lines)
            var shown = lines
            if readsANSI {
                let (stripped, spans) = PickANSI.strip(lines)
                shown = stripped
                for (index, lineSpans) in spans {
                    // --with-nth: the styles follow the shown fields.
                    let line = stripped.line(index)
                    let projected = fields.withNth.map { withNth in
                        let ranges = withNth.fields.chosen(in: line).map {
                            ($0.lowerBound - line.startIndex)..<($0.upperBound - line.startIndex)
                        }
                        return PickANSI.project(lineSpans, through: ranges)
                    }
                    ansiSpans[Int32(truncatingIfNeeded: first + index)] = projected ?? lineSpans
                }
            }
            if let withNth = fields.withNth {
                shown = withNth.transform(shown)
            }
            if shownStore != nil { shownStore?.append(shown) }
            if let nth = fields.nth { searchedStore?.append(nth.transform(shown)) }
        }
        if delivery.isFinished, isReading {
            isReading = false
            // The shortest lines first: a short query's first screen reads a few thousand.
            if ranker.ranks { background.indexLengths(of: matchStore) }
        }
        return ranker.catchUp(with: matchStore)
    }

    /// `batch` without the header lines still missing, which go to ``headers``.
    private func takingHeaders(from batch: LineBatch) -> LineBatch {
        guard headers.count < headerLineCount, !batch.isEmpty else { return batch }
        let taken = min(headerLineCount - headers.count, batch.count)
        for index in 0..<taken { headers.append(String(sanitizingUTF8: batch.line(index))) }
        guard taken < batch.count else { return LineBatch() }
        let start = batch.lineEnds[taken - 1]
        return LineBatch(bytes: Array(batch.bytes[start...]), lineEnds: batch.lineEnds[taken...].map { $0 - start })
    }

    /// The longest query ranked, in UTF-8 bytes; a longer one matches no line. Compiling a
    /// query reads all of it, so past this each edit of a pasted text would cost in proportion
    /// to its length; this way an edit's cost has a bound.
    static let longestQuery = 64 << 10

    /// Whether the query being typed is longer than ``longestQuery``.
    private(set) var queryIsTooLong = false

    /// A pattern no line matches: a term and its inverse.
    private var matchingNothing: MatchPattern {
        MatchPattern(mode == .fuzzy ? "'x !x" : "x !x", mode: mode)
    }

    /// Starts ranking `text`; the result arrives through ``takeResult()``.
    func setQuery(_ text: String) {
        // `utf8.count` of a native string is stored, not counted.
        queryIsTooLong = text.utf8.count > Self.longestQuery
        pattern = queryIsTooLong ? matchingNothing : MatchPattern(text, mode: mode)
        orderingThrough = nil
        if pattern.isEmpty || pattern == ranker.pattern && ranker.testedLineCount == matchStore.count {
            // Nothing to rank in the background: every line, in input order (or no change).
            background.cancel()
            pendingGeneration = nil
            shownGeneration = nil
            ranker = ranker.ranking(pattern, in: matchStore, best: Self.orderedAtOnce) ?? ranker
            positionFinder = MatchPositionFinder(pattern: pattern)
            return
        }
        pendingGeneration = background.submit(
            pattern, in: matchStore, from: ranker, best: Self.orderedFirst, thenBest: Self.orderedAtOnce)
    }

    /// Waits for the ranking under way, if any (Enter while the newest query is ranked).
    func waitForResult() {
        if pendingGeneration != nil { background.waitUntilIdle() }
    }

    /// Takes the newest query's matches when their ranking has finished; true when the shown
    /// matches or their count changed.
    func takeResult() -> Bool {
        guard let result = background.takeResult() else { return false }
        guard result.generation == pendingGeneration else {
            // The shown query's count finished, or more of its matches in order: the same first rows.
            guard pendingGeneration == nil, result.generation == shownGeneration else { return false }
            let counted = ranker.isCounting && !result.ranker.isCounting
            let ordered = result.ranker.orderedCount > ranker.orderedCount
            if counted || ordered {
                ranker = result.ranker
                ranker.catchUp(with: matchStore)
            }
            // Rows shown as being ordered are there now.
            let awaited = ordered && orderingThrough != nil
            if let through = orderingThrough, through < ranker.orderedCount { orderingThrough = nil }
            return counted || awaited
        }
        pendingGeneration = nil
        shownGeneration = result.generation
        ranker = result.ranker
        positionFinder = MatchPositionFinder(pattern: ranker.pattern)
        // Lines that arrived while it ranked.
        ranker.catchUp(with: matchStore)
        return true
    }

    /// How far rows asked for past the ordered matches are being ordered off the main actor.
    private var orderingThrough: Int?
    /// How many rows past the one asked for are ordered with it: a screenful.
    private static let orderedAhead = 64

    /// The line shown at `position` of the matches, or nil while it is being ordered off the
    /// main actor (a jump to the end of a partial ranking: the UI keeps answering keys).
    func shownLine(atMatch position: Int) -> Int32? {
        guard position >= ranker.orderedCount, position < ranker.count, !showsNewestFirst, isShowingRanks,
            pendingGeneration == nil, let shownGeneration, shownGeneration == background.generation
        else { return line(atMatch: position) }
        if orderingThrough.map({ $0 < position }) ?? true {
            orderingThrough = position + Self.orderedAhead
            background.orderMore(of: ranker, through: position + Self.orderedAhead)
        }
        return nil
    }

    /// The line shown at `position` of the matches, ordered on the spot when needed (a choice).
    func line(atMatch position: Int) -> Int32? {
        guard position >= 0, position < ranker.count else { return nil }
        if showsNewestFirst { return ranker.lineNewestFirst(at: position) }
        if position >= ranker.orderedCount { ranker.orderBest(through: position) }
        return ranker.line(atRank: position)
    }

    /// The row at `position`; a placeholder while its line is ordered off the main actor,
    /// unless the caller `waits` for it (a conversation that does not redraw).
    func row(atMatch position: Int, waits: Bool = false) -> PickRow? {
        guard position >= 0, position < ranker.count else { return nil }
        guard let line = waits ? line(atMatch: position) : shownLine(atMatch: position) else {
            return PickRow(text: "…", highlights: [], styles: nil, isChosen: false)
        }
        let text = displayStore.string(at: Int(line), maximumBytes: LineStore.displayPrefixLength)
        var highlights: [Int] = []
        if !ranker.pattern.isEmpty, let positions = positionFinder.positions(ofLine: Int(line), in: matchStore) {
            if let nth = fields.nth {
                let shown = displayStore.bytes(ofLine: Int(line))
                highlights = PickFieldOptions.characterOffsets(
                    ofBytes: nth.fields.lineOffsets(of: positions.byteOffsets, in: shown), in: text)
            } else {
                highlights = positions.characterOffsets(in: text)
            }
        }
        let styles = ansiSpans[line].map { PickANSI.characterStyles($0, in: text) }
        return PickRow(text: text, highlights: highlights, styles: styles, isChosen: chosen.contains(line))
    }

    func toggle(_ line: Int32) {
        if chosen.remove(line) == nil { chosen.insert(line) }
    }

    /// What Enter prints: the chosen lines in input order, or else `fallback` (the cursor's
    /// line), each as its original bytes — without its SGR sequences with `--ansi`, as
    /// `--filter` prints it (and fzf).
    func output(fallback: Int32?) -> [[UInt8]] {
        let lines = chosen.isEmpty ? (fallback.map { [$0] } ?? []) : chosen.sorted()
        return lines.map(printedBytes(ofLine:))
    }

    /// The bytes Enter prints for `line` (and `--preview` gives its command for `{}`): the
    /// original bytes, without their SGR sequences with `--ansi`.
    func printedBytes(ofLine line: Int32) -> [UInt8] {
        let bytes = store.bytes(ofLine: Int(line))
        guard readsANSI, let stripped = PickANSI.strip(bytes) else { return Array(bytes) }
        return stripped.bytes
    }
}
