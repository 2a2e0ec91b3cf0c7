import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `pick` against hostile input and output (issue 18): a destination that cannot take the
/// choice, a closed standard input.
@Suite struct PickHostileInputTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// A file holding `bytes`, removed by the caller.
    static func inputFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcells-pick-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aChoiceThatCannotBeWrittenIsAnErrorNotExit0() throws {
        let input = try Self.inputFile(Array("alpha\nbeta\n".utf8))
        defer { unlink(input) }
        let terminal = try PseudoTerminal([DemoBinary.path, "pick"], width: 60, height: 12, environment: Self.environment,
                                          standardInput: input, standardOutput: "/dev/full")
        try #require(terminal.waitFor(text: "2/2"))
        terminal.send("\r")
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo pick: cannot write the choice to standard output: No space left on device"))
    }

    @Test func aClosedStandardInputIsRefused() throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let terminal = try PseudoTerminal(["/bin/sh", "-c", "exec \(demo) pick <&-"], width: 60, height: 12, environment: Self.environment)
        #expect(terminal.waitForExit() == 2)
        #expect(terminal.waitFor(text: "termcells-demo pick: standard input is closed"))
    }

    @Test func aPasteIsOneEditAndItsNewlineIsNotEnter() throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let session = try TmuxSession(width: 60, height: 12, script: """
        printf 'alpha\\nneedle in a haystack\\nbeta\\n' | \(demo) pick > out.txt; echo "exit=$?"
        """)
        #expect(session.waitFor(text: "3/3"), "\(session.screenText())")
        session.paste("ne\nedle\n")
        #expect(session.waitFor(text: "1/3"), "the paste is one query\n\(session.screenText())")
        #expect(session.waitFor(text: "> needle▏"), "\(session.screenText())")
        // The newlines in the paste did not choose: the picker still runs, and Esc cancels it.
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }

    @Test func aMegabytePasteIsFilteredAtOnce() throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let session = try TmuxSession(width: 60, height: 12, script: """
        printf 'alpha\\nbeta\\ngamma\\n' | \(demo) pick > out.txt; echo "exit=$?"
        """)
        #expect(session.waitFor(text: "3/3"), "\(session.screenText())")
        var paste = ""
        while paste.utf8.count < 1 << 20 { paste += "a pasted line of forty bytes, repeated.\n" }
        let started = Date()
        session.paste(paste)
        // Typed as keys this was quadratic (0.09 s for 10 kB, 642 s for 1 MB on 6e115d0).
        #expect(session.waitFor(timeout: 30) { $0.contains { $0.contains("0/3") } && $0.contains { $0.contains("> a pasted line") } },
                "1 MiB paste not filtered in 30 s\n\(session.screenText())")
        let elapsed = Date().timeIntervalSince(started)
        print("pick: 1 MiB bracketed paste shown filtered after \(Int(elapsed * 1000)) ms")
        session.send("C-u")
        #expect(session.waitFor(text: "3/3"), "\(session.screenText())")
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(session.screenText())")
    }
}
