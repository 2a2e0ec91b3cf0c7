import Foundation
import Testing

/// `termcells-demo chat SCRIPT` reads a script saved with Windows line ends, or with a UTF-8
/// byte order mark before its first line, as the same conversation as the plain LF file.
@Suite struct ChatScriptEncodingTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// The screen once `bytes`, as a script, has been replayed whole (or the last screen when
    /// it never was), tall enough for every message of ``ChatDemoTests/script``.
    func finalScreen(of bytes: [UInt8]) throws -> [String] {
        let session = try TmuxSession(
            width: 60, height: 45,
            script: """
                while [ ! -e script.txt ]; do sleep 0.02; done
                \(demo) chat script.txt --tokens-per-second 100000
                echo "after $?"
                """)
        let scratch = session.workDirectory.appendingPathComponent("scratch.txt")
        try Data(bytes).write(to: scratch)
        try FileManager.default.moveItem(at: scratch, to: session.workDirectory.appendingPathComponent("script.txt"))
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
}
