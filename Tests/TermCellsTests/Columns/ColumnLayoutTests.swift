import TermCellsTesting
import Testing

@testable import TermCells

/// The column layout in the host core: rows one line below the header, scrolled, updated and
/// moved through by the core like any layout's items.
@MainActor
@Suite struct ColumnLayoutTests {
    /// Row `number`: its name and its square.
    private func numbered(_ number: Int) -> TextRow { TextRow("row \(number)", "\(number * number)") }

    private func table(rows: Int, height: Int = 5) -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager.showing(
            (1...rows).map(numbered), columns: [TableColumn("Name"), TableColumn("Square", alignment: .right)])
        return (table, RigScreen(table, width: 20, height: height))
    }

    @Test func rowsSitOneLineBelowTheHeader() {
        let (table, screen) = table(rows: 3)
        screen.draw()
        let layout = table.host.layout
        #expect(layout.frame(of: .item(IndexPath(item: 0, section: 0)))?.y == 1)
        #expect(layout.frame(of: .item(IndexPath(item: 2, section: 0)))?.y == 3)
        #expect(layout.contentSize.height == 4)
        #expect(layout.movesHorizontally == false)
    }

    @Test func endScrollsTheLastRowIntoViewUnderTheHeader() {
        let (table, screen) = table(rows: 100)
        screen.draw()
        table.handle(KeyEvent(.end))
        screen.draw()
        #expect(screen.buffer.lines[0].hasPrefix("Name   │Square│"))
        #expect(screen.buffer.lines[4].hasPrefix("row 100│ 10000│"))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        screen.draw()
        // The cursor on row 96, the top line of the rows, not under the header; fitted to 96–99.
        #expect(table.host.cursor == IndexPath(item: 95, section: 0))
        #expect(screen.buffer.lines[1].hasPrefix("row 96│  9216│"))
    }

    @Test func anInsertAboveIsReplayedAndTheCursorKeepsItsRow() {
        let (table, screen) = table(rows: 5)
        screen.draw()
        table.handle(KeyEvent(.down))
        table.manager.memoryStorage.insertItem(numbered(0), to: IndexPath(item: 0, section: 0))
        screen.draw()
        #expect(table.host.cursor == IndexPath(item: 2, section: 0))
        #expect(screen.buffer.lines[1].hasPrefix("row 0│     0│"))
    }
}
