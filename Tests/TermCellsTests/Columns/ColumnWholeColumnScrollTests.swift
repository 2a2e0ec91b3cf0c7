import TermCellsTesting
import Testing

@testable import TermCells

/// A table scrolls sideways by whole columns: the first column right of the frozen ones
/// always shows from its first cell, and a title the right edge cuts ends in `…` rather
/// than vanishing.
@MainActor
@Suite struct ColumnWholeColumnScrollTests {
    private let columns = [
        TableColumn("id", width: .fixed(6)), TableColumn("name", width: .fixed(24)),
        TableColumn("city", width: .fixed(12)), TableColumn("amount", width: .fixed(12), alignment: .right),
        TableColumn("note", width: .fixed(24)), TableColumn("date", width: .fixed(10)),
    ]
    private let rows = [
        TextRow("1", "Kalo Mine", "Lisboa", "1234.50", "paid late", "2024-01-02"),
        TextRow("2", "Ruta Vizo", "Kyoto", "17.00", "", "2025-11-30"),
    ]

    @Test func movingToAWideColumnAtFiftyColumnsShowsEveryColumnFromItsFirstCell() {
        let table = ColumnTableManager.showing(rows, columns: columns, showsScrollIndicator: false)
        let screen = ScreenDriver(width: 50, height: 3, draw: table.draw(in:), handle: table.handle)
        // The right edge cuts "amount" (right-aligned in 12) to 5 cells: its title still shows.
        expectScreen(
            screen,
            """
            id    │name                    │city        │amou…
            1     │Kalo Mine               │Lisboa      │
            2     │Ruta Vizo               │Kyoto       │
            """)
        // To "note": it ends at 83, so the table scrolls to "amount", the first column from
        // which "note" fits — not to 33, which would show the last 11 cells of "city".
        screen.press(.right, times: 4)
        #expect(table.columnModel.cursorColumn == 4)
        let fromAmount = """
                  amount│note                    │date      │
                 1234.50│paid late               │2024-01-02│
                   17.00│                        │2025-11-30│
            """
        expectScreen(screen, fromAmount)
        // Sideways scrolling stops there too: every column from "amount" on fits.
        screen.press(.right, modifiers: .shift)
        expectScreen(screen, fromAmount)
        screen.press(.left, modifiers: .shift)
        expectScreen(
            screen,
            """
            city        │      amount│note
            Lisboa      │     1234.50│paid late
            Kyoto       │       17.00│
            """)
    }
}
