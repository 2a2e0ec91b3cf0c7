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

    /// A long transcript is searched off the main thread: while the search is under way (the
    /// status says so), `p` pauses the replay at once; then the answer comes.
    @Test func keysAreAnsweredWhileALongTranscriptIsSearched() throws {
        let count = 400_000
        let filler = String(repeating: "Lorem Ipsum Dolor ", count: 4)
        var script: [UInt8] = []
        for number in 1...count { script += Array("user:\nmessage \(number): \(filler)\n".utf8) }
        // All but the last hundred shown at once, the rest streaming slowly.
        let session = try TmuxSession.chat(
            replaying: script, arguments: "--from \(count - 100) --tokens-per-second 5", width: 120)
        #expect(session.waitFor(timeout: 120, { $0.contains { $0.contains("streaming") } }), "\(session.screenText())")
        session.send("/")
        session.type("nowhere")
        session.send("Enter")
        #expect(session.waitFor(text: "streaming · searching for “nowhere”…"), "\(session.screenText())")
        session.send("p")
        #expect(session.waitFor(text: "paused · searching for “nowhere”…"), "\(session.screenText())")
        #expect(session.waitFor(text: "paused · no message holds “nowhere”"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }

    /// A query that starts with a role and a colon finds only that role's messages (any case):
    /// `user: next` the questions, `assistant:` alone every answer.
    @Test func aQueryThatStartsWithARoleFindsOnlyThatRolesMessages() throws {
        let session = try replayed()
        func search(_ query: String) {
            session.send("/")
            session.send("C-u")
            session.type(query)
            session.send("Enter")
        }
        search("assistant: next")
        #expect(session.waitFor(text: "no message holds “assistant: next”"), "\(session.screenText())")
        search("User: NEXT")
        #expect(session.waitFor(text: "“User: NEXT” in message 1"), "\(session.screenText())")
        session.send("n")
        #expect(session.waitFor(text: "“User: NEXT” in message 3"), "\(session.screenText())")
        search("assistant:")
        #expect(session.waitFor(text: "“assistant:” in message 4"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }
}
