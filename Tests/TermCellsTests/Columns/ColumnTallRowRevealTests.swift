import TermCellsTesting
import Testing

@testable import TermCells

/// A column table's rows are measured as they come on screen, as a list's are: a scroll that
/// brings a row taller than its estimate in at the bottom shows it whole, its last line on
/// the host's last line, under the header, its column separators down every line.
@MainActor
@Suite struct ColumnTallRowRevealTests {
    /// A row cell as tall as the number in its second column.
    final class TallRowCell: ColumnTableRowCell {
        required init() { super.init() }
        override var preferredHeight: Int { Int(row?.value(forColumn: 1) ?? "") ?? 1 }
    }

    /// A 16-column, 6-line table (a header line and five lines of rows) of `count` rows,
    /// row i `heights(i)` lines tall, drawn once.
    private func table(count: Int, heights: (Int) -> Int) -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Lines")])
        table.host.showsScrollIndicator = false
        table.register(rows: TextRow.self, cell: TallRowCell.self)
        table.manager.memoryStorage.setItems((0..<count).map { TextRow("row \($0)", "\(heights($0))") })
        let screen = RigScreen(table, width: 16, height: 6)
        screen.draw()
        return (table, screen)
    }

    @Test func endShowsATallLastRowWholeUnderTheHeader() {
        let (table, screen) = table(count: 12) { $0 == 11 ? 3 : 1 }

        table.handle(KeyEvent(.end))
        screen.draw()

        #expect(
            screen.buffer.lines.map { $0.trimmingTrailingSpaces } == [
                "Name  │Lines│", "row 9 │1    │", "row 10│1    │", "row 11│3    │", "      │     │", "      │     │",
            ], "\(screen.buffer.lines)")
        #expect(table.host.cursor == IndexPath(item: 11, section: 0))
        #expect(table.host.contentOffset == table.host.maximumContentOffset)
    }

    @Test func pageDownReachingATallLastRowShowsItWhole() {
        let (table, screen) = table(count: 8) { $0 == 7 ? 4 : 1 }

        var presses = 0
        while table.host.cursor != IndexPath(item: 7, section: 0) && presses < 5 {
            table.handle(KeyEvent(.pageDown))
            screen.draw()
            presses += 1
        }

        #expect(
            screen.buffer.lines.map { $0.trimmingTrailingSpaces } == [
                "Name │Lines│", "row 6│1    │", "row 7│4    │", "     │     │", "     │     │", "     │     │",
            ], "\(screen.buffer.lines)")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
