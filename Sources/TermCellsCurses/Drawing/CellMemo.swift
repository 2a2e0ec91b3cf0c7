import CNcursesw

/// The last few blank ncurses cells made for a style, so that a fill or a run of ASCII text
/// (which starts from a blank cell in its style) copies a cell instead of building one:
/// building walks the glyph's scalars and goes through `setcchar`, a few hundred
/// instructions, where a hit here is a few comparisons of styles.
///
/// Only blanks: keyed by glyph too, the memo cost more than it saved, since comparing two
/// `Character`s that are not both ASCII is a full string comparison.
///
/// Kept by the screen's ``ColorPairs``, whose pair numbers the cells carry: the cells stay
/// valid as long as it does.
struct CellMemo {
    private var styles: [Style] = []
    private var cells: [cchar_t] = []
    private var next = 0
    /// Styles kept: a frame's usual few (rows, a highlight, a border, the bars); with two, a
    /// grid's Down key built a cell for most fills. A screen of many styles (a palette of
    /// colour swatches) misses anyway, and each entry costs a comparison.
    private static let capacity = 6

    /// The blank cell in `style`, made by `make` when it is not among the last few.
    mutating func blank(_ style: Style, make: () -> cchar_t) -> cchar_t {
        for index in styles.indices where styles[index] == style { return cells[index] }
        let cell = make()
        if styles.count < Self.capacity {
            styles.append(style)
            cells.append(cell)
        } else {
            styles[next] = style
            cells[next] = cell
            next = (next + 1) % Self.capacity
        }
        return cell
    }
}
