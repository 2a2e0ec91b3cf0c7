import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal window that closes under the demo (its pty master closed): the program ends
/// with 129, the status SIGHUP gives, within seconds — also when no SIGHUP reaches it. The
/// kernel sends SIGHUP to the session's leader only, and to the foreground group once that
/// leader exits: a parent shell that ignores or blocks it (a tmux pane's shell that inherited
/// a blocked SIGHUP) stays, and so did the demo under it. The terminal's reads giving end of
/// file are enough. `pick` ends too while its list's pipe stays open and its reader thread
/// waits on it.
@Suite struct HangUpTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// A demo command and the text of its first screen.
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let firstScreen: String
        /// Whether the demo runs under a shell that ignores SIGHUP (else it is the session leader).
        let underShell: Bool
        var testDescription: String { arguments.joined(separator: " ") + (underShell ? " under a shell" : "") }
    }

    static let cases: [Case] = [false, true].flatMap { underShell in
        [
            Case(arguments: ["table"], firstScreen: "Nothing selected", underShell: underShell),
            Case(
                arguments: ["live", "--rate", "10", "--duration", "600"], firstScreen: "Received ",
                underShell: underShell),
            Case(arguments: ["pick"], firstScreen: "2/2", underShell: underShell),
        ]
    }

    @Test(arguments: cases)
    func closingTheTerminalEndsTheDemoWith129(_ hangUp: Case) throws {
        // pick's lines come from a pipe that stays open (this test holds its writing end), so
        // its reader never sees the end of its input.
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-hup-\(UUID().uuidString)")
            .path
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        // Read-write: opening does not wait for a reader, and the pipe never reports its end.
        let writer = open(fifo, O_RDWR)
        try #require(writer >= 0)
        defer { close(writer) }
        _ = "alpha\nbeta\n".withCString { write(writer, $0, strlen($0)) }

        let quoted = ([DemoBinary.path] + hangUp.arguments).map(DemoBinary.shellQuoted).joined(separator: " ")
        // Under the shell, the demo is not the session leader: no SIGHUP comes to it while the
        // shell lives (and it waits for the demo). The shell's exit status is the demo's.
        let script = hangUp.underShell ? "trap '' HUP; \(quoted); status=$?; exit $status" : "exec \(quoted)"
        let terminal = try PseudoTerminal(
            ["/bin/sh", "-c", script], width: 80, height: 24, environment: Self.environment,
            standardInput: hangUp.arguments == ["pick"] ? fifo : nil)
        try #require(
            terminal.waitFor(text: hangUp.firstScreen, timeout: 30),
            "no first screen: \(String(decoding: terminal.output, as: UTF8.self).suffix(300).debugDescription)")

        terminal.hangUp()

        #expect(terminal.waitForExit(timeout: 10) == 129, "still running, or another status")
    }
}
