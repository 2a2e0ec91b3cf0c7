import Testing

@testable import TermCells

/// The column header on a canvas that keeps its cells (``ScreenBuffer/beginFrame()``): a frame
/// that changed nothing the header shows (a Down key, a scroll) leaves its line alone, so a
/// mark written over it stays; a sort, a sideways scroll, a resize or a wider column draws it
/// again. A header of the user's is still drawn every frame.
@MainActor
@Suite struct ColumnHeaderRetainedTests {
    /// 50 rows of three 6-wide columns on a 16×4 buffer that keeps its cells, drawn once, then
    /// the header line overwritten with a mark no frame draws.
    private func markedTable() -> (ColumnTableManager, ScreenBuffer) {
        let table = ColumnTableManager.showing(
            (1...50).map { TextRow("row \($0)", "\($0 * 2)", "c\($0)") },
            columns: [
                TableColumn("Name", width: .fixed(6)), TableColumn("Double", width: .fixed(6), alignment: .right),
                TableColumn("Code", width: .fixed(6)),
            ],
            showsScrollIndicator: false)
        let buffer = ScreenBuffer(width: 16, height: 4)
        buffer.beginFrame()
        table.draw(in: buffer)
        buffer.draw("################", row: 0)
        return (table, buffer)
    }

    private func frame(_ table: ColumnTableManager, _ buffer: ScreenBuffer, after keys: [Key]) {
        for key in keys { table.handle(KeyEvent(key)) }
        buffer.beginFrame()
        table.draw(in: buffer)
    }

    @Test func downKeysThatScrollLeaveTheHeaderLineAlone() {
        let (table, buffer) = markedTable()
        frame(table, buffer, after: [.down])
        frame(table, buffer, after: [.down, .down, .down])
        #expect(buffer.lines == ["################", "row 3 │     6│c3", "row 4 │     8│c4", "row 5 │    10│c5"])
        frame(table, buffer, after: [.up, .up, .up])
        #expect(buffer.lines == ["################", "row 2 │     4│c2", "row 3 │     6│c3", "row 4 │     8│c4"])
        // A jump of a screenful or more redraws the whole table.
        frame(table, buffer, after: [.end])
        #expect(buffer.lines == ["Name  │Double│C…", "row 48│    96│c4", "row 49│    98│c4", "row 50│   100│c5"])
    }

    @Test func aSortDrawsTheHeaderAgain() {
        let (table, buffer) = markedTable()
        table.columnModel.sort = ColumnSortIndicator(column: 1, ascending: true)
        frame(table, buffer, after: [])
        #expect(buffer.lines[0] == "Name  │Dou… ▲│C…")
    }

    @Test func aSidewaysScrollDrawsTheHeaderAgain() {
        let (table, buffer) = markedTable()
        frame(table, buffer, after: [.right, .right])
        #expect(buffer.lines[0] == "Double│Code  │  ")
    }

    @Test func aResizeDrawsTheHeaderAgain() {
        let (table, buffer) = markedTable()
        buffer.resize(width: 20, height: 4)
        buffer.draw("####################", row: 0)
        frame(table, buffer, after: [])
        #expect(buffer.lines[0] == "Name  │Double│Code  ")
    }

    @Test func aWiderColumnDrawsTheHeaderAgain() {
        let (table, buffer) = markedTable()
        frame(table, buffer, after: [.character(">")])
        #expect(buffer.lines[0] == "Name   │Double│…")
    }

    @Test func aHeaderOfTheUsersIsDrawnEveryFrame() {
        let (table, buffer) = markedTable()
        table.registerHeader(ColumnHeaderTests.ShoutingHeader.self) { _ in }
        frame(table, buffer, after: [])
        buffer.draw("################", row: 0)
        frame(table, buffer, after: [.down])
        #expect(buffer.lines[0] == "NAME DOUBLE CODE")
    }
}
