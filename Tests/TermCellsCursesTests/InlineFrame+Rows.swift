@testable import TermCellsCurses

extension InlineFrame {
    /// A frame `width` columns wide whose rows show `rows`, one column a character.
    init(rows: [String], width: Int) {
        self.init(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { put(row, x: 0, y: y) }
    }
}
