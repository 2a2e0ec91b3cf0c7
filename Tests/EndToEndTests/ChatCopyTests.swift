import Foundation
import Testing

/// `y` in `chat` copies the message under the cursor with OSC 52, as the terminal's entry
/// declares it (`Ms`), and says so in the status; a terminal not known to take it, or
/// `TERMCELLS_CLIPBOARD=0`, is sent nothing and the status says why.
@Suite struct ChatCopyTests {
    static let script =
        "user:\nwhich planet is the smallest?\n\nassistant:\nMercury, by far:\nits radius is 2,440 km.\n"

    /// Runs `chat` on the script under `environment`, moves the cursor to message `up` rows
    /// above the last, presses `y`; returns the terminal once the status says `expected`.
    func copy(environment: [String: String], up: Int, expecting expected: String) throws -> PseudoTerminal {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chat-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("script.txt")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "chat", script.path, "--tokens-per-second", "1000"], width: 80, height: 20,
            environment: environment.merging(["LANG": "C.UTF-8"]) { mine, _ in mine })
        #expect(terminal.waitFor(text: "2 messages"), "\(String(decoding: terminal.output, as: UTF8.self))")
        for _ in 0..<up { terminal.send("k") }
        let before = terminal.outputCount
        terminal.send("y")
        #expect(
            terminal.waitFor(text: expected, after: before),
            "\(String(decoding: terminal.output(from: before), as: UTF8.self))")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        return terminal
    }

    /// The texts the terminal was asked to put on the clipboard, decoded.
    static func copiedTexts(in output: [UInt8]) -> [String] {
        let text = String(decoding: output, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}]52;c;").dropFirst().compactMap { part in
            guard let end = part.firstIndex(of: "\u{07}"), let data = Data(base64Encoded: String(part[..<end])) else {
                return nil
            }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test(arguments: [(0, "Mercury, by far:\nits radius is 2,440 km.", 2), (1, "which planet is the smallest?", 1)])
    func yCopiesTheMessageUnderTheCursor(up: Int, text: String, number: Int) throws {
        let terminal = try copy(environment: ["TERM": "xterm-256color"], up: up, expecting: "copied message \(number)")
        #expect(Self.copiedTexts(in: terminal.output) == [text])
    }

    @Test(arguments: [["TERM": "vt100"], ["TERM": "xterm-256color", "TERMCELLS_CLIPBOARD": "0"]])
    func nothingIsSentWhereTheTerminalTakesNoCopy(environment: [String: String]) throws {
        let terminal = try copy(environment: environment, up: 0, expecting: "this terminal takes no copy")
        #expect(!terminal.output.contains(subsequence: Array("\u{1B}]52;".utf8)))
    }
}
