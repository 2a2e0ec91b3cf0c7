import TermCellsTesting
import Testing

@testable import TermCells

/// Shift-← and Shift-→ scroll the columns right of the frozen ones sideways, one column at a
/// time, and leave the cell cursor on its column; ← and → then bring the cursor's column back.
@MainActor
@Suite struct ColumnSidewaysScrollTests {
    /// Row `row`: "aaaa1", "bbbb1", … for columns a to e.
    private func letters(_ row: Int) -> TextRow {
        TextRow(values: (0..<5).map { String(repeating: String(UnicodeScalar(UInt8(97 + $0))), count: 4) + "\(row)" })
    }

    private func table() -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager.showing(
            [letters(1), letters(2)], columns: ["Key", "B", "C", "D", "E"].map { TableColumn($0, width: .fixed(5)) },
            frozen: 1, showsScrollIndicator: false)
        return (table, RigScreen(table, width: 20, height: 3))
    }

    @Test func shiftArrowsScrollAColumnAtATimeAndTheCursorStays() {
        let (table, screen) = table()
        screen.draw()
        #expect(screen.buffer.lines == ["Key  │B    │C    │D ", "aaaa1│bbbb1│cccc1│dd", "aaaa2│bbbb2│cccc2│dd"])
        table.handle(KeyEvent(.right, modifiers: .shift))
        screen.draw()
        #expect(screen.buffer.lines == ["Key  │C    │D    │E ", "aaaa1│cccc1│dddd1│ee", "aaaa2│cccc2│dddd2│ee"])
        #expect(table.columnModel.cursorColumn == 0)
        // As far as the last column's edge, no further.
        table.handle(KeyEvent(.right, modifiers: .shift))
        table.handle(KeyEvent(.right, modifiers: .shift))
        screen.draw()
        // It stops at D, from which the rest fits: no column is cut at its left.
        #expect(screen.buffer.lines[1] == "aaaa1│dddd1│eeee1│  ")
        table.handle(KeyEvent(.left, modifiers: .shift))
        screen.draw()
        #expect(screen.buffer.lines[1] == "aaaa1│cccc1│dddd1│ee")
        #expect(table.host.cursor == IndexPath(item: 0, section: 0))
    }

    @Test func movingTheCursorBringsItsColumnBack() {
        let (table, screen) = table()
        screen.draw()
        table.handle(KeyEvent(.right, modifiers: .shift))
        table.handle(KeyEvent(.right, modifiers: .shift))
        screen.draw()
        #expect(screen.buffer.lines[0] == "Key  │D    │E    │  ")
        table.handle(KeyEvent(.right))
        screen.draw()
        #expect(table.columnModel.cursorColumn == 1)
        #expect(screen.buffer.lines[0] == "Key  │B    │C    │D ")
    }

    @Test func theViewportScrollsToColumnStarts() {
        var viewport = ColumnViewport(widths: [3, 4, 5, 6], frozenCount: 1, width: 12)
        // Scrolling part: 8 wide; the columns start at 0, 5 and 11.
        viewport.scroll(columns: 1)
        #expect(viewport.offset == 5)
        // The last column (7 with its separator) fits the 8 of the scrolling part alone.
        viewport.scroll(columns: 1)
        #expect(viewport.offset == 11)
        viewport.scroll(columns: 1)
        #expect(viewport.offset == 11)
        viewport.scroll(columns: -1)
        #expect(viewport.offset == 5)
        viewport.scroll(columns: -5)
        #expect(viewport.offset == 0)
    }
}
