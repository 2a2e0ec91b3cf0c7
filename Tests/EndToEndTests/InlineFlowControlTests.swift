import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--height` runs give the terminal back exactly as they found it (issue 51, item 4): XON/XOFF
/// flow control on again after q, Esc or Enter, and while the program is stopped by Ctrl-Z.
/// Inline mode turned flow control off before it saved the settings to put back, so it put
/// back `-ixon`.
@Suite struct InlineFlowControlTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    @Test(arguments: [("table", "q"), ("pick", "\r"), ("pick", "\u{1B}")])
    func theSettingsAreTheShellsAfterTheEnd(command: String, key: String) throws {
        let lines = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString).txt")
        try "alpha\nbeta\n".write(to: lines, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: lines) }
        let terminal = try PseudoTerminal(
            [DemoBinary.path, command, "--height", "8"], width: 80, height: 24, environment: Self.environment,
            standardInput: command == "pick" ? lines.path : nil)
        let before = terminal.initialSettings
        try #require(before.c_iflag & tcflag_t(IXON) != 0, "the terminal starts with flow control on")
        let shown = command == "table" ? "Nothing selected" : "2/2"
        try #require(terminal.waitFor(text: shown), "\(String(decoding: terminal.output, as: UTF8.self))")
        #expect(terminal.settings().c_iflag & tcflag_t(IXON) == 0, "flow control is off while it runs")
        terminal.send(key)
        #expect(terminal.waitForExit() != nil, "\(command): \(key.debugDescription) did not end it")
        let after = terminal.settings()
        #expect(after.c_iflag & tcflag_t(IXON) != 0, "\(command), \(key.debugDescription): -ixon after the end")
        #expect(
            after.c_iflag == before.c_iflag && after.c_oflag == before.c_oflag && after.c_lflag == before.c_lflag
                && after.c_cflag == before.c_cflag,
            "\(command), \(key.debugDescription): the settings differ from the shell's")
    }

    @Test func theSettingsAreTheShellsWhileStopped() throws {
        let session = try #require(try TmuxSession.interactiveDash(width: 80, height: 24), "no dash prompt")
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        session.type("stty ixon; stty -g > before.txt; \(demo) table --height 8")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.send("C-z")
        #expect(session.waitFor(text: "Stopped"), "\(session.screenText())")
        session.type("stty -g > stopped.txt; echo stopped-ok")
        session.send("Enter")
        #expect(session.waitFor(text: "stopped-ok"), "\(session.screenText())")
        let before = session.waitForFile("before.txt")
        #expect(before != nil && session.waitForFile("stopped.txt") == before, "the settings while stopped")
        session.type("fg")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        session.send("q")
        #expect(session.waitUntilOnlyTheShellRuns(), "\(session.screenText())")
        session.type("echo \"exit=$?\"")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
    }
}
