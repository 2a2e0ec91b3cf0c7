import Testing

@testable import TermCells

/// A column table in plain lines: a row's columns on its line, each wrapping column's value on
/// its own lines under it, indented to the row's text, wrapped to the width and line limit.
@MainActor
@Suite struct ColumnTableLineModeTests {
    @Test func aWrappedValueIsPrintedOnItsOwnLinesIndentedUnderItsRow() {
        let table = ColumnTableManager.showing(
            [
                TextRow("7", "Crash", "The app quits when the file shrinks while it is open, every time"),
                TextRow("8", "Typo", ""),
            ],
            columns: [
                TableColumn("Id"), TableColumn("Title"), TableColumn("Description", lineLimit: 2),
            ])
        // 27 columns right of "1. ": the second line is full, its last character gives way to …
        let presenter = LineModePresenter(columnTable: table, width: 30)
        #expect(
            presenter.page() == """
                Items 1–2 of 2, page 1 of 1
                1. 7 │ Crash
                   Description: The app quits
                   when the file shrinks whil…
                2. 8 │ Typo
                \(presenter.instructions)

                """)
    }

    @Test func controlCharactersInAWrappedValueShowAsPlaceholders() {
        let table = ColumnTableManager.showing(
            [TextRow("1", "bell \u{7} and escape \u{1B}[31m")],
            columns: [TableColumn("Id"), TableColumn("Note", lineLimit: 3)])
        let page = LineModePresenter(columnTable: table).page()
        #expect(page.contains("   Note: bell ^G and escape ^[[31m\n"), "\(page)")
        #expect(!page.contains("\u{1B}"))
    }
}
