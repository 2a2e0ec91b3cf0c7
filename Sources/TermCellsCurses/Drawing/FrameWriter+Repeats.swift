import CNcursesw

/// Runs of blanks sent as one space and the terminal's repeat (`rep`, ANSI `REP`: `CSI n b`
/// repeats the graphic character just written `n` times more), when its terminfo has it
/// (``RunSequences/repeats``) and it is shorter: a highlighted row padded with reverse-video
/// spaces, which an erase cannot draw, costs a few bytes instead of its width.
///
/// Only spaces are repeated. Text stays text in the byte stream, so whatever reads a recording
/// of the output (a test harness waiting for `Item 9999999`, a terminal emulator library such
/// as pyte that ignores `REP`) still finds it; what terminals take as the preceding graphic
/// character of a wide glyph or of a base with marks differs, and tmux 3.3 repeats nothing
/// after a character outside ASCII (a box's `─` run came out as one `─`).
extension FrameWriter {
    /// Sends as a repeat the cells after `index` (before `limit`) that are copies of the cell at
    /// `index`, whose character was just written, when that is shorter than writing them.
    /// Returns how many cells the repeat covers: 0 when none was sent.
    func appendRepeats(
        of row: UnsafePointer<cchar_t>, at index: Int, before limit: Int, to output: inout [UInt8]
    ) -> Int {
        // Fewer than 5 copies cost as much as the repeat (`ESC [ 4 b`). Every written cell comes
        // here: the next cell's character is looked at before anything else.
        guard erases.repeats, index + Self.minimumCopies < limit else { return 0 }
        let cell = row + index
        guard (cell + 1).pointee.chars.0 == cell.pointee.chars.0, Self.isRepeatable(cell) else { return 0 }
        var end = index + 1
        while end < limit && tc_cells_equal(row + end, cell) != 0 { end += 1 }
        let copies = end - index - 1
        // ESC [ n b against the copies' own bytes.
        guard copies > 3 + Self.decimalLength(copies) else { return 0 }
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        Self.appendDecimal(copies, to: &output)
        output.append(UInt8(ascii: "b"))
        return copies
    }

    /// Whether a repeat may copy the cell: a space, no marks.
    static func isRepeatable(_ cell: UnsafePointer<cchar_t>) -> Bool {
        cell.pointee.chars.0 == 0x20 && cell.pointee.chars.1 == 0 && tc_cell_is_continuation(cell) == 0
    }

    private static let minimumCopies = 5

    private static func decimalLength(_ value: Int) -> Int {
        value >= 10 ? 1 + decimalLength(value / 10) : 1
    }
}
