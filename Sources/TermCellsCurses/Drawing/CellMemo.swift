import CNcursesw
import TermCells

/// The blank ncurses cells made for recent styles, so that a fill or a run of ASCII text
/// (which starts from a blank cell in its style) copies a cell instead of building one:
/// building walks the glyph's scalars and goes through `setcchar`, where a hit here is a
/// multiplication and one comparison.
///
/// A style is packed into one integer (``key(for:)``), which picks one of a few slots; a
/// style whose slot holds another style's cell misses, and its cell takes the slot. A short
/// list of `Style`s would be scanned with a call comparing two enums for each entry, and a
/// frame makes a few dozen lookups.
///
/// Only blanks: keyed by glyph too, the memo cost more than it saved, since comparing two
/// `Character`s that are not both ASCII is a full string comparison.
///
/// Kept by the screen's ``ColorPairs``, whose pair numbers the cells carry: the cells stay
/// valid as long as it does. Its storage is its own memory, not Swift properties, so that
/// a lookup pays no exclusivity check.
final class CellMemo {
    private static let slotCount = 32
    private let keys: UnsafeMutablePointer<UInt32>
    private let cells: UnsafeMutablePointer<cchar_t>

    init() {
        keys = .allocate(capacity: Self.slotCount)
        keys.initialize(repeating: 0, count: Self.slotCount)
        cells = .allocate(capacity: Self.slotCount)
        cells.initialize(repeating: cchar_t(), count: Self.slotCount)
    }

    deinit {
        keys.deallocate()
        cells.deallocate()
    }

    /// `style` as one integer: the two colours, the attributes, and a top bit that no empty
    /// slot has; nil for a style with a 24-bit colour, which does not fit (its blanks are made
    /// each time).
    static func key(for style: Style) -> UInt32? {
        guard let foreground = code(of: style.foreground), let background = code(of: style.background) else {
            return nil
        }
        return foreground | background << 10 | UInt32(style.attributes.rawValue) << 20 | 1 << 31
    }

    /// The blank cell kept for the style `key` names, if its slot holds it.
    func blank(forKey key: UInt32) -> cchar_t? {
        let slot = Self.slot(of: key)
        return keys[slot] == key ? cells[slot] : nil
    }

    /// Keeps `cell` as the blank of the style `key` names, in place of its slot's last one.
    func keep(_ cell: cchar_t, forKey key: UInt32) {
        let slot = Self.slot(of: key)
        keys[slot] = key
        cells[slot] = cell
    }

    /// 0 for the terminal's colour, 1–256 for the ANSI colours, 257–512 for the palette's.
    private static func code(of color: Color) -> UInt32? {
        switch color {
        case .default: 0
        case .ansi(let index): 1 + UInt32(index)
        case .indexed(let index): 257 + UInt32(index)
        case .rgb: nil
        }
    }

    /// The slot of `key`: the top bits of a multiplicative hash, which spreads styles that
    /// differ in one attribute or one colour.
    private static func slot(of key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> 27)
    }
}
