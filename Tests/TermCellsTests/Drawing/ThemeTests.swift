import TermCellsTesting
import Testing

@testable import TermCells

/// Every part the library draws itself, drawn in the theme of the screen (as an application's
/// canvas gives it) or of the host: the dark default, the light one, and a theme of the test's
/// own whose every role is distinct.
@MainActor
@Suite struct ThemeTests {
    /// A theme whose roles all differ, from each other and from the defaults.
    nonisolated static let distinct: Theme = {
        var theme = Theme.dark
        theme.cursorRow = Style(foreground: .black, background: .green)
        theme.cursorCell = Style(foreground: .green, background: .black, attributes: .italic)
        theme.cursorItem = Style(foreground: .black, background: .magenta)
        theme.selection = Style(foreground: .yellow, attributes: .italic)
        theme.columnHeader = Style(foreground: .cyan, attributes: .bold)
        theme.sortMark = Style(foreground: .red)
        theme.columnSeparator = Style(foreground: .brightBlack)
        theme.sectionHeader = Style(foreground: .magenta, attributes: .underline)
        theme.scrollThumb = Style(foreground: .cyan)
        theme.scrollTrack = Style(foreground: .brightBlack, attributes: .dim)
        theme.outlineMark = Style(foreground: .yellow)
        theme.anomalyPlaceholder = Style(foreground: .brightRed, attributes: .italic)
        theme.loadingPlaceholder = Style(foreground: .brightBlack, attributes: .italic)
        theme.newItemsMark = Style(foreground: .black, background: .yellow)
        theme.fieldPlaceholder = Style(foreground: .brightBlack)
        theme.fieldCursor = Style(foreground: .black, background: .cyan)
        return theme
    }()

    nonisolated static let themes: [Theme] = [.dark, .light, distinct]

    /// The column of the first `character` on row `y` (every glyph here is one column wide).
    private func column(of character: Character, row y: Int, in buffer: ScreenBuffer) -> Int? {
        Array(buffer.lines[y]).firstIndex(of: character)
    }

    @Test(arguments: themes) func aListDrawsItsCursorSelectionAndIndicatorInTheScreensTheme(theme: Theme) {
        let rig = TableRig(width: 8, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b", "c", "d", "e", "f"], forSection: 0)
        rig.host.selectItem(at: IndexPath(item: 1, section: 0))
        rig.buffer.theme = theme
        rig.draw()
        #expect(rig.buffer.lines == ["  a    ┃", "✓ b    │", "  c    │"])
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == theme.cursorRow)
        #expect(rig.buffer.style(at: Point(x: 2, y: 1)) == theme.selection)
        #expect(rig.buffer.style(at: Point(x: 7, y: 0)) == theme.scrollThumb)
        #expect(rig.buffer.style(at: Point(x: 7, y: 1)) == theme.scrollTrack)
    }

