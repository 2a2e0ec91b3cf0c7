import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Text fields article's snippets, typed as a user would.

@MainActor
private final class FruitScreen {
    let manager = TableManager()
    let search = TextField(placeholder: "Search fruit")
    let fruit = ["Apple", "Banana", "Blueberry", "Cherry"]

    init() {
        manager.register(TableCell.self, for: String.self) { cell, name, _ in cell.text = name }
        manager.memoryStorage.setItems(fruit)
        search.onChange = { [unowned self] query in
            let shown = query.isEmpty ? fruit : fruit.filter { $0.localizedCaseInsensitiveContains(query) }
            manager.memoryStorage.setItems(shown)
        }
    }

    func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        manager.host.draw(in: canvas.child(in: Rect(x: 0, y: 1, width: width, height: canvas.size.height - 1)))
        // Drawn last: its cursor is the focus (where accessible mode puts the terminal's cursor).
        search.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: width, height: 1)))
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        search.handle(event) || manager.host.handle(event)
    }
}

private final class FruitContent: ApplicationContent {
    let screen = FruitScreen()

    func draw(on canvas: CursesCanvas, application: Application) {
        screen.search.drawsCursor = !application.isAccessible
        screen.draw(in: canvas)
    }

    func handle(_ event: InputEvent, application: Application) {
        if case .key(let key) = event, key.key == .escape {
            application.quit(status: 130)
        } else {
            screen.handle(event)
        }
    }
}

@MainActor
@Test func textFieldArticleSearchFiltersTheListAndLeavesItItsKeys() {
    let fruitScreen = FruitScreen()
    let screen = ScreenDriver(width: 20, height: 5, draw: fruitScreen.draw(in:), handle: fruitScreen.handle)
    #expect(screen.lines[0] == "Search fruit")
    screen.type("b")
    expectScreen(
        screen,
        """
        b▏
          Banana
          Blueberry
        """)
    #expect(screen.buffer.reportedFocus == Point(x: 1, y: 0))
    // ↑ ↓ and Enter are the list's.
    screen.press(.down)
    let cursor = fruitScreen.manager.host.cursor
    #expect(cursor.flatMap { fruitScreen.manager.memoryStorage.item(at: $0) as? String } == "Blueberry")
    #expect(screen.send(.key(KeyEvent(.enter))))
    screen.send(.paste("Ch\nerry"))
    expectScreen(
        screen,
        """
        bCherry▏
        """)
    screen.press(.control("u"))
    expectScreen(
        screen,
        """
        Search fruit
          Apple
          Banana
          Blueberry
          Cherry
        """)
}

@MainActor
@Test func textFieldArticleContentQuitsOnEscapeAndDrawsNoCursorInAccessibleMode() throws {
    let content = FruitContent()
    let screen = try ScreenDriver(application: content, width: 20, height: 4)
    screen.content.application.isAccessible = true
    screen.type("ch")
    #expect(screen.lines[0] == "ch")
    screen.press(.escape)
    #expect(screen.content.application.exitStatus == 130)
}

@MainActor
@Test func textFieldArticleTestingAndEditingSnippetsDoWhatTheySay() {
    let screen = ScreenDriver(TextField(text: "hello"), width: 12, height: 1)
    screen.press(.left)
    expectScreen(screen, "hell«o»", marking: \.standsOut)

    var line = EditableLine("hello wrld")
    line.apply(.deleteWordBackward)  // "hello ", the cursor at the end
    #expect(line.text == "hello " && line.isCursorAtEnd)
    line.apply(.insert("world"))  // "hello world"
    #expect(line.text == "hello world")
}
