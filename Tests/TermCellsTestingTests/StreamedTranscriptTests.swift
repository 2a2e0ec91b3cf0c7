import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// A chat screen whose storage is a `ChatTranscript`: a question, and an answer under it.
@MainActor
private final class ChatScreen: ApplicationContent {
    let manager = TableManager()
    let transcript = ChatTranscript()

    init() {
        manager.storage = transcript
        manager.register(MessageCell.self)
        manager.host.followsTail = true
        transcript.append(ChatMessage(role: .user, text: "Why is the sky blue?"))
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        manager.host.draw(in: canvas)
    }

    func handle(_ event: InputEvent, application: Application) {
        _ = manager.host.handle(event)
    }
}

/// A reply streamed from a detached task reaches an application's screen through the
/// transcript with no drain or wake-up of the program's own.
@MainActor
@Suite struct StreamedTranscriptTests {
    @Test func tokensFromADetachedTaskShowOnTheApplicationsScreen() async throws {
        let screen = try ScreenDriver(application: ChatScreen(), width: 24, height: 6)
        let chat = screen.content.content
        let reply = chat.transcript.append(role: .assistant)
        let tokens = ["Light", " scatters", " off", " the", " air."]
        Task.detached {
            for token in tokens { reply.append(token) }
            reply.finish()
        }
        try await screen.waitForText("air.")
        try await screen.waitUntilSettled()
        #expect(
            screen.lines == [
                "user", "Why is the sky blue?", "assistant", "Light scatters off the", "air.", "",
            ])
        #expect(chat.transcript.entry(for: reply.id)?.state == .finished)
        #expect(chat.transcript.message(for: reply.id)?.text == "Light scatters off the air.")
    }
}
