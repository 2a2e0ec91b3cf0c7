import Foundation
import TermCellsTesting
import Testing

/// The tour under random keys, in tmux, on terminals of several types and sizes: after every
/// key, the screen the frame writer left must be what a full repaint by ncurses shows
/// (``TmuxSession/differencesFromARepaint(width:timeout:)``), so that a stale cell is caught on
/// whichever tab, key and terminal leaves it; and everything the program sent must be made of
/// SGR sequences the entry declares. A failure prints the seed; `TERMCELLS_FUZZ_SEED` replays it.
@Suite struct TourRepaintFuzzTests {
    /// A terminal type and the size of its pane: the sizes differ so that each tab's rows fall
    /// differently (at 100×30 the Grid's wide glyphs share rows with the Table's text).
    struct Terminal: CustomStringConvertible, Sendable {
        let type: String
        let width: Int
        let height: Int
        var description: String { "\(type) \(width)×\(height)" }
    }

    static let terminals = [
        Terminal(type: "xterm-256color", width: 100, height: 30),
        Terminal(type: "screen", width: 100, height: 24),
        Terminal(type: "linux", width: 80, height: 25),
        Terminal(type: "vt220", width: 80, height: 24),
        Terminal(type: "putty", width: 120, height: 30),
        Terminal(type: "rxvt-unicode-256color", width: 90, height: 36),
    ]

    /// Tab switches and the keys that move, page, open and close. Left out: Live, which never
    /// stops changing.
    static let keys = [
        "1", "2", "4", "5", "6", "7", "Down", "Up", "PageDown", "PageUp", "Home", "End", "Right", "Left", "j", "k",
        "Space", "Enter", "?", "Escape",
    ]
    /// Keys a run sends on each terminal: each costs a stop, a resume and the waits for them,
    /// so six terminals at eight keys cost what one at fifty would.
    static let steps = 8

    @Test(arguments: terminals)
    func everyKeyLeavesTheScreenAFullRepaintShows(terminal: Terminal) throws {
        let oracle = try TerminfoOracle(terminal: terminal.type)
        // Each terminal draws its own keys from the run's seed.
        let seed = FuzzSettings.seed
        let index = Self.terminals.firstIndex { $0.type == terminal.type } ?? 0
        var generator = SeededGenerator(seed: seed &+ UInt64(index))
        let replay = "TERMCELLS_FUZZ_SEED=\(seed), \(terminal)"
        let demo = DemoBinary.shellQuoted(DemoBinary.path)
        let session = try #require(
            try TmuxSession.interactiveShell(width: terminal.width, height: terminal.height), "no shell prompt")
        session.recordOutput(toFile: "output.bin")
        session.type("NO_COLOR= TERM=\(terminal.type) \(demo) tour")
        session.send("Enter")
        try #require(session.waitFor(text: "Nothing selected"), "\(replay): \(session.screenText())")
        var sent: [String] = []
        for _ in 0..<Self.steps {
            let key = Self.keys.randomElement(using: &generator) ?? "Down"
            sent.append(key)
            session.send(key)
            let differences = session.differencesFromARepaint(width: terminal.width)
            try #require(differences.isEmpty, "\(replay), after \(sent.joined(separator: " ")): \(differences)")
        }
        // Esc alone first (read together with q it would be Alt-q), to leave the help if shown.
        session.send("Escape")
        _ = session.settledCells(width: terminal.width)
        session.send("q")
        #expect(session.endedWith(status: 0), "\(replay):\n\(session.screenText())")
        let output = try Data(contentsOf: session.workDirectory.appendingPathComponent("output.bin"))
        let undeclared = oracle.undeclaredSGR(in: Array(output))
        #expect(undeclared.isEmpty, "\(replay): SGR the entry does not declare: \(undeclared.sorted())")
    }
}
