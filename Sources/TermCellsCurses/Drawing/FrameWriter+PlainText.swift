import CNcursesw

/// Text written a byte a cell: after a cell is written, the cells that follow it in the same
/// style, each one printable ASCII glyph that differs from the cell the terminal shows there,
/// are written in one tight loop. The general loop would write each of them the same way (no
/// skip starts at a cell that changed, no erase or repeat at a glyph other than a space, no
/// move or style change with the cursor just past the last cell in its style) after asking
/// each question again for every cell, which a streamed log line's frame pays for each of
/// its glyphs.
extension FrameWriter {
    /// Writes the cells from `index` (before `limit`) that are printable ASCII other than a
    /// space, have no marks, are in the current style and differ from the cells at `shown`
    /// (whose first `shownLimit` cells are on screen), up to the first that is not; returns
    /// how many it wrote. The cursor stands at the first of them.
    func appendPlainText(
        _ row: UnsafePointer<cchar_t>, shown: UnsafePointer<cchar_t>, from index: Int, to limit: Int,
        shownLimit: Int, to output: inout [UInt8]
    ) -> Int {
        guard let style else { return 0 }
        var end = index
        while end < limit {
            let cell = row + end
            let character = cell.pointee.chars.0
            guard character > 0x20, character < 0x7F, cell.pointee.chars.1 == 0,
                tc_cell_is_continuation(cell) == 0,
                UInt64(tc_cell_attributes(cell)) << 32 | UInt64(UInt32(bitPattern: tc_cell_pair(cell))) == style,
                end >= shownLimit || tc_cells_equal(cell, shown + end) == 0
            else { break }
            output.append(UInt8(character))
            end += 1
        }
        return end - index
    }
}
