import CNcursesw
import TermCells

/// The colour pairs of styles with a 24-bit colour, on a terminal whose frames TermCells sends
/// itself in true colour: a pair per combination of colours on screen, from a bounded pool.
///
/// ncurses knows only the pair's fallback (the nearest colours the terminal's palette has), so
/// that its own paints show something near; the renderers read the exact colours back here by
/// pair number (``colors(ofPair:)``). A pair no cell of the screen holds any more is given to
/// the next new combination (``collect(in:)``, between frames), so that a program drawing ever
/// new colours never runs out of pairs; a combination that finds the pool full is drawn in its
/// fallback's pair, and keeps it until it is drawn again once a collection freed one.
struct TrueColorPairs {
    /// A style's two colours.
    struct Colors: Hashable {
        var foreground: Color
        var background: Color
    }

    /// The most pairs the pool takes.
    let limit: Int
    private var pairs: [Colors: Int32] = [:]
    private var colorsByPair: [Int32: Colors] = [:]
    private var free: [Int32] = []
    /// One more each time a pair was freed: what renderers kept of a pair's colours (or of
    /// sequences to it) is stale once this changed.
    private(set) var generation: UInt64 = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many pairs the pool has made, in use or free.
    var madeCount: Int { colorsByPair.count + free.count }

    /// The pair of `colors`, if the pool has one.
    func pair(for colors: Colors) -> Int32? {
        pairs[colors]
    }

    /// The colours of pair `pair`, if it is one of the pool's in use.
    func colors(ofPair pair: Int32) -> Colors? {
        colorsByPair[pair]
    }

    /// How many pairs hold colours.
    var inUseCount: Int { colorsByPair.count }

    /// A freed pair for new colours, if there is one. The caller initialises it, then records
    /// it (``adopt(_:for:)``) or gives it back (``release(_:)``).
    mutating func takeFreePair() -> Int32? {
        free.popLast()
    }

    /// Records `pair` as the pair of `colors`.
    mutating func adopt(_ pair: Int32, for colors: Colors) {
        pairs[colors] = pair
        colorsByPair[pair] = colors
    }

    /// Gives back `pair`, unused: it stays free.
    mutating func release(_ pair: Int32) {
        free.append(pair)
    }

    /// Whether a collection would be worth its scan: half the pool is in use.
    var wantsCollection: Bool { colorsByPair.count * 2 >= limit && limit > 0 }

    /// Frees the pairs no cell of `window` holds. Call between frames, when the terminal shows
    /// the window's cells: a freed pair is then nowhere on screen, and may take other colours.
    mutating func collect(in window: UnsafeMutablePointer<WINDOW>) {
        let width = Int(tc_getmaxx(window))
        let height = Int(tc_getmaxy(window))
        guard width > 0, height > 0 else { return }
        var used = Set<Int32>()
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: width + 1) { cells in
            guard let base = cells.baseAddress else { return }
            base.initialize(repeating: cchar_t(), count: width + 1)
            for y in 0..<height where mvwin_wchnstr(window, Int32(y), 0, base, Int32(width)) != ERR {
                for x in 0..<width {
                    let pair = tc_cell_pair(base + x)
                    if pair != 0, colorsByPair[pair] != nil { used.insert(pair) }
                }
            }
        }
        guard used.count < colorsByPair.count else { return }
        for (pair, colors) in colorsByPair where !used.contains(pair) {
            colorsByPair[pair] = nil
            pairs[colors] = nil
            free.append(pair)
        }
        generation &+= 1
    }
}
