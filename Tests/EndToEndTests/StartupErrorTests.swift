import Foundation
import Testing

/// Start-up refusals: one line on stderr naming the cause, exit status 2, nothing drawn.
@Suite struct StartupErrorTests {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    func runDemo(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DemoBinary.path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
                       standardError: String(decoding: err, as: UTF8.self))
    }

    @Test func nonTerminalStandardInputExits2WithTheCause() throws {
        let outcome = try runDemo(["hello"])
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "termcells-demo: standard input is not a terminal\n")
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test func helpListsTheSubcommands() throws {
        let outcome = try runDemo(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("hello"))
        #expect(outcome.standardOutput.contains("table"))
    }

    @Test func unknownTerminalTypeExits2InATerminal() throws {
        let session = try TmuxSession(width: 80, height: 24, script: """
        TERM=no-such-terminal \(DemoBinary.shellQuoted(DemoBinary.path)) hello
        echo "exit=$?"
        """)
        #expect(session.waitFor(text: "exit=2"), "\(session.screenText())")
        // The message wraps at the pane's width; join the rows to read it whole.
        #expect(session.screen().joined().contains("termcells-demo: terminal type 'no-such-terminal' is not known to terminfo; set TERM to a known type (for example xterm-256color)exit=2"))
    }
}
