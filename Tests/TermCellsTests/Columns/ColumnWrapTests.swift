import TermCellsTesting
import Testing

@testable import TermCells

/// A column with a line limit above 1 wraps its values: a row is as tall as its tallest
/// wrapped value, the other columns on its first line; the cursor's row and cell cover every
/// line; heights are measured as rows show and again when a wrapping column's width changes.
@MainActor
@Suite struct ColumnWrapTests {
    struct Note: ColumnRow, Equatable {
        var name: String
        var note: String

        func value(forColumn column: Int) -> String { column == 0 ? name : note }
    }

    private let columns = [
        TableColumn("Name", width: .fixed(5), sortKey: \Note.name),
        TableColumn("Note", width: .fixed(12), lineLimit: 3),
    ]

    private let fourNotes = [
        Note(name: "ann", note: "short"),
        Note(name: "bob", note: "a note that takes three lines"),
        Note(name: "cy", note: "one two three four five six seven eight nine"),
        Note(name: "dee", note: "last"),
    ]

    private func table(_ notes: [Note], width: Int = 20, height: Int = 9) -> (
        ColumnTableManager, ScreenDriver<DrawAndHandle>
    ) {
        let table = ColumnTableManager.showing(notes, columns: columns, showsScrollIndicator: false)
        return (table, ScreenDriver(width: width, height: height, draw: table.draw(in:), handle: table.handle))
    }

