/// One unit a terminal draws in one cell (or two, for wide characters): a printable base scalar
/// and up to four zero-width marks after it.
///
/// This is the unit ncurses stores in a cell (`cchar_t`), not a Swift `Character`: a ZWJ emoji
/// family is one `Character` but several glyphs, and ncurses gives each its own cells. Measuring
/// by glyphs keeps our widths equal to the columns ncurses really uses. Where the terminal
/// clusters graphemes (``GraphemeClustering``) a glyph is a whole `Character` instead, with
/// the width the mode-2027 rule gives it (see ``GraphemeClustering``).
public struct DisplayGlyph: Hashable, Sendable {
    /// The glyph's text: always exactly one `Character`, never a control.
    public let character: Character
    /// The columns it takes: 1 or 2.
    public let width: Int

    /// Creates a glyph; internal so that every glyph has been through sanitisation.
    init(_ character: Character, width: Int) {
        self.character = character
        self.width = width
    }

    /// A one-column ASCII glyph.
    init(ascii byte: UInt8) {
        self.init(Character(Unicode.Scalar(byte)), width: 1)
    }

    static let space = DisplayGlyph(" ", width: 1)
    static let replacement = DisplayGlyph("\u{FFFD}", width: 1)
}
