import TermCellsTesting
import Testing

@testable import TermCells

/// A column table drawn on a screen buffer: header, rows, truncation, frozen columns under
/// horizontal scrolling, the sort mark and the cell cursor.
@MainActor
@Suite struct ColumnDrawingTests {
    struct Planet: ColumnRow {
        let name: String
        let moons: Int
        let note: String
        func value(forColumn column: Int) -> String {
            switch column {
            case 0: return name
            case 1: return String(moons)
            default: return note
            }
        }
    }

    private func table(width: Int = 30, height: Int = 5, frozen: Int = 0) -> (
        ColumnTableManager, RigScreen<ColumnTableManager>
    ) {
        let table = ColumnTableManager(
            columns: [
                TableColumn("Name", width: .fit, maximumWidth: 8), TableColumn("Moons", alignment: .right),
                TableColumn("Note", width: .fixed(12)),
            ], frozenColumnCount: frozen)
        table.register(rows: Planet.self)
        table.manager.memoryStorage.setItems([
            Planet(name: "Mercury", moons: 0, note: "hot"),
            Planet(name: "Jupiter", moons: 95, note: "木星 is big"),
            Planet(name: "Neptune-and-more", moons: 16, note: "windy"),
        ])
        return (table, RigScreen(table, width: width, height: height))
    }

    @Test func headerAndRowsAreAlignedAndTruncatedInTheirColumns() {
        let (_, screen) = table()
        screen.draw()
        #expect(
            screen.buffer.lines == [
                "Name    │Moons│Note        │  ",
                "Mercury │    0│hot         │  ",
                "Jupiter │   95│木星 is big │  ",
                "Neptune…│   16│windy       │  ",
                "                              ",
            ])
    }

    @Test func aWideCharacterThatWouldStraddleTheEdgeIsLeftOut() {
        let (table, screen) = table()
        table.columnModel.columns[2].width = .fixed(3)
        screen.draw()
        // "木星…" needs 5 columns; in 3, "木" and the ellipsis.
        #expect(screen.buffer.lines[2] == "Jupiter │   95│木…│           ")
    }

    @Test func fitWidthsFollowTheRowsOnScreenOnly() {
        let (table, screen) = table(height: 3)
        table.columnModel.columns[0].maximumWidth = nil
        screen.draw()
        // Two rows show: Mercury and Jupiter; Neptune-and-more is below.
        #expect(table.columnModel.viewport.widths[0] == 7)
        table.handle(KeyEvent(.end))
        screen.draw()
        #expect(table.columnModel.viewport.widths[0] == 16)
    }

    @Test func movingTheCellCursorRightScrollsAndKeepsFrozenColumns() {
        let (table, screen) = table(width: 18, frozen: 1)
        screen.draw()
        #expect(screen.buffer.lines[0] == "Name    │Moons│No…")
        table.handle(KeyEvent(.right))
        table.handle(KeyEvent(.right))
        screen.draw()
        #expect(table.columnModel.cursorColumn == 2)
        #expect(
            screen.buffer.lines[0..<4] == [
                "Name    │Note     ",
                "Mercury │hot      ",
                "Jupiter │木星 is b",
                "Neptune…│windy    ",
            ])
    }

    @Test func theCursorCellIsMarkedInTheHighlightedRow() {
        let (table, screen) = table()
        screen.draw()
        #expect(table.host.cursor == IndexPath(item: 0, section: 0))
        table.handle(KeyEvent(.down))
        table.handle(KeyEvent(.right))
        screen.draw()
        let cursorStyle = table.columnModel.cursorCellStyle
        #expect(screen.buffer.style(at: Point(x: 10, y: 2)) == cursorStyle)
        #expect(screen.buffer.style(at: Point(x: 2, y: 2))?.background == TableCell().highlightStyle.background)
        #expect(screen.buffer.style(at: Point(x: 10, y: 1)) != cursorStyle)
    }

    @Test func theSortedColumnShowsItsMarkInTheHeader() {
        let (table, screen) = table()
        table.columnModel.sort = ColumnSortIndicator(column: 1, ascending: true)
        screen.draw()
        #expect(screen.buffer.lines[0] == "Name    │Moons ▲│Note        │")
        table.columnModel.sort = ColumnSortIndicator(column: 0, ascending: false)
        screen.draw()
        #expect(screen.buffer.lines[0].hasPrefix("Name ▼  │Moons│"))
    }

    @Test func widenAndNarrowChangeTheCursorsColumn() {
        let (table, screen) = table()
        screen.draw()
        table.handle(KeyEvent(.character(">")))
        table.handle(KeyEvent(.character(">")))
        screen.draw()
        #expect(table.columnModel.viewport.widths[0] == 10)
        for _ in 0..<20 { table.handle(KeyEvent(.character("<"))) }
        screen.draw()
        #expect(table.columnModel.viewport.widths[0] == 1)
        #expect(screen.buffer.lines[1].hasPrefix("…│    0│"))
    }

    @Test func aClickOnTheHeaderNamesTheColumn() {
        let (table, screen) = table()
        screen.draw()
        var clicked: [Int] = []
        table.onHeaderClick = { clicked.append($0) }
        table.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 11, y: 0))))
        table.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 2, y: 0))))
        #expect(clicked == [1, 0])
    }
}
