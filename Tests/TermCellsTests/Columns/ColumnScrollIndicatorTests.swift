import TermCellsTesting
import Testing

@testable import TermCells

/// A column table taller than the host: the scroll indicator runs beside the rows only, its
/// track the lines under the pinned header and its thumb where the rows are; the header ends
/// before the indicator's column, which stays blank on the header's line.
@MainActor
@Suite struct ColumnScrollIndicatorTests {
    private func table() -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager.showing(
            (1...8).map { TextRow("\($0)", "a\($0)") },
            columns: [TableColumn("n", width: .fixed(3)), TableColumn("name", width: .fixed(5))])
        return (table, RigScreen(table, width: 12, height: 5))
    }

    @Test func theIndicatorRunsBesideTheRowsNotTheHeader() {
        let (_, screen) = table()
        screen.draw()
        // 8 rows in a track of 4 lines: a thumb of 2, at the top.
        #expect(
            screen.buffer.lines == [
                "n  │name │  ",
                "1  │a1   │ ┃",
                "2  │a2   │ ┃",
                "3  │a3   │ │",
                "4  │a4   │ │",
            ])
        // The header's underline stops where the rows' width does.
        #expect(screen.buffer.style(at: Point(x: 10, y: 0))?.attributes.contains(.underline) == true)
        #expect(screen.buffer.style(at: Point(x: 11, y: 0)) == .plain)
    }

    @Test func atTheEndTheThumbIsAtTheBottomOfTheTrack() {
        let (table, screen) = table()
        screen.draw()
        table.handle(KeyEvent(.end))
        screen.draw()
        #expect(
            screen.buffer.lines == [
                "n  │name │  ",
                "5  │a5   │ │",
                "6  │a6   │ │",
                "7  │a7   │ ┃",
                "8  │a8   │ ┃",
            ])
    }
}
