import TermCells
import TermCellsTesting
import Testing

// The Text fields article's multi-line prompt, typed as a user would.

@MainActor
private final class ChatScreen {
    let manager = TableManager()
    let prompt = TextArea(placeholder: "Message")
    var messages: [String] = []

    init() {
        manager.register(TableCell.self, for: String.self) { cell, message, _ in cell.text = message }
        prompt.maximumVisibleLines = 4
        prompt.onSubmit = { [unowned self] message in
            guard !message.isEmpty else { return }
            messages.append(message.split(separator: "\n").joined(separator: " / "))
            manager.memoryStorage.setItems(messages)
            prompt.text = ""
        }
    }

    func draw(in canvas: any Canvas) {
        let width = canvas.size.width
        let height = min(prompt.height(forWidth: width), canvas.size.height)
        let top = canvas.size.height - height
        manager.host.draw(in: canvas.child(in: Rect(x: 0, y: 0, width: width, height: top)))
        prompt.draw(in: canvas.child(in: Rect(x: 0, y: top, width: width, height: height)))
    }

    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        prompt.handle(event) || manager.host.handle(event)
    }
}

@MainActor
@Test func textAreaArticlePromptGrowsUnderTheListAndSendsOnEnter() {
    let chat = ChatScreen()
    let screen = ScreenDriver(width: 20, height: 4, draw: chat.draw(in:), handle: chat.handle)
    #expect(screen.lines[3] == "Message")
    screen.type("hi")
    screen.send(.key(KeyEvent(.enter, modifiers: .alt)))
    screen.type("there")
    expectScreen(screen, rows: 2...3, "hi\nthere▏")
    #expect(chat.prompt.text == "hi\nthere")
    screen.press(.enter)
    #expect(chat.messages == ["hi / there"])
    #expect(chat.prompt.history == ["hi\nthere"])
    #expect(chat.prompt.text.isEmpty)
    expectScreen(screen, rows: 0...0, "  hi / there")
    #expect(screen.lines[3] == "Message")
    // ↑ brings the message back.
    screen.press(.up)
    #expect(chat.prompt.text == "hi\nthere")
}
