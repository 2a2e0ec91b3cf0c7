import Foundation
import Testing

/// Terminals the demo cannot use: each refusal is one line on stderr naming the cause and exit
/// status 2 (``TerminalStartupError/exitStatus``), with the terminal left as it was.
@Suite struct StartupRefusalTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)

    /// Runs `command` in tmux with stderr to err.txt and returns (status, stderr) once it ends.
    func refusal(_ command: String) throws -> (status: String?, error: String, alternate: String) {
        let session = try TmuxSession(
            width: 200, height: 10,
            script: """
                stty -g > before.txt
                \(command) 2> err.txt
                echo "exit=$?" > status.txt
                stty -g > after.txt
                """)
        let status = session.waitForFile("status.txt")?.trimmingCharacters(in: .whitespacesAndNewlines)
        let error =
            (try? String(contentsOfFile: session.workDirectory.appendingPathComponent("err.txt").path, encoding: .utf8))
            ?? ""
        #expect(
            session.waitForFile("after.txt") == session.waitForFile("before.txt"), "the terminal's modes are untouched")
        return (status, error, session.format("#{alternate_on}"))
    }

    @Test func unsetTerm() throws {
        let outcome = try refusal("env -u TERM \(demo) hello")
        #expect(outcome.status == "exit=2")
        #expect(
            outcome.error
                == "termcells-demo: TERM is not set; set it to your terminal's type (for example TERM=xterm-256color)\n"
        )
        #expect(outcome.alternate == "0")
    }

    /// (`table` and `pick` answer a dumb terminal in plain mode instead: PlainModeTests.)
    @Test func dumbTerminal() throws {
        let outcome = try refusal("TERM=dumb \(demo) grid")
        #expect(outcome.status == "exit=2")
        #expect(
            outcome.error
                == "termcells-demo: terminal type 'dumb' cannot position the cursor; a full-screen program needs a terminal such as xterm-256color\n"
        )
    }

    @Test func unknownTerm() throws {
        let outcome = try refusal("TERM=no-such-terminal \(demo) grid")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error.hasPrefix("termcells-demo: terminal type 'no-such-terminal' is not known to terminfo"))
    }

    @Test func standardOutputNotATerminal() throws {
        let outcome = try refusal("\(demo) hello > out.txt")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo: standard output is not a terminal\n")
    }

    @Test func standardOutputClosed() throws {
        let outcome = try refusal("\(demo) table >&-")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo: standard output is not a terminal\n")
    }

    @Test func standardInputNotATerminal() throws {
        let outcome = try refusal("\(demo) table < /dev/null")
        #expect(outcome.status == "exit=2")
        #expect(outcome.error == "termcells-demo: standard input is not a terminal\n")
    }

    @Test func pickWithoutAControllingTerminalExits2() {
        // No terminal at all (stdin /dev/null is not piped lines either way): refused, no hang.
        let outcome = Subprocess.run(["sh", "-c", "echo a | setsid \(demo) pick"])
        #expect(outcome.status == 2)
        #expect(outcome.error == "termcells-demo: cannot open the terminal device /dev/tty\n")
    }

    /// The choice for a non-UTF-8 locale: not a refusal. Character handling falls back to
    /// C.UTF-8 (``CursesTerminal``), so CJK and emoji still draw with their real widths.
    @Test func nonUTF8LocaleStillDrawsWideText() throws {
        let session = try TmuxSession(
            width: 80, height: 24, script: "\(demo) hello", environment: ["LANG": "C", "LC_ALL": "C"])
        #expect(session.waitFor(text: "Terminal: 80×24"), "\(session.screenText())")
        #expect(session.screen().contains("  CJK: 漢字とかな、한국어"), "\(session.screenText())")
        #expect(session.screen().contains("  │         centre 中央          │"), "\(session.screenText())")
    }
}
