import Foundation
import Testing

/// Every way out — a signal, a broken pipe, a crash — leaves the terminal as it was found:
/// the same `stty -g`, the alternate screen left, the cursor shown.
@Suite struct SignalRestoreTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `command` in the background of a script that saves `stty -g` before and after
    /// and reports the status; `prepare` may set the environment.
    func startDemo(_ command: String, environment: [String: String] = [:]) throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                stty -g > before.txt
                \(command) < /dev/tty &
                echo $! > pid.txt
                wait $!
                echo "exit=$?"
                stty -g > after.txt
                """, environment: environment)
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        let pid =
            session.waitForFile("pid.txt").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        return (session, pid)
    }

    func expectRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) {
        let before = session.waitForFile("before.txt")
        let after = session.waitForFile("after.txt")
        #expect(
            before != nil && before == after, "stty -g before \(before ?? "-") after \(after ?? "-")",
            sourceLocation: sourceLocation)
        #expect(session.format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(session.format("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
    }

    func killedBy(_ signal: Int32, exits status: Int) throws {
        let (session, pid) = try startDemo("\(demo) table")
        try #require(pid > 0)
        kill(pid, signal)
        #expect(session.waitFor(text: "exit=\(status)"), "\(session.screenText())")
        expectRestored(session)
    }

    @Test func sigintExits130() throws { try killedBy(SIGINT, exits: 130) }
    @Test func sigtermExits143() throws { try killedBy(SIGTERM, exits: 143) }
    @Test func sighupExits129() throws { try killedBy(SIGHUP, exits: 129) }
    @Test func sigpipeWhileDrawingExits141() throws { try killedBy(SIGPIPE, exits: 141) }

    @Test func pickWritingToAClosedPipeExits141WithTheTerminalRestored() throws {
        // `true` has exited long before Enter: the choice is written to a pipe nobody reads.
        let session = try TmuxSession(
            width: 60, height: 12,
            script: """
                stty -g > before.txt
                { printf 'alpha\\nbeta\\n' | \(demo) pick; echo "pick=$?" > status.txt; } | true
                echo done
                stty -g > after.txt
                """)
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        session.send("Enter")
        #expect(session.waitFor(text: "done"), "\(session.screenText())")
        #expect(session.waitForFile("status.txt") == "pick=141\n")
        expectRestored(session)
    }

    @Test func aTrapInACellsDrawRestoresTheTerminalAndDiesByTheSignal() throws {
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                stty -g > before.txt
                \(demo) table 2> err.txt
                echo "exit=$?"
                stty -g > after.txt
                """, environment: ["TERMCELLS_TEST_CRASH": "draw"])
        // SIGILL (132) on x86_64, SIGTRAP (133) on arm64: a Swift trap, re-raised after the restore.
        #expect(
            session.waitFor { $0.contains { $0.contains("exit=132") || $0.contains("exit=133") } },
            "\(session.screenText())")
        expectRestored(session)
        let error =
            (try? String(contentsOfFile: session.workDirectory.appendingPathComponent("err.txt").path, encoding: .utf8))
            ?? ""
        #expect(error.contains("TERMCELLS_TEST_CRASH=draw"), "\(error)")
    }

    @Test func ctrlZRestoresTheTerminalWhileStoppedAndFgRedraws() throws {
        let session = try #require(try TmuxSession.interactiveShell(width: 80, height: 24), "no shell prompt")
        session.type("stty -g > before.txt; \(demo) table")
        session.send("Enter")
        #expect(session.waitFor(text: "Nothing selected"), "\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "1")
        session.send("C-z")
        #expect(session.waitFor(text: "Stopped"), "\(session.screenText())")
        session.type("stty -g > stopped.txt; echo stopped-ok")
        session.send("Enter")
        #expect(session.waitFor(text: "stopped-ok"), "\(session.screenText())")
        #expect(session.waitForFile("stopped.txt") == session.waitForFile("before.txt"), "modes while stopped")
        #expect(session.format("#{alternate_on}") == "0")
        #expect(session.format("#{cursor_flag}") == "1")
        session.type("fg")
        session.send("Enter")
        #expect(
            session.waitFor { $0.first == " TermCells — table: 1000 items" && $0.contains(" Nothing selected") },
            "redrawn after fg:\n\(session.screenText())")
        #expect(session.format("#{alternate_on}") == "1")
        session.send("Down", "Enter")
        #expect(session.waitFor(text: "Selected: Item 1"), "keys work after fg:\n\(session.screenText())")
        session.send("q")
        #expect(session.waitFor { $0.contains { $0.hasPrefix("$") } }, "\(session.screenText())")
        session.type("echo \"exit=$?\"; stty -g > after.txt")
        session.send("Enter")
        #expect(session.waitFor(text: "exit=0"), "\(session.screenText())")
        expectRestored(session)
    }
}

/// A signal on a kitty terminal: the restore deletes every image on the screen (`a=d,d=A`)
/// before it leaves the alternate screen; elsewhere it sends no kitty command.
@Suite struct SignalImageRestoreTests {
    static let grid = ImagesDemoTests.fixtures.appendingPathComponent("grid").path

    func killed(environment: [String: String]) throws -> String {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "images", Self.grid], width: 100, height: 30, environment: environment)
        #expect(terminal.waitFor(text: "01-ff0000.png"), "the demo did not draw")
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 143)
        return String(decoding: terminal.output, as: UTF8.self)
    }

    @Test func onKittyTheRestoreDeletesTheImagesBeforeLeavingTheScreen() throws {
        let output = try killed(environment: [
            "TERM": "xterm-kitty", "TERMCELLS_IMAGES": "kitty-placements", "COLORTERM": "truecolor",
        ])
        let delete = try #require(output.range(of: "\u{1B}_Ga=d,d=A,q=2\u{1B}\\", options: .backwards), "no delete")
        let leave = try #require(output.range(of: "\u{1B}[?1049l", options: .backwards), "the screen was not left")
        #expect(delete.upperBound <= leave.lowerBound)
    }

    @Test func elsewhereTheRestoreSendsNoKittyCommand() throws {
        let output = try killed(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(!output.contains("\u{1B}_G"))
        #expect(output.contains("\u{1B}[?1049l"))
    }
}
