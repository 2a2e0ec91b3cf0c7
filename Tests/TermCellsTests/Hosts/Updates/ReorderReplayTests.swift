import TermCellsTesting
import Testing

@testable import TermCells

/// A sort reaches the host as one `reorderItems` change: the cursor, the selection and the
/// views on screen stay on their items, and the cursor's item keeps its screen row.
@MainActor @Suite struct ReorderReplayTests {
    /// "a"…"j" in a table of 4 rows, multiple selection on.
    private func makeTable() -> TableRig {
        let rig = TableRig(width: 6, height: 4)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.host.allowsMultipleSelection = true
        rig.storage.setItems(letters(10))
        rig.draw()
        return rig
    }

    private func prefixes(_ lines: [String]) -> [String] { lines.map { String($0.prefix(3)) } }

    @Test func aDescendingSortKeepsTheCursorsItemOnItsRowAndTheSelectionOnItsItems() {
        let rig = makeTable()
        rig.press(.down, times: 5)
        rig.press(.enter)
        rig.press(.up)
        #expect(prefixes(rig.draw()) == ["  c", "  d", "  e", "✓ f"])
        #expect(rig.highlightedRows == [2])
        let viewOfE = rig.host.displayedViews[.item(itemPath(4))]
        rig.storage.sortItems(inSection: 0) { ($0 as? String ?? "") > ($1 as? String ?? "") }
        // e is now item 5, still on the third row; its neighbours are the sorted ones.
        #expect(prefixes(rig.draw()) == ["  g", "✓ f", "  e", "  d"])
        #expect(rig.host.cursor == itemPath(5))
        #expect(rig.highlightedRows == [2])
        #expect(rig.host.selectedIndexPaths == [itemPath(4)])
        #expect(rig.host.displayedViews[.item(itemPath(5))] === viewOfE)
        rig.press(.down)
        #expect(rig.host.cursor == itemPath(6))
        #expect(prefixes(rig.draw()) == ["  g", "✓ f", "  e", "  d"])
        #expect(rig.highlightedRows == [3])
    }

    @Test func aCursorOffScreenLeavesTheTopRowOnItsItem() throws {
        let rig = makeTable()
        rig.press(.down, times: 9)
        rig.host.scroll(toContentOffset: 2)
        #expect(prefixes(rig.draw()) == ["  c", "  d", "  e", "  f"])
        let moved = try #require(ItemPermutation(oldIndexes: [9, 2, 0, 3, 1, 4, 5, 6, 7, 8]))
        rig.storage.reorderItems(inSection: 0, moved)
        // c is item 1 now: on top; the cursor stays on j, now item 0.
        #expect(prefixes(rig.draw()) == ["  c", "  a", "  d", "  b"])
        #expect(rig.host.cursor == itemPath(0))
    }

    @Test func rowsOfDifferentHeightsKeepTheirHeightsWithTheirItems() throws {
        let rig = TableRig(width: 6, height: 5)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.manager.heightForCell(withItem: String.self) { model, _ in model == "b" ? 2 : 1 }
        rig.storage.setItems(["a", "b", "c"])
        #expect(prefixes(rig.draw()) == ["  a", "  b", "   ", "  c", "   "])
        rig.storage.reorderItems(inSection: 0, try #require(ItemPermutation(oldIndexes: [2, 1, 0])))
        #expect(prefixes(rig.draw()) == ["  c", "  b", "   ", "  a", "   "])
        rig.storage.reorderItems(inSection: 0, try #require(ItemPermutation(oldIndexes: [1, 0, 2])))
        #expect(prefixes(rig.draw()) == ["  b", "   ", "  c", "  a", "   "])
    }

    @Test func aGridReplaysAReorderWithTheCursorOnItsItem() {
        let rig = GridRig(width: 11, height: 3)
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(9))
        rig.draw()
        rig.press(.right)
        rig.storage.sortItems(inSection: 0) { ($0 as? String ?? "") > ($1 as? String ?? "") }
        #expect(rig.draw() == [" i   h   g ", " f   e   d ", " c   b   a "])
        #expect(rig.host.cursor == itemPath(7))
        #expect(rig.isHighlighted(x: 5, y: 2))
    }

    @Test func aMillionRowReorderIsOneChangeAndTheCursorFollows() throws {
        let rig = TableRig(width: 12, height: 3)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TableCell.self, for: Int.self) { cell, number, _ in cell.text = "\(number)" }
        let count = 1_000_000
        rig.storage.setItems(Array(0..<count))
        rig.draw()
        rig.host.moveCursor(to: itemPath(10))
        rig.draw()
        // Reversed: the item that was at i is now at count - 1 - i.
        let reversed = try #require(ItemPermutation(oldIndexes: (0..<count).map { count - 1 - $0 }))
        rig.storage.reorderItems(inSection: 0, reversed)
        #expect(rig.host.cursor == itemPath(count - 11))
        #expect(rig.draw().map { $0.split(separator: " ").joined() } == ["12", "11", "10"])
        #expect(rig.highlightedRows == [2])
    }

    @Test func aColumnTableKeepsItsHeaderAndTheCursorsRowThroughASort() {
        let table = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Square", alignment: .right)])
        table.register(rows: SquareRow.self)
        table.manager.memoryStorage.setItems((1...6).map { SquareRow(number: $0) })
        let screen = ScreenDriver(width: 20, height: 5, draw: table.draw(in:), handle: table.handle)
        let buffer = screen.buffer
        table.handle(KeyEvent(.down))
        table.handle(KeyEvent(.down))
        table.manager.memoryStorage.sortItems(inSection: 0) {
            (($0 as? SquareRow)?.number ?? 0) > (($1 as? SquareRow)?.number ?? 0)
        }
        screen.redraw()
        // Row 3 is item 3 of 6, 5, 4, 3, 2, 1, still on the third line under the header.
        #expect(table.host.cursor == itemPath(3))
        let expected = ["Name │Square│", "row 5│    25│", "row 4│    16│", "row 3│     9│", "row 2│     4│"]
        #expect(zip(buffer.lines, expected).allSatisfy { $0.hasPrefix($1) }, "\(buffer.lines)")
    }
}

/// A column row: its name and its square.
private struct SquareRow: ColumnRow {
    let number: Int
    func value(forColumn column: Int) -> String { column == 0 ? "row \(number)" : String(number * number) }
}
