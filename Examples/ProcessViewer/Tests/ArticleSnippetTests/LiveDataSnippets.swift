import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Live data article's snippets, typed as a user would.

@MainActor
@Test func liveDataArticleFollowTailScrollsAppendedRowsIntoView() {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, line, _ in cell.text = line }
    manager.memoryStorage.setItems(["line 1", "line 2"])
    manager.host.showsScrollIndicator = false
    manager.host.followsTail = true

    let screen = ScreenDriver(manager, width: 12, height: 3)
    screen.press(.end)  // the cursor on the last item
    manager.memoryStorage.addItems(["line 3", "line 4", "line 5"])
    screen.redraw()  // the frame a running application draws after the update
    expectScreen(
        screen,
        """
          line 3
          line 4
          line 5
        """)
}

// The article's `sendMessage(_:to:)`, as written there.
@MainActor
private func sendMessage(_ text: String, to manager: TableManager) {
    manager.memoryStorage.addItem(text)
    manager.host.followTail()
}

@MainActor
@Test func liveDataArticleFollowTailFromCodeComesBackToTheEnd() {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, line, _ in cell.text = line }
    manager.memoryStorage.setItems((1...6).map { "line \($0)" })
    manager.host.showsScrollIndicator = false
    manager.host.showsNewItemsMark = false
    manager.host.followsTail = true
    let screen = ScreenDriver(manager, width: 12, height: 3)
    screen.press(.home)  // the reader went up; End belongs to a prompt

    sendMessage("line 7", to: manager)
    screen.redraw()

    expectScreen(
        screen,
        """
          line 5
          line 6
          line 7
        """)
    #expect(manager.host.isFollowingTail)
}

private struct Message {
    var text: String
}

/// One line of the message per row of the cell.
private final class MessageLinesCell: TableCell, ModelTransfer {
    private var lines: [Substring] = []
    func update(with model: Message) { lines = model.text.split(separator: "\n") }
    override func draw(in canvas: any Canvas) {
        for (row, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: row)) }
    }
}

@MainActor
@Test func liveDataArticleGrowingRowKeepsItsNewestLineInView() {
    let manager = TableManager()
    manager.register(MessageLinesCell.self) { mapping in
        mapping.heightForCell { message, _ in message.text.split(separator: "\n").count }
    }
    var message = Message(text: "Assistant: It")
    manager.memoryStorage.setItems([Message(text: "You: hi"), message])
    let lastIndexPath = IndexPath(item: 1, section: 0)
    manager.host.showsScrollIndicator = false

    let screen = ScreenDriver(manager, width: 16, height: 2)
    screen.press(.end)
    expectScreen(
        screen,
        """
        You: hi
        Assistant: It
        """)
    let token = "\nreads the log"

    manager.host.followsTail = true
    // A token arrives: the last message grows by it.
    message.text += token
    manager.memoryStorage.replaceItem(at: lastIndexPath, with: message)
    screen.redraw()
    expectScreen(
        screen,
        """
        Assistant: It
        reads the log
        """)
}

private func fetchLines() async -> [String] { ["fetched 1", "fetched 2"] }

@MainActor
@Test func liveDataArticleTaskResultReachesTheNextFrame() async throws {
    let manager = TableManager()
    manager.register(TableCell.self, for: String.self) { cell, line, _ in cell.text = line }
    manager.host.showsScrollIndicator = false
    let screen = ScreenDriver(manager, width: 12, height: 2)
    expectScreen(screen, "")

    let task = Task {
        let lines = await fetchLines()  // off the main actor
        manager.memoryStorage.addItems(lines)  // on it: the next frame shows them
    }
    await task.value
    try await screen.waitUntilSettled()
    expectScreen(
        screen,
        """
          fetched 1
          fetched 2
        """)
}

private struct LogLine: Sendable {
    var text: String
}

@MainActor
@Test func liveDataArticleFeedDrainsIntoTheFrame() async throws {
    let manager = TableManager()
    manager.register(TableCell.self, for: LogLine.self) { cell, line, _ in cell.text = line.text }
    manager.host.showsScrollIndicator = false
    let storage = manager.memoryStorage
    let source = AsyncStream<LogLine> { continuation in
        continuation.yield(LogLine(text: "started"))
        continuation.yield(LogLine(text: "ready"))
        continuation.finish()
    }

    let feed = StorageFeed<LogLine>(into: storage, onPending: Application.wakeUp)
    let producer = Task.detached { for await line in source { feed.append(line) } }
    let screen = ScreenDriver(
        width: 12, height: 2,
        draw: { canvas in
            // before drawing each frame (the demo does it in `draw(on:application:)`):
            feed.drain()
            manager.host.draw(in: canvas)
        }, handle: manager.host.handle)
    await producer.value
    try await screen.waitUntilSettled()
    expectScreen(
        screen,
        """
          started
          ready
        """)
}

private struct Avatar: Hashable {
    var name: String
}

private struct TaskItem {
    var title: String
    var isPinned: Bool
    var avatar: Avatar
}

private final class TaskCell: TableCell, ModelTransfer {
    func update(with model: TaskItem) { text = model.title }
}

@MainActor
private final class AvatarLoader {
    var loading: Set<Avatar> = []
    func load(_ avatar: Avatar) { loading.insert(avatar) }
    func cancel(_ avatar: Avatar) { loading.remove(avatar) }
}

@MainActor
@Test func liveDataArticleKeyActionsRunOnTheCursorsItem() {
    typealias Task = TaskItem
    let loader = AvatarLoader()
    var saved: [(String, IndexPath)] = []
    var deleted: [String] = []
    func save(_ task: Task, at destination: IndexPath) { saved.append((task.title, destination)) }
    func delete(_ task: Task) { deleted.append(task.title) }

    let manager = TableManager()
    manager.register(TaskCell.self) { mapping in
        mapping.canMove { cell, task, indexPath in !task.isPinned }  // Shift-Up / Shift-Down
        mapping.moveItem { destination, cell, task, source in save(task, at: destination) }
        mapping.onKey("d") { cell, task, indexPath in delete(task) }
        mapping.prefetch { task, indexPath in loader.load(task.avatar) }  // next screenful
        mapping.cancelPrefetch { task, indexPath in loader.cancel(task.avatar) }
    }
    manager.memoryStorage.setItems([
        Task(title: "Pinned", isPinned: true, avatar: Avatar(name: "a")),
        Task(title: "Write", isPinned: false, avatar: Avatar(name: "b")),
    ])
    manager.host.showsScrollIndicator = false
    let screen = ScreenDriver(manager, width: 12, height: 2)
    screen.type("d")
    #expect(deleted == ["Pinned"])
    screen.press(.down)
    screen.press(.up, modifiers: .shift)
    #expect(saved.map(\.0) == ["Write"])
    #expect(saved.map(\.1) == [IndexPath(item: 0, section: 0)])
    expectScreen(
        screen,
        """
          Write
          Pinned
        """)
}
