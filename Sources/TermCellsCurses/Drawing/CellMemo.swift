import CNcursesw

/// The last few ncurses cells made from a glyph and a style, so that drawing the same glyph
/// in the same style again (a box's edges, a row's padding, the blanks of a fill) copies a
/// cell instead of building it: building one walks the glyph's scalars and goes through
/// `setcchar`, about 300 instructions, where a hit here is a few comparisons.
///
/// Kept by the screen's ``ColorPairs``, whose pair numbers the cells carry: the cells stay
/// valid as long as it does.
struct CellMemo {
    private struct Entry {
        var glyph: Character
        var style: Style
        var cell: cchar_t
    }

    private var entries: [Entry] = []
    private var next = 0
    /// Entries kept: enough for a tile's border, text and padding styles.
    private static let capacity = 8

    init() {
        entries.reserveCapacity(Self.capacity)
    }

    /// The cell for `glyph` in `style`, made by `make` when it is not among the last few.
    mutating func cell(_ glyph: Character, style: Style, make: () -> cchar_t) -> cchar_t {
        for entry in entries where entry.style == style && entry.glyph == glyph { return entry.cell }
        let entry = Entry(glyph: glyph, style: style, cell: make())
        if entries.count < Self.capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % Self.capacity
        }
        return entry.cell
    }
}
