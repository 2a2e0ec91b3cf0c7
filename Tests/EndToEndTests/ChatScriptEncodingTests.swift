import Foundation
import Testing

/// `termcells-demo chat SCRIPT` reads a script saved with Windows line ends, or with a UTF-8
/// byte order mark before its first line, as the same conversation as the plain LF file.
@Suite struct ChatScriptEncodingTests {
    /// The screen once `bytes`, as a script, has been replayed whole (or the last screen when
    /// it never was), tall enough for every message of ``ChatDemoTests/script``.
    func finalScreen(of bytes: [UInt8]) throws -> [String] {
        let session = try TmuxSession.chat(replaying: bytes)
        session.waitFor(text: " 8 messages")
        defer { session.send("q") }
        return session.screen()
    }

    static let lines = Array(ChatDemoTests.script.utf8)

    @Test func aScriptWithCRLFLineEndsIsTheSameConversation() throws {
        let expected = try finalScreen(of: Self.lines)
        #expect(expected.contains("question 1: what is next?"), "\(expected.joined(separator: "\n"))")
        let crlf = Self.lines.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        let screen = try finalScreen(of: crlf)
        #expect(screen == expected, "\(screen.joined(separator: "\n"))")
    }

    @Test func aScriptStartingWithAByteOrderMarkIsTheSameConversation() throws {
        let expected = try finalScreen(of: Self.lines)
        let screen = try finalScreen(of: [0xEF, 0xBB, 0xBF] + Self.lines)
        #expect(screen == expected, "\(screen.joined(separator: "\n"))")
    }
}
