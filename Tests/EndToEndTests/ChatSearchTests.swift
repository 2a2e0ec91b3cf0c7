import Foundation
import Testing

/// `termcells-demo chat`'s search (`/`): the query is typed after a label on the status row,
/// and Enter, `n` and `N` move the cursor to the messages holding it.
@Suite struct ChatSearchTests {
    /// ``ChatDemoTests/script`` replayed whole at once.
    func replayed() throws -> TmuxSession {
        let session = try TmuxSession.chat(replaying: Array(ChatDemoTests.script.utf8))
        #expect(session.waitFor(text: " 8 messages"), "\(session.screenText())")
        return session
    }

    @Test func theQueryIsTypedAfterALabelNotGluedToTheStatus() throws {
        let session = try replayed()
        session.send("/")
        session.type("abc")
        #expect(
            session.waitFor { $0.contains { $0.hasPrefix(" 8 messages · search: /abc") } }, "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor { $0.contains(" 8 messages") }, "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }
}
