import Foundation
import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

// The Transcripts article's snippets, typed as a user would.

@MainActor
private func planetsConversation() -> TableManager {
    let manager = TableManager()
    manager.register(MessageCell.self)
    manager.memoryStorage.setItems([
        ChatMessage(role: .user, text: "How do I print the planets?"),
        ChatMessage(
            role: .assistant,
            text: """
                Loop over them:

                    for planet in planets { print(planet) }

                Each name is on its own line.
                """),
    ])
    return manager
}

@MainActor
@Test func transcriptsArticleMessagesShowTheirRoleParagraphsAndClippedBlocks() {
    let manager = planetsConversation()
    let screen = ScreenDriver(manager, width: 30, height: 9)
    #expect(
        screen.lines == [
            "user", "How do I print the planets?", "assistant", "Loop over them:", "",
            "for planet in planets { print›", "", "Each name is on its own line.", "",
        ])
    // Right reaches the message under the cursor: its block scrolls, its paragraphs stay.
    screen.press(.down)
    screen.press(.right)
    #expect(screen.lines[5].hasPrefix("‹"))
    #expect(screen.lines[3] == "Loop over them:")
}

@MainActor
@Test func transcriptsArticleAKeyActionOfYourOwnComesFirst() {
    var copied: [String] = []
    func copyToPasteboard(_ text: String) { copied.append(text) }
    let manager = TableManager()
    manager.register(MessageCell.self) { mapping in
        mapping.onKey("y") { cell, message, _ in copyToPasteboard(message.text) }
    }
    manager.memoryStorage.setItems([ChatMessage(role: .user, text: "Copy me")])
    let screen = ScreenDriver(manager, width: 20, height: 3)
    screen.type("y")
    #expect(copied == ["Copy me"])
}

private final class TranscriptCell: MessageCell {
    required init() {
        super.init()
        styles[.assistant].block = Style(foreground: .brightBlue)
    }
}

@MainActor
@Test func transcriptsArticleStylesPerRoleFromTheHandlerAndASubclass() {
    let manager = TableManager()
    manager.register(MessageCell.self) { _ in
    } handler: { cell, _, _ in
        cell.styles[.user] = MessageStyle(roleLine: Style(foreground: .green, attributes: .bold), text: .bold)
        cell.styles[ChatRole("reviewer")] = MessageStyle(text: .italic)
    }
    manager.memoryStorage.setItems([
        ChatMessage(role: .assistant, text: "Hello"), ChatMessage(role: .user, text: "Hi"),
        ChatMessage(role: ChatRole("reviewer"), text: "Looks good"),
    ])
    let screen = ScreenDriver(manager, width: 20, height: 6)
    #expect(screen.lines == ["assistant", "Hello", "user", "Hi", "reviewer", "Looks good"])
    #expect(screen.buffer.style(at: Point(x: 0, y: 3)) == .bold)
    #expect(screen.buffer.style(at: Point(x: 0, y: 5)) == .italic)
    #expect(TranscriptCell().styles[.assistant].block == Style(foreground: .brightBlue))
}

@MainActor
@Test func transcriptsArticleATranscriptTakesTheThemesMessageStyles() {
    let manager = planetsConversation()
    manager.host.showsScrollIndicator = false
    var theme = Theme.light
    theme.messages[.assistant].roleLine = Style(foreground: .magenta, attributes: .bold)
    theme.messages[.tool].clipMark = Style(foreground: .red)
    manager.host.theme = theme
    let screen = ScreenDriver(manager, width: 30, height: 9)
    #expect(screen.lines[2] == "assistant" && screen.lines[5] == "for planet in planets { print›")
    #expect(screen.buffer.style(at: Point(x: 0, y: 2)) == Style(foreground: .magenta, attributes: .bold))
    #expect(screen.buffer.style(at: Point(x: 0, y: 5)) == Style(foreground: .black, background: .white))
    #expect(theme.background == .light && Theme.dark.background == .dark)
}

@MainActor
@Test func transcriptsArticleAStreamedAnswerGrowsInPlace() {
    let manager = TableManager()
    manager.register(MessageCell.self)
    var answer = ChatMessage(role: .assistant, text: "The")
    manager.memoryStorage.setItems([ChatMessage(role: .user, text: "Why?"), answer])
    let last = 1
    let screen = ScreenDriver(manager, width: 20, height: 5)
    for token in [" sky", " is", " blue."] {
        answer.text += token
        manager.memoryStorage.replaceItem(at: IndexPath(item: last, section: 0), with: answer)
        screen.redraw()
        #expect(screen.lines[3] == answer.text)
    }
    #expect(screen.lines == ["user", "Why?", "assistant", "The sky is blue.", ""])
    #expect(answer.text == "The sky is blue.")
}

