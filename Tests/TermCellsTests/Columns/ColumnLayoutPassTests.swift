import Testing

@testable import TermCells

/// When a column table lays its widths out: before its rows draw only when the table changed
/// since the last frame (its width, columns, sort, sideways scroll), so such a frame draws
/// each row once, at the new widths; a frame that changed none of it (a cursor move) draws
/// the rows that changed and nothing else.
@MainActor
@Suite struct ColumnLayoutPassTests {
    /// Counts the rows drawn, by their first value.
    final class Draws {
        var rows: [String] = []
    }

    final class CountingRowCell: ColumnTableRowCell {
        static var draws: Draws?
        override func draw(in canvas: any Canvas) {
            Self.draws?.rows.append(text(forColumn: 0))
            super.draw(in: canvas)
        }
    }

    private func table(_ draws: Draws) -> ColumnTableManager {
        CountingRowCell.draws = draws
        let table = ColumnTableManager(columns: [
            TableColumn("Name", width: .fit), TableColumn("Share", width: .fraction(1)),
        ])
        table.host.showsScrollIndicator = false
        table.register(rows: TextRow.self, cell: CountingRowCell.self)
        table.manager.memoryStorage.setItems((1...3).map { TextRow("row \($0)", "s\($0)") })
        return table
    }

    @Test func aResizeDrawsEachRowOnceAtTheNewWidths() {
        let draws = Draws()
        let table = table(draws)
        let buffer = ScreenBuffer(width: 20, height: 4)
        buffer.beginFrame()
        table.draw(in: buffer)
        // The first frame measures its rows once they came in, then draws them again.
        #expect(draws.rows == ["row 1", "row 2", "row 3", "row 1", "row 2", "row 3"])
        draws.rows = []
        buffer.resize(width: 16, height: 4)
        buffer.beginFrame()
        table.draw(in: buffer)
        #expect(draws.rows == ["row 1", "row 2", "row 3"])
        #expect(buffer.lines == ["Name │Share    │", "row 1│s1       │", "row 2│s2       │", "row 3│s3       │"])
    }

    /// The table drawn once on a 16×4 buffer that keeps its cells, the draws forgotten; then
    /// `change` and one more frame.
    private func frameAfter(_ change: (ColumnTableManager) -> Void) -> (Draws, ScreenBuffer) {
        let draws = Draws()
        let table = table(draws)
        let buffer = ScreenBuffer(width: 16, height: 4)
        buffer.beginFrame()
        table.draw(in: buffer)
        draws.rows = []
        change(table)
        buffer.beginFrame()
        table.draw(in: buffer)
        return (draws, buffer)
    }

    @Test func newColumnsDrawEachRowOnceAtTheirWidths() {
        let (draws, buffer) = frameAfter { table in
            table.columnModel.columns = [TableColumn("Name", width: .fixed(7)), TableColumn("Share", width: .fixed(3))]
        }
        #expect(draws.rows == ["row 1", "row 2", "row 3"])
        #expect(buffer.lines[1] == "row 1  │s1 │    ")
    }

    @Test func aCursorMoveDrawsTheTwoRowsItChangedOnly() {
        let (draws, buffer) = frameAfter { $0.handle(KeyEvent(.down)) }
        #expect(draws.rows == ["row 1", "row 2"])
        #expect(buffer.lines[2] == "row 2│s2       │")
        #expect(buffer.style(at: Point(x: 6, y: 2)) == TableCell().highlightStyle)
    }
}
