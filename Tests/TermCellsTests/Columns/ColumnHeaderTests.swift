import TermCellsTesting
import Testing

@testable import TermCells

/// The header of a column table: a pinned supplementary view dequeued through a mapping (the
/// default one, or the user's), drawn by the core's pinned-elements path on top of the rows
/// wherever they scroll, with the sort mark (a click on it: ColumnDrawingTests).
@MainActor
@Suite struct ColumnHeaderTests {
    /// A header of the user's: the titles in capitals, the sorted one starred.
    final class ShoutingHeader: ReusableView, ModelTransfer {
        weak var table: TableColumnModel?
        func update(with model: TableColumnModel) { table = model }
        override func draw(in canvas: any Canvas) {
            guard let table else { return }
            let titles = table.columns.enumerated().map { index, column in
                column.title.uppercased() + (table.sort?.column == index ? "*" : "")
            }
            canvas.draw(titles.joined(separator: " "), row: 0, style: .bold)
        }
    }

    private func table(rows: Int = 50) -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager.showing(
            (1...rows).map { TextRow("row \($0)", "\($0 * 2)") },
            columns: [TableColumn("Name"), TableColumn("Double", alignment: .right)], showsScrollIndicator: false)
        return (table, RigScreen(table, width: 16, height: 4))
    }

    @Test func theHeaderIsAPinnedViewOnTopWhereverTheRowsScroll() {
        let (table, screen) = table()
        screen.draw()
        #expect(
            screen.buffer.lines == ["Name │Double│   ", "row 1│     2│   ", "row 2│     4│   ", "row 3│     6│   "])
        #expect(table.host.renderer.pinnedViews[.supplementary(.columnHeader, section: 0)] is ColumnHeaderView)
        table.handle(KeyEvent(.end))
        screen.draw()
        #expect(
            screen.buffer.lines == ["Name  │Double│  ", "row 48│    96│  ", "row 49│    98│  ", "row 50│   100│  "])
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == table.columnModel.headerStyle)
    }

    @Test func theSortMarkShowsAsSoonAsTheSortIsSet() {
        let (table, screen) = table()
        screen.draw()
        table.columnModel.sort = ColumnSortIndicator(column: 1, ascending: false)
        screen.draw()
        #expect(screen.buffer.lines[0] == "Name │Double ▼│ ")
    }

    @Test func aHeaderViewOfTheUsersTakesTheDefaultsPlace() {
        let (table, screen) = table(rows: 2)
        var configured = 0
        table.registerHeader(ShoutingHeader.self) { mapping in
            mapping.configure { _, _, _ in configured += 1 }
        }
        table.columnModel.sort = ColumnSortIndicator(column: 0, ascending: true)
        screen.draw()
        // The sorted Name column keeps room for its mark: 6 wide.
        #expect(
            screen.buffer.lines == ["NAME* DOUBLE    ", "row 1 │     2│  ", "row 2 │     4│  ", "                "])
        // Dequeued once and kept while it stays pinned.
        table.handle(KeyEvent(.down))
        screen.draw()
        #expect(configured == 1)
        #expect(table.manager.anomalyHandler.reported.isEmpty)
    }
}
