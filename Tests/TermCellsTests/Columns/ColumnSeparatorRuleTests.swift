import TermCellsTesting
import Testing

@testable import TermCells

/// One rule for separators, in the widths and on screen: every column is followed by one,
/// the last column too. Fraction columns that add up to 1 fill the host exactly — their last
/// separator on its last column, never past it — beside the scroll indicator too, and frozen
/// columns keep that rule while the others scroll sideways.
@MainActor
@Suite struct ColumnSeparatorRuleTests {
    private func table(_ columns: [TableColumn], rows: Int, frozen: Int = 0) -> ColumnTableManager {
        .showing((1...rows).map { TextRow("\($0)", "a\($0)", "b\($0)") }, columns: columns, frozen: frozen)
    }

    private let halves = [
        TableColumn("id", width: .fixed(4)), TableColumn("left", width: .fraction(0.5)),
        TableColumn("right", width: .fraction(0.5)),
    ]

    @Test func fractionsFillTheHostWithTheLastSeparatorOnItsLastColumn() {
        let table = table(halves, rows: 2)
        let buffer = ScreenBuffer(width: 20, height: 4)
        table.draw(in: buffer)
        // 20 less 4 and three separators leave 13: 7 and 6.
        #expect(
            buffer.lines == [
                "id  │left   │right │",
                "1   │a1     │b1    │",
                "2   │a2     │b2    │",
                "                    ",
            ])
        #expect(table.columnModel.viewport.maximumOffset == 0)
    }

    @Test func besideTheScrollIndicatorTheColumnsFillTheRestExactly() {
        let table = table(halves, rows: 10)
        let buffer = ScreenBuffer(width: 20, height: 4)
        table.draw(in: buffer)
        // The indicator takes the last column: 19 less 4 and three separators leave 12.
        #expect(
            buffer.lines == [
                "id  │left  │right │ ",
                "1   │a1    │b1    │┃",
                "2   │a2    │b2    ││",
                "3   │a3    │b3    ││",
            ])
        #expect(table.columnModel.viewport.width == 19)
        #expect(table.columnModel.viewport.maximumOffset == 0)
    }

    @Test func frozenColumnsStayWhileFractionsHeldAtTheirMinimumScroll() {
        let columns = [
            TableColumn("k", width: .fixed(3)), TableColumn("left", width: .fraction(0.5), minimumWidth: 10),
            TableColumn("right", width: .fraction(0.5), minimumWidth: 10),
        ]
        let table = table(columns, rows: 2, frozen: 1)
        table.host.showsScrollIndicator = false
        let screen = RigScreen(table, width: 20, height: 3)
        let buffer = screen.buffer
        // Half of 20 less 3 and three separators is 7, held at 10: 26 columns in 20.
        #expect(
            buffer.lines == [
                "k  │left      │right",
                "1  │a1        │b1   ",
                "2  │a2        │b2   ",
            ])
        table.handle(KeyEvent(.right, modifiers: .shift))
        screen.draw()
        // As far as it goes: to the last column, whole, with nothing of "left" cut at its left.
        #expect(table.columnModel.viewport.offset == 11)
        #expect(
            buffer.lines == [
                "k  │right     │     ",
                "1  │b1        │     ",
                "2  │b2        │     ",
            ])
    }
}