    @Test(arguments: themes) func sectionHeadersAndPlaceholdersTakeTheScreensTheme(theme: Theme) {
        let rig = TableRig(width: 24, height: 5)
        rig.manager.register(TextRowCell.self)
        rig.manager.register(OutlineStatusCell.self)
        rig.manager.registerHeader(SupplementaryView.self, for: String.self) { view, model, _ in view.text = model }
        rig.storage.setSectionHeaderModels(["Fruit"])
        rig.storage.setItems(["a", 5, OutlineStatusRow.loading, OutlineStatusRow.failed("denied")], forSection: 0)
        rig.host.showsScrollIndicator = false
        rig.buffer.theme = theme
        rig.draw()
        #expect(rig.buffer.lines[0].hasPrefix("Fruit") && rig.buffer.lines[2].hasPrefix("⚠ "))
        #expect(rig.buffer.lines[3].hasPrefix("   Loading…") && rig.buffer.lines[4].hasPrefix("   ! denied"))
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == theme.sectionHeader)
        #expect(rig.buffer.style(at: Point(x: 0, y: 2)) == theme.anomalyPlaceholder)
        #expect(rig.buffer.style(at: Point(x: 3, y: 3)) == theme.loadingPlaceholder)
        #expect(rig.buffer.style(at: Point(x: 3, y: 4)) == theme.anomalyPlaceholder)
        rig.press(.down)
        #expect(rig.buffer.style(at: Point(x: 0, y: 2)) == theme.anomalyPlaceholder.adding(.reverse))
    }

    @Test(arguments: themes) func aGridDrawsItsCursorAndSelectionInTheScreensTheme(theme: Theme) {
        let rig = GridRig()
        rig.manager.register(LetterCell.self)
        rig.storage.setItems(letters(3), forSection: 0)
        rig.host.selectItem(at: IndexPath(item: 1, section: 0))
        rig.buffer.theme = theme
        rig.draw()
        #expect(rig.buffer.lines[0] == " a   b   c ")
        #expect(rig.buffer.style(at: Point(x: 1, y: 0)) == theme.cursorItem)
        #expect(rig.buffer.style(at: Point(x: 5, y: 0)) == theme.selection)
    }

    @Test(arguments: themes) func aColumnTableDrawsItsHeaderMarksAndCursorCellInTheScreensTheme(theme: Theme) {
        let table = ColumnTableManager.showing(
            [TextRow("row 1", "2"), TextRow("row 2", "4")],
            columns: [TableColumn("Name"), TableColumn("Size", alignment: .right)], showsScrollIndicator: false)
        table.columnModel.sort = ColumnSortIndicator(column: 1, ascending: true)
        let screen = RigScreen(table, width: 16, height: 3)
        screen.buffer.theme = theme
        screen.draw()
        table.handle(KeyEvent(.right))
        screen.draw()
        let buffer = screen.buffer
        #expect(buffer.lines[0] == "Name │Size ▲│   ")
        #expect(buffer.style(at: Point(x: 0, y: 0)) == theme.columnHeader)
        #expect(buffer.style(at: Point(x: 11, y: 0)) == theme.columnHeader.overlaid(with: theme.sortMark))
        #expect(buffer.style(at: Point(x: 5, y: 0)) == theme.columnSeparator)
        #expect(buffer.style(at: Point(x: 0, y: 1)) == theme.cursorRow)
        #expect(buffer.style(at: Point(x: 6, y: 1)) == theme.cursorCell)
        #expect(buffer.style(at: Point(x: 5, y: 2)) == theme.columnSeparator)
    }

    @Test(arguments: themes) func anOutlineDrawsItsMarksAndSectionRowsInTheScreensTheme(theme: Theme) {
        let (rig, outline) = makeOutlineRig()
        outline.appendSection(header: "Root")
        outline.insert("a", isExpandable: true)
        outline.insert("b")
        rig.host.isFocused = false
        rig.buffer.theme = theme
        rig.draw()
        guard let root = column(of: "R", row: 0, in: rig.buffer), let mark = column(of: "▸", row: 1, in: rig.buffer)
        else {
            Issue.record("no section row or mark in \(rig.buffer.lines)")
            return
        }
        #expect(rig.buffer.style(at: Point(x: root, y: 0)) == theme.sectionHeader)
        #expect(rig.buffer.style(at: Point(x: mark, y: 1)) == theme.outlineMark)
    }

    @Test(arguments: themes) func theNewItemsMarkTakesTheScreensTheme(theme: Theme) {
        let rig = TableRig(width: 10, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.host.followsTail = true
        rig.storage.setItems(["1", "2", "3", "4"], forSection: 0)
        rig.buffer.theme = theme
        rig.draw()
        rig.press(.end)
        rig.press(.up, times: 3)
        rig.storage.addItems(["5"])
        #expect(rig.draw()[2] == " ↓ 1 new │")
        #expect(rig.buffer.style(at: Point(x: 1, y: 2)) == theme.newItemsMark)
    }

    @Test(arguments: themes) func aTextFieldDrawsItsPlaceholderAndCursorInTheCanvasTheme(theme: Theme) {
        let field = TextField()
        field.placeholder = "Search"
        let screen = ScreenDriver(field, width: 10, height: 1)
        screen.buffer.theme = theme
        screen.redraw()
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == theme.fieldCursor)
        #expect(screen.buffer.style(at: Point(x: 1, y: 0)) == theme.fieldPlaceholder)
    }

    @Test func aHostsOwnThemeWinsOverTheScreensAndTheViewsOwnStylesWinOverBoth() {
        let rig = TableRig(width: 8, height: 3)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b"], forSection: 0)
        rig.buffer.theme = .light
        rig.host.theme = Self.distinct
        rig.draw()
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == Self.distinct.cursorRow)
        rig.host.theme = nil
        rig.draw()
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == Theme.light.cursorRow)
        let own = Style(foreground: .red, background: .white)
        (rig.host.visibleView(forItemAt: IndexPath(item: 0, section: 0)) as? TableCell)?.highlightStyle = own
        rig.draw()
        #expect(rig.buffer.style(at: Point(x: 0, y: 0)) == own)
    }

    @Test func changingTheThemeRedrawsTheHostWithNothingElseChanged() {
        let table = ColumnTableManager.showing(
            [TextRow("row 1", "2"), TextRow("row 2", "4")], columns: [TableColumn("Name"), TableColumn("Size")])
        let screen = RigScreen(table, width: 16, height: 3)
        screen.draw()
        #expect(screen.buffer.style(at: Point(x: 6, y: 1)) == Theme.dark.cursorRow)
        table.host.theme = Self.distinct
        screen.draw()
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == Self.distinct.columnHeader)
        #expect(screen.buffer.style(at: Point(x: 6, y: 1)) == Self.distinct.cursorRow)
        #expect(screen.buffer.style(at: Point(x: 0, y: 1)) == Self.distinct.cursorCell)
        #expect(screen.buffer.style(at: Point(x: 0, y: 2)) == .plain)
        table.host.theme = nil
        screen.buffer.theme = .light
        screen.draw()
        #expect(screen.buffer.style(at: Point(x: 6, y: 1)) == Theme.light.cursorRow)
        #expect(screen.buffer.style(at: Point(x: 0, y: 0)) == Theme.light.columnHeader)
    }
}
