import Foundation
import Testing

/// `hello`'s true-colour gradient on real terminals: sent as 24-bit colours where the terminal
/// says it takes them, and read back so from tmux, also after ncurses repaints the screen; as
/// the entry's own colours, or none, where it does not.
@Suite struct TrueColorTests {
    let demo = DemoBinary.shellQuoted(DemoBinary.path)
    let width = 80
    let height = 24

    /// tmux keeps a 24-bit colour as it was sent (`capture-pane -e` shows `38;2;r;g;b`); its
    /// `tmux-256color` declares no true colour, and `COLORTERM` says the terminal takes it.
    @Test func tmuxShowsTheGradientIn24BitColoursAndARepaintShowsTheSame() throws {
        // Colours on, whatever NO_COLOR the test runner has (an empty NO_COLOR is unset).
        let session = try TmuxSession(
            width: width, height: height, script: "\(demo) hello",
            environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        #expect(session.waitFor(text: "(24-bit)"), "\(session.screenText())")
        let row = try #require(session.screen().firstIndex { $0.contains("True colour:") })
        // The gradient's first cell is pure red; the next rows' "as 256" its nearest, 196.
        let redCell = "\"█\"  fg 38:2:255:0:0 bg default"
        #expect(session.waitFor { _ in session.styledCells(width: width).rows[row][15] == redCell })
        #expect(session.styledCells(width: width).rows[row + 1][15] == "\"█\"  fg 38:5:196 bg default")
        let written = session.styledCells(width: width)
        // A resize is a full repaint by ncurses: away and back to the same size.
        session.resize(width: width, height: height - 1)
        #expect(session.waitFor { $0.count == height - 1 && $0.last == " q quit" })
        session.resize(width: width, height: height)
        let repainted = session.waitFor(timeout: 5) { lines in
            lines.count == height && lines.last == " q quit"
                && session.styledCells(width: width).rows[row] == written.rows[row]
        }
        let differences = session.styledCells(width: width).differences(from: written)
        #expect(repainted, "the repaint differs from the writer's frame: \(differences)")
    }

    /// Without true colour (no `COLORTERM`, no `RGB` or `Tc` in the entry), the gradient goes
    /// out in what the entry declares: xterm's 8 colours, and nothing at all on a vt100.
    @Test(arguments: [("xterm", "(nearest"), ("vt100", "(no colour)")])
    func withoutTrueColourTheHelloScreenUsesOnlyTheEntrysSequences(terminal: String, note: String) throws {
        let oracle = try TerminfoOracle(terminal: terminal)
        let pty = try PseudoTerminal(
            [DemoBinary.path, "hello"], width: width, height: height,
            environment: ["TERM": terminal, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"])
        #expect(pty.waitFor(text: "True colour:"), "\(terminal): never drawn")
        #expect(pty.waitFor(text: note), "\(terminal): the gradient's note never drawn")
        pty.send("q")
        #expect(pty.waitForExit() == 0)
        let output = pty.output
        #expect(!String(decoding: output, as: UTF8.self).contains("38;2;"), "\(terminal) was sent a 24-bit colour")
        let undeclared = oracle.undeclaredSGR(in: output)
        #expect(undeclared.isEmpty, "\(terminal) was sent SGR its entry does not declare: \(undeclared.sorted())")
    }

    /// `pick --ansi` keeps a line's 24-bit colours (`38;2;r;g;b`), as fzf does.
    @Test func pickKeepsTheInputs24BitColours() throws {
        let session = try TmuxSession(
            width: 40, height: 8,
            // The cursor's row shows its own style: the coloured line is the second.
            script: "printf 'first\\n\\033[38;2;255;135;0morange\\033[0m line\\n' | \(demo) pick --ansi",
            environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        #expect(session.waitFor(text: "2/2"), "\(session.screenText())")
        let row = try #require(session.screen().firstIndex { $0.contains("orange line") })
        let cells = session.styledCells(width: 40).rows[row]
        let column = try #require(session.screen()[row].firstIndex(of: "o")).utf16Offset(in: session.screen()[row])
        #expect(cells[column].hasSuffix("fg 38:2:255:135:0 bg default"), "\(cells[column])")
    }
}