    @Test func aRowIsAsTallAsItsTallestWrappedValueAndTheOtherColumnsSitOnItsFirstLine() {
        let (_, screen) = table(fourNotes)
        #expect(
            screen.text == """
                Name │Note        │
                ann  │short       │
                bob  │a note that │
                     │takes three │
                     │lines       │
                cy   │one two     │
                     │three four  │
                     │five six…   │
                dee  │last        │
                """)
    }

    @Test func theCursorsRowAndCellCoverEveryLineOfTheRow() {
        let (_, screen) = table(fourNotes)
        screen.press(.down)
        screen.press(.right)
        // The row's highlight reaches over all three lines and both columns; the cell cursor
        // (Note) is every line of that column.
        #expect(
            screen.text(marking: { $0.background != .default || $0.attributes.contains(.reverse) }) == """
                Name │Note        │
                ann  │short       │
                «bob  │a note that │ »
                «     │takes three │ »
                «     │lines       │ »
                cy   │one two     │
                     │three four  │
                     │five six…   │
                dee  │last        │
                """)
        #expect(
            screen.text(marking: { $0.background == .brightWhite }) == """
                Name │Note        │
                ann  │short       │
                bob  │«a note that »│
                     │«takes three »│
                     │«lines       »│
                cy   │one two     │
                     │three four  │
                     │five six…   │
                dee  │last        │
                """)
    }

    /// Row i of `count`: a note of one line, but every fifth row's takes three at width 12.
    private func manyNotes(_ count: Int) -> [Note] {
        (0..<count).map { i in
            Note(name: "r\(i)", note: i % 5 == 4 ? "row \(i) has a note of three lines" : "row \(i)")
        }
    }

    /// The viewport line the cursor's row starts on.
    private func cursorLine(_ table: ColumnTableManager) -> Int? {
        table.host.cursor.flatMap { table.host.layout.frame(of: .item($0)) }.map { $0.y - table.host.contentOffset }
    }

    @Test func aWidthChangeMeasuresTheRowsOnScreenAgainKeepingTheCursorsRowOnItsLine() {
        let (table, screen) = table(manyNotes(1_000), width: 30, height: 9)
        screen.press(.down, times: 31)
        screen.press(.up, times: 2)
        screen.press(.right)
        // The cursor on row 29, a three-line note, in the middle of the screen.
        #expect(
            screen.text == """
                Name │Note        │
                r26  │row 26      │
                r27  │row 27      │
                r28  │row 28      │
                r29  │row 29 has a│
                     │note of     │
                     │three lines │
                r30  │row 30      │
                r31  │row 31      │
                """)
        // Wider: two lines; the cursor's row stays on its line, the rows below move up.
        screen.type(">>>>>>")
        #expect(
            screen.text == """
                Name │Note              │
                r26  │row 26            │
                r27  │row 27            │
                r28  │row 28            │
                r29  │row 29 has a note │
                     │of three lines    │
                r30  │row 30            │
                r31  │row 31            │
                r32  │row 32            │
                """)
        // Narrower than at first: a line more.
        screen.type("<<<<<<<<<")
        #expect(
            screen.text == """
                Name │Note     │
                r26  │row 26   │
                r27  │row 27   │
                r28  │row 28   │
                r29  │row 29   │
                     │has a    │
                     │note of… │
                r30  │row 30   │
                r31  │row 31   │
                """)
        #expect(cursorLine(table) == 4)
        // The rows off screen were not measured at any width.
        #expect(table.host.layout.frame(of: .item(IndexPath(item: 999, section: 0)))?.height == 1)
        #expect(table.host.layout.frame(of: .item(IndexPath(item: 4, section: 0)))?.height == 1)
    }

    @Test func endShowsANeverMeasuredTallLastRowWhole() {
        var notes = manyNotes(100_000)
        notes[notes.count - 1] = Note(name: "last", note: "the very last row has a long note")
        let (table, screen) = table(notes)
        screen.press(.end)
        #expect(
            Array(screen.lines.suffix(4)) == [
                "r999…│row 99998   │",
                "last │the very    │", "     │last row has│", "     │a long note │",
            ], "\(screen.lines)")
        #expect(table.host.contentOffset == table.host.maximumContentOffset)
    }

    @Test func sortingMovesWrappedRowsWholeAndKeepsTheCursorOnItsRow() {
        let (table, screen) = table(fourNotes)
        screen.press(.down)
        screen.type("s")
        screen.type("s")
        #expect(
            screen.text == """
                Na… ▼│Note        │
                dee  │last        │
                cy   │one two     │
                     │three four  │
                     │five six…   │
                bob  │a note that │
                     │takes three │
                     │lines       │
                ann  │short       │
                """)
        #expect((table.host.cursor.flatMap { table.manager.storage.item(at: $0) } as? Note)?.name == "bob")
    }

    @Test func anUpdatedModelChangesItsRowsHeightOnScreenAndOff() {
        var notes = manyNotes(40)
        notes[1] = Note(name: "r1", note: "now three lines of note here")
        let (table, screen) = table(notes)
        #expect(screen.lines[2] == "r1   │now three   │")
        // On screen: one line now, the rows below move up.
        table.manager.memoryStorage.replaceItem(at: IndexPath(item: 1, section: 0), with: Note(name: "r1", note: "one"))
        screen.redraw()
        #expect(
            Array(screen.lines.prefix(4)) == [
                "Name │Note        │", "r0   │row 0       │", "r1   │one         │", "r2   │row 2       │",
            ])
        // Off screen: row 30, shown before at one line, gets three; it shows them when reached.
        screen.press(.down, times: 30)
        table.manager.memoryStorage.replaceItem(
            at: IndexPath(item: 30, section: 0), with: Note(name: "r30", note: "then three lines of note here"))
        screen.press(.up, times: 30)
        screen.press(.down, times: 30)
        #expect(
            screen.text.contains("r30  │then three  │\n     │lines of    │\n     │note here   │"), "\(screen.lines)")
    }

    @Test func wideCharactersAndEmojiWrapWholeAndTheTallestOfTwoWrappingColumnsSetsTheHeight() {
        let table = ColumnTableManager.showing(
            [
                TextRow("猫 山 川 空 海 森", "🦊 fox"),
                TextRow("one", "🦊🦊🦊 🦊🦊 🦊 🦊🦊🦊🦊 end"),
            ],
            columns: [
                TableColumn("Kanji", width: .fixed(5), lineLimit: 4),
                TableColumn("Emoji", width: .fixed(7), lineLimit: 2),
            ], showsScrollIndicator: false)
        let screen = ScreenDriver(width: 16, height: 7, draw: table.draw(in:), handle: table.handle)
        // Two-column glyphs never straddle a line's end; the first row is as tall as its
        // Kanji (three lines), the second as its emoji, capped at two with … (the fox that
        // would end the full second line gives way to it whole, not cut).
        #expect(
            screen.text == """
                Kanji│Emoji  │
                猫 山│🦊 fox │
                川 空│       │
                海 森│       │
                one  │🦊🦊🦊 │
                     │🦊🦊 … │
                """)
    }

    @Test func aClickOnAnyLineOfARowMovesTheCursorToIt() {
        let (table, screen) = table(fourNotes)
        // Line 6 of the screen is the second line of cy's note (row 2).
        table.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 8, y: 6))))
        screen.redraw()
        #expect(table.host.cursor == IndexPath(item: 2, section: 0))
        table.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 1, y: 4))))
        #expect(table.host.cursor == IndexPath(item: 1, section: 0))
    }

    @Test func aFrozenColumnAndSidewaysScrollingKeepTheRowsLines() {
        let columns = [
            TableColumn("Name", width: .fixed(5)),
            TableColumn("Note", width: .fixed(12), lineLimit: 3),
            TableColumn("Size", width: .fixed(6)),
        ]
        let table = ColumnTableManager(columns: columns, frozenColumnCount: 1)
        table.host.showsScrollIndicator = false
        table.register(rows: TextRow.self)
        table.manager.memoryStorage.setItems([
            TextRow("bob", "a note that takes three lines", "12"), TextRow("cy", "short", "3"),
        ])
        let screen = ScreenDriver(width: 20, height: 6, draw: table.draw(in:), handle: table.handle)
        screen.press(.right)
        screen.press(.right)
        // Size shows: Note scrolled out under the frozen Name; bob's row keeps its three lines.
        #expect(
            screen.text == """
                Name │Size  │
                bob  │12    │
                     │      │
                     │      │
                cy   │3     │
                """)
    }
}
