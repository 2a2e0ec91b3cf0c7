import CNcursesw

/// The SGR state of ncurses cells: their attributes and colour pair as ``InlineStyle``s, the
/// pairs' colours read from ncurses once each, or for a 24-bit colour's pair from the screen's
/// ``ColorPairs``. Shared by the renderers that send frames themselves (``FrameWriter``,
/// ``InlineScreen``).
struct CellStyles {
    private var colors: [Int32: (Int32, Int32)] = [:]
    /// The pairs of the screen's 24-bit colours, if any.
    let colorPairs: ColorPairs?
    /// The ``ColorPairs/freedPairsGeneration`` the colours kept are of.
    private var generation: UInt64 = 0

    init(colorPairs: ColorPairs? = nil) {
        self.colorPairs = colorPairs
    }
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

    /// The terminal colour numbers of colour pair `pair`, read once.
    mutating func colors(ofPair pair: Int32) -> (Int32, Int32) {
        if let known = colors[pair] { return known }
        let result = colorPairs?.trueColors(ofPair: pair) ?? WindowCells.colors(ofPair: pair)
        colors[pair] = result
        return result
    }

    /// Forgets the colours kept when a 24-bit colour's pair was freed since (its number may
    /// stand for other colours now); returns whether it did. Called before each frame: pairs
    /// are freed between frames only.
    mutating func forgetsFreedPairs() -> Bool {
        guard let colorPairs, colorPairs.freedPairsGeneration != generation else { return false }
        generation = colorPairs.freedPairsGeneration
        colors.removeAll()
        return true
    }
}
