import TermCells
import TermCellsTesting
import Testing

// A git browser written against TermCells 0.1: it sorts its own storage, then tells the
// header which column that was by setting the column model's `sort`, as the 0.1 doc comment
// said. The mark must show as it did, under the former names too.

private struct Commit: ColumnRow {
    let hash: String, author: String
    func value(forColumn column: Int) -> String { column == 0 ? hash : author }
}

@MainActor
@Suite struct ColumnSortMarkTests {
    private func browser() -> ColumnTableManager {
        let table = ColumnTableManager(columns: [
            TableColumn("Commit", width: .fixed(7)), TableColumn("Author", width: .fixed(9)),
        ])
        table.register(rows: Commit.self)
        table.host.showsScrollIndicator = false
        let commits = [Commit(hash: "a1b2c3d", author: "Bob"), Commit(hash: "e4f5a6b", author: "ann")]
        table.manager.memoryStorage.setItems(commits.sorted { $0.author.lowercased() < $1.author.lowercased() })
        return table
    }

    @Test func settingTheSortMarksTheColumnTheAppSortedBy() {
        let table = browser()
        table.columnModel.sort = ColumnSortIndicator(column: 1, ascending: true)
        let screen = ScreenDriver(width: 20, height: 3, draw: table.draw(in:), handle: table.handle)
        expectScreen(
            screen,
            """
            Commit │Author ▲ │
            e4f5a6b│ann      │
            a1b2c3d│Bob      │
            """)
        #expect(table.columnModel.sorts == [ColumnSortIndicator(column: 1, ascending: true)])

        // Set between frames (from a task, say), it asks for the frame that shows it.
        var framesAsked = 0
        table.manager.onNeedsDisplay = { framesAsked += 1 }
        table.columnModel.sort = nil
        #expect(framesAsked == 1)
        screen.redraw()
        expectScreen(
            screen,
            """
            Commit │Author   │
            e4f5a6b│ann      │
            a1b2c3d│Bob      │
            """)
    }

    @Test func theFormerNamesSetTheSameMark() {
        let table = browser()
        let model: ColumnTable = table.table
        model.sort = ColumnSortIndicator(column: 1, ascending: false)
        let screen = ScreenDriver(width: 20, height: 3, draw: table.draw(in:), handle: table.handle)
        expectScreen(
            screen,
            """
            Commit │Author ▼ │
            e4f5a6b│ann      │
            a1b2c3d│Bob      │
            """)
    }
}
