import CNcursesw

/// The SGR state of ncurses cells: their attributes and colour pair as ``InlineStyle``s, the
/// pairs' colours read from ncurses once each. Shared by the renderers that send frames
/// themselves (``FrameWriter``, ``InlineScreen``).
struct CellStyles {
    private var colors: [Int32: (Int16, Int16)] = [:]
    private static let attributeBits: [(attr_t, UInt8)] = [
        (tc_a_bold(), InlineStyle.bold), (tc_a_dim(), InlineStyle.dim), (tc_a_italic(), InlineStyle.italic),
        (tc_a_underline(), InlineStyle.underline), (tc_a_reverse(), InlineStyle.reverse),
    ]

    /// The style of a cell with `attributes` (colour bits aside) and colour pair `pair`.
    mutating func style(_ attributes: attr_t, pair: Int32) -> InlineStyle {
        var style = InlineStyle()
        for (attribute, bit) in Self.attributeBits where attribute != 0 && attributes & attribute != 0 {
            style.attributes |= bit
        }
        if pair > 0 { (style.foreground, style.background) = colors(ofPair: pair) }
        return style
    }

    /// The terminal colour numbers of colour pair `pair`, read from ncurses once.
    mutating func colors(ofPair pair: Int32) -> (Int16, Int16) {
        if let known = colors[pair] { return known }
        let terminal = WindowCells.colors(ofPair: pair)
        let result = (Int16(clamping: terminal.foreground), Int16(clamping: terminal.background))
        colors[pair] = result
        return result
    }
}
