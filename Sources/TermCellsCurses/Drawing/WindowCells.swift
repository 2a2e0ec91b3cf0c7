import CNcursesw

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads back what was drawn into an ncurses window, cell by cell: for inline mode's own
/// renderer and for offscreen terminals that tests read into a ``ScreenBuffer``.
enum WindowCells {
    /// One drawn cell: its glyph (a base character and its combining marks, or a whole grapheme
    /// cluster kept beside the cells, see ``ClusterCells``), whether it takes
    /// two columns, its attributes as ``Style/Attributes`` bits and its colour pair.
    struct Cell {
        var glyph: String
        var isWide: Bool
        var attributes: Style.Attributes
        var pair: Int32
    }

    /// Calls `body` with each cell of the window's top-left `width` × `height` that holds a
    /// glyph, left to right and top to bottom; the continuation of a wide glyph is skipped.
    static func forEach(
        in window: UnsafeMutablePointer<WINDOW>, width: Int, height: Int, _ body: (_ x: Int, _ y: Int, Cell) -> Void
    ) {
        let width = min(width, Int(tc_getmaxx(window)))
        let height = min(height, Int(tc_getmaxy(window)))
        let capacity = Int(tc_cell_text_capacity())
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: capacity) { text in
            for y in 0..<max(0, height) {
                var x = 0
                while x < width {
                    var attributes: attr_t = 0
                    var pair: Int32 = 0
                    text[0] = 0
                    guard tc_window_cell(window, Int32(y), Int32(x), text.baseAddress, &attributes, &pair) == OK,
                        text[0] != 0
                    else {
                        x += 1
                        continue
                    }
                    var glyph = ""
                    var index = 0
                    while index < capacity, text[index] != 0,
                        let scalar = Unicode.Scalar(UInt32(bitPattern: text[index]))
                    {
                        glyph.unicodeScalars.append(scalar)
                        index += 1
                    }
                    let wide = glyph.unicodeScalars.first?.terminalWidth == 2 && x + 1 < width
                    if capacity > 1, let cluster = ClusterCells.cluster(forMarker: text[1]) { glyph = cluster }
                    body(x, y, Cell(glyph: glyph, isWide: wide, attributes: styleAttributes(attributes), pair: pair))
                    x += wide ? 2 : 1
                }
            }
        }
    }

    /// The colour pairs the window's cells hold (the default, 0, among them or not): what a
    /// pool of pairs frees the others of.
    static func pairsInUse(in window: UnsafeMutablePointer<WINDOW>) -> Set<Int32> {
        let width = Int(tc_getmaxx(window))
        let height = Int(tc_getmaxy(window))
        guard width > 0, height > 0 else { return [] }
        var used = Set<Int32>()
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: width + 1) { cells in
            guard let base = cells.baseAddress else { return }
            base.initialize(repeating: cchar_t(), count: width + 1)
            for y in 0..<height where mvwin_wchnstr(window, Int32(y), 0, base, Int32(width)) != ERR {
                for x in 0..<width { used.insert(tc_cell_pair(base + x)) }
            }
        }
        return used
    }

    /// The terminal colour numbers of `pair` (-1: the default).
    static func colors(ofPair pair: Int32) -> (foreground: Int32, background: Int32) {
        var foreground: Int32 = -1
        var background: Int32 = -1
        guard pair > 0, extended_pair_content(pair, &foreground, &background) != ERR else { return (-1, -1) }
        return (foreground, background)
    }

    private static func styleAttributes(_ attributes: attr_t) -> Style.Attributes {
        var style: Style.Attributes = []
        let table: [(attr_t, Style.Attributes)] = [
            (tc_a_bold(), .bold), (tc_a_dim(), .dim), (tc_a_italic(), .italic), (tc_a_underline(), .underline),
            (tc_a_reverse(), .reverse),
        ]
        for (attribute, flag) in table where attribute != 0 && attributes & attribute != 0 { style.insert(flag) }
        return style
    }
}
