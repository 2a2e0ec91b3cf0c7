import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Testing article's snippets, typed as a user would.

private final class FolderCell: OutlineCell, ModelTransfer {
    func update(with model: String) { text = model }
}

private final class FruitCell: TableCell, ModelTransfer {
    func update(with model: String) { text = model }
}

/// An outline of folders whose children come from a loader, as the article's test has.
@MainActor
private func musicFolders() -> TableManager {
    let manager = TableManager()
    manager.register(FolderCell.self)
    manager.register(OutlineStatusCell.self)
    let outline = OutlineStorage()
    outline.childLoader = { _ in [OutlineChild("Albums"), OutlineChild("Playlists")] }
    manager.storage = outline
    outline.appendSection()
    outline.insert("Music", isExpandable: true)
    return manager
}

@MainActor
@Test func aFolderShowsItsChildrenOnceLoaded() async throws {
    let manager = musicFolders()

    let screen = ScreenDriver(manager, width: 30, height: 4)  // an outline of folders
    screen.press(.right)  // "Loading…" under the folder
    try await screen.waitUntilSettled()
    expectScreen(
        screen,
        """
         ▾ Music
             Albums
             Playlists
        """)
}

/// Fruit under a header, as the article's snapshots show it.
@MainActor
private func fruitList() -> TableManager {
    let manager = TableManager()
    manager.register(FruitCell.self)
    manager.memoryStorage.setSectionHeaderModels(["Fruit"])
    manager.memoryStorage.setItems(["Apple", "Banana"], forSection: 0)
    return manager
}

@MainActor
@Test func testingArticleMarksTheCursorAndNothingElse() {
    let manager = fruitList()
    let screen = ScreenDriver(manager, width: 20, height: 3)

    expectScreen(
        screen,
        """
        Fruit
        «  Apple             »
          Banana
        """, marking: .cursor)
}

/// A screen of the user's own that does not conform to ScreenDrivable.
@MainActor
private final class Counter {
    private(set) var count = 0
    func draw(in canvas: any Canvas) { _ = canvas.draw("count \(count)", at: Point(x: 0, y: 0)) }
    func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event, key.key == .character("+") else { return false }
        count += 1
        return true
    }
}

@MainActor
@Test func aScreenGivenAsItsTwoFunctionsIsKeptAsADrawAndHandleDriver() {
    let counter = Counter()
    let screen: ScreenDriver<DrawAndHandle> = ScreenDriver(
        width: 12, height: 1, draw: counter.draw(in:), handle: counter.handle)
    screen.type("++")
    #expect(screen.lines == ["count 2"])
}

/// An answer that grows as tokens arrive, drawn on one row.
@MainActor
private final class Reply {
    var text = ""
    func draw(in canvas: any Canvas) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        _ = canvas.draw(text, at: Point(x: 0, y: 0))
    }
    func handle(_ event: InputEvent) -> Bool { false }
}

@MainActor
@Test func theAnswerStreamsIn() async throws {
    let reply = Reply()

    let screen = ScreenDriver(width: 40, height: 2, draw: reply.draw(in:), handle: reply.handle)
    let (tokens, continuation) = AsyncStream.makeStream(of: String.self)
    Task { @MainActor in for await token in tokens { reply.text += token } }
    Task.detached {
        for word in ["You ", "asked: ", "hello"] { continuation.yield(word) }
        continuation.finish()
    }
    try await screen.waitForText("You asked: hello")
    try await screen.waitUntil { screen in screen.lines[0].hasSuffix("hello") }
}

@MainActor
@Test func testingArticleComparesARangeOfRows() {
    let manager = fruitList()
    let screen = ScreenDriver(manager, width: 20, height: 4)

    expectScreen(
        screen, rows: 1..<3,
        """
          Apple
          Banana
        """)
}

/// An inline chat: Enter sends the prompt's text, and the answer, once finished, goes to the
/// scrollback as a `MessageCell` in its role's colours.
@MainActor
private final class ChatContent: ApplicationContent {
    var prompt = ""

    func draw(on canvas: CursesCanvas, application: Application) {
        canvas.fill(Rect(origin: .zero, size: canvas.size), style: .plain)
        _ = canvas.draw("> " + prompt, at: .zero)
    }

    func handle(_ event: InputEvent, application: Application) {
        guard case .key(let key) = event else { return }
        switch key.key {
        case .enter:
            let answer = MessageCell()
            answer.update(with: ChatMessage(role: .assistant, text: "You asked: \(prompt)"))
            application.insertAbove(answer)
            prompt = ""
        case .character(let character):
            prompt.append(character)
        default:
            break
        }
    }
}

@MainActor
@Test func aFinishedAnswerGoesToTheScrollbackInItsColours() async throws {
    let screen = try ScreenDriver(inlineApplication: ChatContent(), width: 40, rows: 3)
    screen.type("hello")
    screen.press(.enter)
    try await screen.waitForScrollback("You asked: hello")
    expectScrollback(
        screen,
        """
        «assistant»
        You asked: hello
        """, marking: .role(\.messages[.assistant].roleLine))
}
