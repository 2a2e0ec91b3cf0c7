import Testing

@testable import TermCells

/// The column layout in the host core: rows one line below the header, scrolled, updated and
/// moved through by the core like any layout's items.
@MainActor
@Suite struct ColumnLayoutTests {
    /// Row `number`: its name and its square.
    private func numbered(_ number: Int) -> TextRow { TextRow("row \(number)", "\(number * number)") }

    private func table(rows: Int, height: Int = 5) -> (ColumnTableManager, ScreenBuffer) {
        let table = ColumnTableManager.showing(
            (1...rows).map(numbered), columns: [TableColumn("Name"), TableColumn("Square", alignment: .right)])
        return (table, ScreenBuffer(width: 20, height: height))
    }

    @Test func rowsSitOneLineBelowTheHeader() {
        let (table, buffer) = table(rows: 3)
        table.draw(in: buffer)
        let layout = table.host.layout
        #expect(layout.frame(of: .item(IndexPath(item: 0, section: 0)))?.y == 1)
        #expect(layout.frame(of: .item(IndexPath(item: 2, section: 0)))?.y == 3)
        #expect(layout.contentSize.height == 4)
        #expect(layout.movesHorizontally == false)
    }

    @Test func endScrollsTheLastRowIntoViewUnderTheHeader() {
        let (table, buffer) = table(rows: 100)
        table.draw(in: buffer)
        table.handle(KeyEvent(.end))
        table.draw(in: buffer)
        #expect(buffer.lines[0].hasPrefix("Name   │Square│"))
        #expect(buffer.lines[4].hasPrefix("row 100│ 10000│"))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        table.handle(KeyEvent(.up))
        table.draw(in: buffer)
        // The cursor on row 96, the top line of the rows, not under the header; fitted to 96–99.
        #expect(table.host.cursor == IndexPath(item: 95, section: 0))
        #expect(buffer.lines[1].hasPrefix("row 96│  9216│"))
    }

    @Test func anInsertAboveIsReplayedAndTheCursorKeepsItsRow() {
        let (table, buffer) = table(rows: 5)
        table.draw(in: buffer)
        table.handle(KeyEvent(.down))
        table.manager.memoryStorage.insertItem(numbered(0), to: IndexPath(item: 0, section: 0))
        table.draw(in: buffer)
        #expect(table.host.cursor == IndexPath(item: 2, section: 0))
        #expect(buffer.lines[1].hasPrefix("row 0│     0│"))
    }
}
