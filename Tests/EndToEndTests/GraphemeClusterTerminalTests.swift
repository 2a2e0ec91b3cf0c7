import Foundation
import Testing

/// Grapheme clustering (mode 2027), with the test playing the terminal: the demo asks with
/// DECRQM (`ESC [ ? 2027 $ p`) without waiting; an answer that the mode can be set
/// (`ESC [ ? 2027 ; 2 $ y`) has it set (`ESC [ ? 2027 h`), text laid out again by cluster and
/// sent whole, and the mode reset (`ESC [ ? 2027 l`) on every way out. With no answer, the
/// demo writes what it wrote before, the question apart.
@Suite struct GraphemeClusterTerminalTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    static let question = "\u{1B}[?2027$p"
    static let set = Array("\u{1B}[?2027h".utf8)
    static let reset = Array("\u{1B}[?2027l".utf8)
    /// A family of four: seven scalars, more than an ncurses cell holds; eight columns by
    /// scalar, two by cluster.
    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    /// More families than a row shows either way: by cluster a 30-column row shows at least
    /// five in a row, by scalar at most three.
    static let familiesShownOnlyByCluster = Array(String(repeating: family, count: 5).utf8)

    /// `pick` over a line of families on a 30-column terminal, the question answered with
    /// `state`; returns the terminal and where the answer was sent.
    func startPick(answering state: Int) throws -> (PseudoTerminal, answered: Int, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-clusters-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let input = directory.appendingPathComponent("in.txt").path
        try Data((String(repeating: Self.family, count: 20) + "\nalpha\n").utf8).write(to: URL(fileURLWithPath: input))
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"], width: 30, height: 10, environment: Self.environment, standardInput: input,
            standardOutput: directory.appendingPathComponent("out.txt").path)
        try #require(terminal.waitFor(text: Self.question), "the demo did not ask whether the terminal clusters")
        try #require(terminal.waitFor(text: "2/2"), "no first frame before the answer")
        let answered = terminal.outputCount
        terminal.send("\u{1B}[?2027;\(state)$y")
        return (terminal, answered, directory)
    }

    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        KittyKeyboardTests.firstIndex(of: needle, in: bytes) != nil
    }

    /// Waits until `bytes` are in the output after byte `offset`.
    func waitFor(_ bytes: [UInt8], after offset: Int, in terminal: PseudoTerminal) -> Bool {
        terminal.waitFor(text: String(decoding: bytes, as: UTF8.self), after: offset)
    }

    @Test func anAnswerSetsTheModeAndFamiliesAreSentWholeAndTheEndResetsIt() throws {
        let (terminal, answered, directory) = try startPick(answering: 2)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(waitFor(Self.set, after: answered, in: terminal), "the mode was not set")
        #expect(
            waitFor(Self.familiesShownOnlyByCluster, after: answered, in: terminal),
            "the row was not laid out by cluster: \(String(decoding: terminal.output(from: answered), as: UTF8.self))")
        let shown = terminal.outputCount
        terminal.send("\u{1B}")
        #expect(terminal.waitForExit() == 130)
        #expect(Self.contains(Self.reset, in: terminal.output(from: shown)), "Esc did not reset the mode")
    }

    @Test func sigtermResetsTheMode() throws {
        let (terminal, answered, directory) = try startPick(answering: 1)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(waitFor(Self.set, after: answered, in: terminal), "the mode was not set")
        let shown = terminal.outputCount
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 143)
        #expect(Self.contains(Self.reset, in: terminal.output(from: shown)), "SIGTERM did not reset the mode")
    }

    /// A terminal that always clusters (state 3) needs nothing set or reset.
    @Test func aTerminalThatAlwaysClustersIsMeasuredByClusterWithNothingSet() throws {
        let (terminal, answered, directory) = try startPick(answering: 3)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(waitFor(Self.familiesShownOnlyByCluster, after: answered, in: terminal), "not laid out by cluster")
        terminal.send("\u{1B}")
        #expect(terminal.waitForExit() == 130)
        #expect(!Self.contains(Self.set, in: terminal.output) && !Self.contains(Self.reset, in: terminal.output))
    }

    func tableOutput(environment: [String: String]) throws -> [UInt8] {
        try TableRun.bytes(environment: Self.environment.merging(environment) { $1 })
    }

    /// `table --items 100` with the mode set and its first screen shown; returns where its
    /// output stood then.
    func startTableInTheMode() throws -> (PseudoTerminal, shown: Int) {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24, environment: Self.environment)
        try #require(terminal.waitFor(text: Self.question))
        terminal.send("\u{1B}[?2027;2$y")
        try #require(waitFor(Self.set, after: 0, in: terminal), "the mode was not set")
        try #require(terminal.waitFor(text: "Nothing selected"))
        return (terminal, terminal.outputCount)
    }

    @Test func qResetsTheMode() throws {
        let (terminal, set) = try startTableInTheMode()
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(Self.contains(Self.reset, in: terminal.output(from: set)), "q did not reset the mode")
    }

    @Test func ctrlZResetsTheModeAndTheResumeSetsItAgain() throws {
        let (terminal, set) = try startTableInTheMode()
        terminal.send("\u{1A}")
        try #require(waitFor(Self.reset, after: set, in: terminal), "Ctrl-Z did not reset the mode")
        let stopped = try #require(KittyKeyboardTests.firstIndex(of: Self.reset, in: terminal.output, from: set))
        // The demo leads a session of its own, so the kernel may not stop it (it may have
        // resumed already): continue it either way.
        kill(terminal.pid, SIGCONT)
        #expect(waitFor(Self.set, after: stopped, in: terminal), "the resume did not set the mode again")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    /// `TERMCELLS_GRAPHEME_CLUSTERS=1` forces clustering for a terminal that does not answer:
    /// nothing asked, the mode set at once and reset at the end.
    @Test func theEnvironmentForcesClusteringWithoutAsking() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24,
            environment: Self.environment.merging(["TERMCELLS_GRAPHEME_CLUSTERS": "1"]) { $1 })
        #expect(waitFor(Self.set, after: 0, in: terminal), "the mode was not set")
        try #require(terminal.waitFor(text: "Nothing selected"))
        let shown = terminal.outputCount
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(!Self.contains(Array(Self.question.utf8), in: terminal.output), "the terminal was asked")
        #expect(Self.contains(Self.reset, in: terminal.output(from: shown)), "q did not reset the mode")
    }

    /// Inline mode asks in the wait it has before its first frame, sets the mode with its
    /// other modes and resets it when it leaves them.
    @Test func inlineModeAsksBeforeItsFirstFrameAndResetsTheModeOnQ() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100", "--height", "10"], width: 80, height: 24,
            environment: Self.environment.merging(["TERMCELLS_KITTY_KEYBOARD": "0"]) { $1 })
        try #require(
            terminal.waitFor(text: "\u{1B}[6n" + Self.question + "\u{1B}[c"), "inline mode did not ask")
        terminal.send("\u{1B}[5;1R\u{1B}[?2027;2$y\u{1B}[?62;22c")
        #expect(waitFor(Self.set, after: 0, in: terminal), "the mode was not set")
        let set = terminal.outputCount
        try #require(terminal.waitFor(text: "Nothing selected"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(Self.contains(Self.reset, in: terminal.output(from: set)), "q did not reset the mode")
    }

    @Test func withNoAnswerTheBytesAreTodaysTheQuestionApart() throws {
        let unanswered = try tableOutput(environment: [:])
        let turnedOff = try tableOutput(environment: ["TERMCELLS_GRAPHEME_CLUSTERS": "0"])
        #expect(!Self.contains(Self.set, in: unanswered) && !Self.contains(Self.reset, in: unanswered))
        let question = Array(Self.question.utf8)
        #expect(!Self.contains(question, in: turnedOff))
        var withoutTheQuestion = unanswered
        let asked = try #require(KittyKeyboardTests.firstIndex(of: question, in: unanswered), "no question")
        withoutTheQuestion.removeSubrange(asked..<(asked + question.count))
        #expect(withoutTheQuestion == turnedOff)
    }
}
