import TermCells
import TermCellsTesting
import Testing

// The Layouts article's snippets, typed as a user would.

@MainActor
@Test func anEmptyHostShowsItsBackgroundViewUntilItemsCome() {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, text, _ in cell.text = text }
    let empty = SupplementaryView()
    empty.text = "No match"
    manager.host.backgroundView = empty

    let screen = ScreenDriver(manager, width: 12, height: 2)
    #expect(screen.lines == ["No match", ""])
    manager.memoryStorage.setItems(["apple"])
    screen.redraw()
    #expect(screen.lines == ["  apple", ""])
}
