import CNcursesw
import TermCells

/// A bounded pool of colour pairs that carry what ncurses does not keep in a cell: the exact
/// colours of a style with a 24-bit colour (``ColorPairs/trueColor``), the link of a linked
/// glyph (``LinkPairs``). A pair per key on screen.
///
/// ncurses knows only the pair's fallback colours (the nearest the terminal's palette has),
/// so that its own paints show something near; the renderers read the key back here by pair
/// number (``key(ofPair:)``). A pair no cell of the screen holds any more is given to the next
/// new key (``collect(in:)``, between frames), so that a program drawing ever new keys never
/// runs out of pairs; a key that finds the pool full is drawn in its fallback's pair, and keeps
/// it until it is drawn again once a collection freed one.
struct PairPool<Key: Hashable> {
    /// The most pairs the pool takes.
    let limit: Int
    private var pairs: [Key: Int32] = [:]
    private var keysByPair: [Int32: Key] = [:]
    private var free: [Int32] = []
    /// One more each time a pair was freed: what renderers kept of a pair's colours (or of
    /// sequences to it) is stale once this changed.
    private(set) var generation: UInt64 = 0

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// How many pairs the pool has made, in use or free.
    var madeCount: Int { keysByPair.count + free.count }

    /// The pair of `key`, if the pool has one.
    func pair(for key: Key) -> Int32? {
        pairs[key]
    }

    /// The key of pair `pair`, if it is one of the pool's in use.
    func key(ofPair pair: Int32) -> Key? {
        keysByPair[pair]
    }

    /// The keys of the pairs in use.
    var keys: Dictionary<Int32, Key>.Values { keysByPair.values }

    /// How many pairs hold keys.
    var inUseCount: Int { keysByPair.count }

    /// The pair of `key`: its own, else a freed one, or while the pool has room a new number
    /// from `newNumber`, set up for the key by `initialise`. Nil when there is none or
    /// `initialise` fails (the pair then stays free).
    mutating func pair(for key: Key, newNumber: () -> Int32?, initialise: (Int32) -> Bool) -> Int32? {
        if let pair = pairs[key] { return pair }
        guard let pair = free.popLast() ?? (madeCount < limit ? newNumber() : nil) else { return nil }
        guard initialise(pair) else {
            free.append(pair)
            return nil
        }
        pairs[key] = pair
        keysByPair[pair] = key
        return pair
    }

    /// Whether a collection would be worth its scan: half the pool is in use.
    var wantsCollection: Bool { keysByPair.count * 2 >= limit && limit > 0 }

    /// Frees the pairs no cell of `window` holds, and returns them. Call between frames, when
    /// the terminal shows the window's cells: a freed pair is then nowhere on screen, and may
    /// take another key. (Called while a frame is drawn, the terminal may still show a freed
    /// pair: see ``ColorPairs/pairsFreedWhileShown``.)
    @discardableResult
    mutating func collect(in window: UnsafeMutablePointer<WINDOW>) -> [Int32] {
        let used = WindowCells.pairsInUse(in: window)
        let unused = keysByPair.filter { !used.contains($0.key) }
        guard !unused.isEmpty else { return [] }
        for (pair, key) in unused {
            keysByPair[pair] = nil
            pairs[key] = nil
            free.append(pair)
        }
        generation &+= 1
        return Array(unused.keys)
    }
}

/// A style's two colours: a ``PairPool`` key.
struct PairColors: Hashable {
    var foreground: Color
    var background: Color
}
