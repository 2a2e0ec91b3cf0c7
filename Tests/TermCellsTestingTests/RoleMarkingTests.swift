import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

private final class RoleMarkingNameCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// A list with a selected row, drawn on the whole screen.
@MainActor
private final class SelectedList: ApplicationContent {
    let manager = TableManager()

    init() {
        manager.register(RoleMarkingNameCell.self)
        manager.host.showsScrollIndicator = false
        manager.memoryStorage.setItems(["Apple", "Banana", "Cherry"], forSection: 0)
        manager.host.selectItem(at: IndexPath(item: 2, section: 0))
    }

    func draw(on canvas: CursesCanvas, application: Application) { manager.host.draw(in: canvas) }

    func handle(_ event: InputEvent, application: Application) {
        if case .resize = event { return }
        _ = manager.host.handle(event)
    }
}

@MainActor
@Suite struct RoleMarkingTests {
    @Test func aSnapshotMarksTheCellsOfARoleOfTheScreensTheme() {
        let list = SelectedList()
        let screen = ScreenDriver(
            width: 12, height: 3, draw: { list.manager.host.draw(in: $0) }, handle: { list.manager.host.handle($0) })
        screen.buffer.theme = .light
        screen.redraw()
        expectScreen(
            screen,
            """
            «  Apple     »
              Banana
            ✓ Cherry
            """, marking: .role(\.cursorRow))
        expectScreen(
            screen,
            """
              Apple
              Banana
            «✓ Cherry    »
            """, marking: .role(\.selection))
        // A role that draws nothing of its own (the dark theme's scroll thumb) marks nothing.
        expectScreen(
            screen,
            """
              Apple
              Banana
            ✓ Cherry
            """, marking: .role(\.scrollThumb, of: .dark))
    }

    /// The application's theme reaches its hosts through the terminal's canvas.
    @Test func anApplicationsThemeIsTheThemeOfTheHostsItDraws() throws {
        let screen = try ScreenDriver(application: SelectedList(), width: 12, height: 3)
        expectScreen(
            screen,
            """
            «  Apple     »
              Banana
            ✓ Cherry
            """, marking: .role(\.cursorRow, of: .dark))
        screen.content.application.theme = .light
        screen.press(.down)
        expectScreen(
            screen,
            """
              Apple
            «  Banana    »
            ✓ Cherry
            """, marking: .role(\.cursorRow, of: .light))
        expectScreen(
            screen,
            """
              Apple
              Banana
            ✓ Cherry
            """, marking: .role(\.cursorRow, of: .dark))
    }
}
