import CNcursesw
import TermCells

/// The colour pairs of linked glyphs, on a terminal whose frames TermCells sends with links.
///
/// ncurses keeps no link in a cell: a linked glyph is given a pair of its own from a
/// ``PairPool``, with the colours of its style, and the frame writer reads the link back by
/// pair number (``link(ofPair:)``) while ncurses' own paints show the colours without it. A
/// link no pair leads to any more is freed with the pairs (``collect(in:)``); a glyph that
/// finds the pool full is drawn without its link.
struct LinkPairs {
    /// A linked glyph's colours and the number of its link.
    struct Key: Hashable {
        var colors: PairColors
        var link: Int32
    }

    var pool: PairPool<Key>
    /// The links of the pool's pairs, by number.
    private(set) var links = LinkTable()
    /// The number of the link glyphs put now lead to, 0 for none.
    var current: Int32 = 0

    init(limit: Int) {
        pool = PairPool(limit: limit)
    }

    /// The number and link of pair `pair`'s link, if it is one of the pool's.
    func link(ofPair pair: Int32) -> (number: Int32, link: Hyperlink)? {
        guard let number = pool.key(ofPair: pair)?.link, let link = links.link(numbered: number) else { return nil }
        return (number, link)
    }

    /// Makes `link` the one glyphs put now lead to; returns the one they led to before.
    mutating func lead(to link: Hyperlink) -> Int32 {
        let previous = current
        current = links.number(for: link)
        return previous
    }

    /// Whether a collection would be worth its scan: half the pool is in use, or the links
    /// outnumber the pool's pairs (links drawn and drawn over again).
    var wantsCollection: Bool { pool.wantsCollection || (pool.limit > 0 && links.count > pool.limit) }

    /// Frees the pairs no cell of `window` holds, and the links no pair left leads to; returns
    /// the pairs freed. Call between frames, when the terminal shows the window's cells.
    @discardableResult
    mutating func collect(in window: UnsafeMutablePointer<WINDOW>) -> [Int32] {
        let freed = pool.collect(in: window)
        // The link being drawn stays, though no cell may hold it yet.
        links.keepOnly(Set(pool.keys.map(\.link)).union([current]))
        return freed
    }
}
