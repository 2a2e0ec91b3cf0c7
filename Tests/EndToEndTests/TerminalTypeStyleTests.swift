import Foundation
import Testing

/// Styles on terminals of many types: what the frame writer sends must look like what ncurses
/// paints for the same cells (a forced full repaint), and be made of sequences the entry
/// declares — no attribute the entry lacks, `ncv` honoured, `op` taken for what it does.
/// `swift test` runs its processes with `NO_COLOR=1`, which would leave every colour (and so
/// every `ncv` conflict) out: the programs here run with it empty, colours on.
@Suite struct TerminalTypeStyleTests {
    static let terminals = TerminalTypes.all + ["xterm-color", "xterm-kitty"]
    let width = 60
    let height = 12

    /// Lines in every attribute, alone and with colours, for `pick --ansi`.
    static let styledLines = [
        "\\033[2mdim line", "\\033[3mitalic line", "\\033[4;32munderlined green", "\\033[7;34mreverse blue",
        "\\033[1;2mbold dim", "\\033[2;33mdim yellow", "\\033[92mbright green", "\\033[1;4;7;31mall red",
        "plain line",
    ].map { $0 + "\\033[0m\\n" }.joined()

    @Test(arguments: terminals)
    func theWritersFramesLookLikeARepaintAndUseOnlyTheEntrysSequences(terminal: String) throws {
        let oracle = try TerminfoOracle(terminal: terminal)
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        // The program starts once the recording does.
        let script = """
            while [ ! -e go ]; do sleep 0.02; done
            printf '\(Self.styledLines)' | \(demo) pick --ansi
            echo "exit=$?"
            """
        let session = try TmuxSession(
            width: width, height: height, script: script, environment: ["TERM": terminal, "NO_COLOR": ""])
        session.recordOutput(toFile: "output.bin")
        _ = FileManager.default.createFile(
            atPath: session.workDirectory.appendingPathComponent("go").path, contents: nil)
        try #require(session.waitFor(text: "9/9"), "\(terminal): \(session.screenText())")
        // No line matches, then every line is back: the list is the writer's frame.
        session.type("zzz")
        #expect(session.waitFor(text: "0/9"), "\(terminal): \(session.screenText())")
        session.send("BSpace", "BSpace", "BSpace")
        #expect(session.waitFor { $0.contains { $0.contains("9/9") } && $0.contains { $0.contains("plain line") } })
        let written = session.styledCells(width: width)
        // A resize is a full repaint by ncurses: away and back to the same size.
        session.resize(width: width, height: height - 1)
        #expect(session.waitFor { $0.count == height - 1 && $0.last?.contains("Enter") == true })
        session.resize(width: width, height: height)
        let repainted = session.waitFor(timeout: 5) { lines in
            lines.count == height && lines.last?.contains("Enter") == true
                && session.styledCells(width: width) == written
        }
        let differences = session.styledCells(width: width).differences(from: written)
        #expect(repainted, "\(terminal): the repaint differs from the writer's frame: \(differences)")
        session.send("Escape")
        #expect(session.waitFor(text: "exit=130"), "\(terminal): \(session.screenText())")
        let output = try Data(contentsOf: session.workDirectory.appendingPathComponent("output.bin"))
        let undeclared = oracle.undeclaredSGR(in: Array(output))
        #expect(undeclared.isEmpty, "\(terminal) was sent SGR its entry does not declare: \(undeclared.sorted())")
    }

    /// The cursor's row with a query's matches in it, over bold text: matched letters bold in
    /// a colour, then bold reversed letters without one. Where `ncv` says reverse does not go
    /// with colour (putty), ncurses' own paint left the reverse off after a matched letter (it
    /// counted the reverse it had dropped as sent); the writer paints over ncurses' frames
    /// there, so a full repaint shows what the writer's frames show.
    @Test(arguments: terminals)
    func theCursorsRowWithMatchesOverBoldTextLooksTheSameAfterARepaint(terminal: String) throws {
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let lines = ["\\033[1mbold word", "\\033[1;2mbold dim line", "plain line"].map { $0 + "\\033[0m\\n" }
        let script = "printf '\(lines.joined())' | \(demo) pick --ansi"
        let session = try TmuxSession(
            width: width, height: height, script: script, environment: ["TERM": terminal, "NO_COLOR": ""])
        try #require(session.waitFor(text: "3/3"), "\(terminal): \(session.screenText())")
        // Only the bold line matches: it is the cursor's row.
        session.type("wor")
        #expect(session.waitFor(text: "1/3"), "\(terminal): \(session.screenText())")
        let written = session.styledCells(width: width)
        session.resize(width: width, height: height - 1)
        #expect(session.waitFor { $0.count == height - 1 && $0.last?.contains("Enter") == true })
        session.resize(width: width, height: height)
        let repainted = session.waitFor(timeout: 5) { lines in
            lines.count == height && lines.last?.contains("Enter") == true
                && session.styledCells(width: width) == written
        }
        let differences = session.styledCells(width: width).differences(from: written)
        #expect(repainted, "\(terminal): the repaint differs from the writer's frame: \(differences)")
        session.send("Escape")
    }

    /// Inline mode sends its own frames too: the table's dim help, its reverse cursor row, a
    /// moved cursor, in the entry's sequences only.
    @Test(arguments: terminals + ["vt100"])
    func inlineFramesUseOnlyTheEntrysSequences(terminal: String) throws {
        let oracle = try TerminfoOracle(terminal: terminal)
        let pty = try PseudoTerminal(
            [DemoBinary.path, "table", "--height", "8"], width: 60, height: 20,
            environment: ["TERM": terminal, "NO_COLOR": "", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(pty.waitFor(text: "Nothing selected"), "\(terminal): never drawn")
        let drawn = pty.output.count
        pty.send("jjj")
        #expect(pty.waitFor(text: "Item 3", after: drawn), "\(terminal): the cursor's move never drawn")
        pty.send("q")
        #expect(pty.waitForExit() == 0)
        let undeclared = oracle.undeclaredSGR(in: pty.output)
        #expect(undeclared.isEmpty, "\(terminal) was sent SGR its entry does not declare: \(undeclared.sorted())")
    }
}
