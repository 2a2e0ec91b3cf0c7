import Foundation
import Testing

/// Start-up refusals: one line on stderr naming the cause, exit status 2, nothing drawn.
@Suite struct StartupErrorTests {
    func runDemo(_ arguments: [String]) -> Subprocess.Result {
        Subprocess.run([DemoBinary.path] + arguments)
    }

    @Test func nonTerminalStandardInputExits2WithTheCause() {
        let outcome = runDemo(["hello"])
        #expect(outcome.status == 2)
        #expect(outcome.error == "termcells-demo: standard input is not a terminal\n")
        #expect(outcome.output.isEmpty)
    }

    @Test func helpListsTheSubcommands() {
        let outcome = runDemo(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("hello"))
        #expect(outcome.output.contains("table"))
    }

    @Test func unknownTerminalTypeExits2InATerminal() throws {
        let session = try TmuxSession(
            width: 80, height: 24,
            script: """
                TERM=no-such-terminal \(DemoBinary.shellQuoted(DemoBinary.path)) hello
                echo "exit=$?"
                """)
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        // The message wraps at the pane's width; join the rows to read it whole.
        #expect(
            session.screen().joined().contains(
                "termcells-demo: terminal type 'no-such-terminal' is not known to terminfo; set TERM to a known type (for example xterm-256color)exit=2"
            ))
    }
}