@MainActor
@Test func transcriptsArticleARepliesTokensStreamFromAnyTask() async throws {
    let manager = TableManager()
    let tokens = AsyncStream<String> { continuation in
        for token in ["The", " sky", " scatters", " blue."] { continuation.yield(token) }
        continuation.finish()
    }
    let transcript = ChatTranscript()
    manager.storage = transcript
    manager.register(MessageCell.self)

    transcript.append(ChatMessage(role: .user, text: "Why is the sky blue?"))
    let reply = transcript.append(role: .assistant, metadata: ["model": "small"])
    Task.detached {
        for await token in tokens { reply.append(token) }  // no await, from any thread
        reply.finish()
    }

    let screen = ScreenDriver(manager, width: 24, height: 5)
    try await screen.waitForText("The sky scatters blue.")
    try await screen.waitUntil { _ in transcript.entry(for: reply.id)?.state == .finished }
    #expect(screen.lines == ["user", "Why is the sky blue?", "assistant", "The sky scatters blue.", ""])

    var status = ""
    if let entry = transcript.entry(for: reply.id), entry.state == .failed {
        status = "failed: \(entry.failureReason ?? "")"
    }
    #expect(status.isEmpty)
    #expect(transcript.entry(for: reply.id)?.metadata == ["model": "small"])
    #expect(transcript.index(of: reply.id) == 1)

    // Inline: the finished messages go above the block (no application here: their lines).
    let finished = transcript.removeFinished(keepingLast: 1)
    let lines = finished.flatMap { [$0.message.role?.name ?? "", $0.message.text, ""] }
    #expect(lines == ["user", "Why is the sky blue?", ""])
    reply.append(" Late.")
    try await screen.waitUntilSettled()
    #expect(screen.lines == ["assistant", "The sky scatters blue.", "", "", ""])
}

// The article's chat screen, as written there.
@MainActor
private final class ChatScreen {
    let manager = TableManager()
    let transcript = ChatTranscript()
    let prompt = TextArea(placeholder: "Ask anything")
    private(set) var promptHasFocus = true

    init() {
        manager.storage = transcript
        manager.register(MessageCell.self)
        manager.host.followsTail = true
        prompt.onSubmit = { [unowned self] question in
            guard !question.isEmpty else { return }
            transcript.append(ChatMessage(role: .user, text: question))
            prompt.text = ""
            manager.host.followTail()
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
        if case .key(let key) = event {
            switch (promptHasFocus, key.key) {
            case (true, .escape), (false, .enter), (false, .character("i")):
                promptHasFocus.toggle()
                prompt.isFocused = promptHasFocus
                return true
            case (true, .pageUp), (true, .pageDown):
                return manager.host.handle(event)  // the transcript scrolls under the prompt
            default: break
            }
        }
        return promptHasFocus ? prompt.handle(event) : manager.host.handle(event)
    }
}

@MainActor
@Test func transcriptsArticleKeysGoToThePromptOrTheTranscriptWhicheverHasTheFocus() {
    let chat = ChatScreen()
    chat.manager.host.showsScrollIndicator = false
    let buffer = ScreenBuffer(width: 20, height: 4)
    func type(_ text: String) {
        for character in text { chat.handle(.key(KeyEvent(.character(character)))) }
    }
    for number in 1...5 {
        type("q\(number)")
        chat.handle(.key(KeyEvent(.enter)))
    }
    #expect(chat.transcript.count == 5 && chat.prompt.text.isEmpty)
    chat.draw(in: buffer)
    #expect(buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["q4", "user", "q5", "Ask anything"])

    // Esc: the transcript has the focus; `i` types nothing and gives it back.
    chat.handle(.key(KeyEvent(.escape)))
    #expect(!chat.promptHasFocus && !chat.prompt.isFocused)
    type("i")
    #expect(chat.promptHasFocus && chat.prompt.isFocused && chat.prompt.text.isEmpty)

    // PageUp scrolls the transcript under the focused prompt; End is the prompt's; sending
    // follows the tail again.
    type("ok")
    chat.handle(.key(KeyEvent(.pageUp)))
    chat.draw(in: buffer)
    #expect(!chat.manager.host.isFollowingTail && chat.prompt.text == "ok")
    chat.handle(.key(KeyEvent(.home)))
    chat.handle(.key(KeyEvent(.end)))
    #expect(chat.prompt.cursorOffset == 2)
    chat.handle(.key(KeyEvent(.enter)))
    chat.draw(in: buffer)
    #expect(chat.manager.host.isFollowingTail)
    #expect(buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["q5", "user", "ok", "Ask anything"])
}

// The article's copy key, as written there: compiled, not run (an Application needs a
// terminal; ChatCopyTests drives the demo's `y`, which does the same).
@MainActor
private func copyTheMessageUnderTheCursor(
    manager: TableManager, transcript: ChatTranscript, application: Application
) -> String {
    var status = ""
    if let row = manager.host.cursor?.item, let entry = transcript.entry(at: row) {
        let copied = application.copyToClipboard(entry.message.text)
        status = copied ? "copied" : "this terminal takes no copy"
    }
    return status
}

// The article's fold key, as written there, then run: the message under the cursor unfolds.
@MainActor
private func toggleTheMessageUnderTheCursor(manager: TableManager, transcript: ChatTranscript) {
    if let row = manager.host.cursor?.item, let entry = transcript.entry(at: row) {
        transcript.toggleFolding(of: entry.id)
    }
}

@MainActor
@Test func transcriptsFoldingLongBlocksUnfoldsTheMessageUnderTheCursor() {
    let manager = TableManager()
    let transcript = ChatTranscript()
    manager.storage = transcript
    manager.register(MessageCell.self)
    let output = transcript.append(
        ChatMessage(role: .tool, text: (1...11).map { "    line \($0)" }.joined(separator: "\n")))
    let buffer = ScreenBuffer(width: 20, height: 14)
    manager.host.draw(in: buffer)
    #expect(transcript.message(for: output)?.isUnfolded == false)
    toggleTheMessageUnderTheCursor(manager: manager, transcript: transcript)
    #expect(transcript.message(for: output)?.isUnfolded == true)
}
