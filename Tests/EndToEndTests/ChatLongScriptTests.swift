import Foundation
import Testing

/// `termcells-demo chat SCRIPT` with a long script: the first screen shows while the rest is
/// still being parsed (the status counts the messages so far, with a "+"), and the replay
/// goes on to the script's last message.
@Suite struct ChatLongScriptTests {
    /// `pairs` questions and answers, the answers some thirty words long.
    static func script(pairs: Int) -> [UInt8] {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        var bytes: [UInt8] = []
        for number in 1...pairs {
            bytes += Array("user:\nquestion \(number): what comes next?\nassistant:\nanswer \(number): \(words)\n".utf8)
        }
        return bytes
    }

    @Test func theFirstScreenShowsBeforeTheWholeScriptIsParsed() throws {
        let pairs = 100_000
        let session = try TmuxSession.chat(replaying: Self.script(pairs: pairs), arguments: "--tokens-per-second 20")
        #expect(
            session.waitFor { screen in
                screen.contains("question 1: what comes next?")
                    && screen.contains { $0.hasPrefix(" message 1 of ") && $0.contains("+, streaming") }
            }, "\(session.screenText())")
        #expect(session.waitFor(text: " of \(2 * pairs), streaming", timeout: 60), "\(session.screenText())")
        session.send("q")
        #expect(session.waitFor(text: "after 0"), "\(session.screenText())")
    }
}
