import Foundation
import Testing

/// The kitty keyboard protocol, with the test playing the terminal: the demo asks for it at
/// start-up (`ESC [ ? u`; inline mode asks where its cursor is first and ends with `ESC [ c`),
/// and where the answer says the terminal knows it, the demo pushes its first mode (`ESC [ > 1 u`) on the alternate screen, takes Esc as
/// `ESC [ 27 u` at once, and pops the mode (`ESC [ < u`) before it leaves that screen: on `q`,
/// on SIGTERM, on Ctrl-Z (pushing it again when it resumes). Where no answer comes, the demo
/// writes what it wrote before, the question apart.
@Suite struct KittyKeyboardTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
    /// The full screen's question, not waited for.
    static let question = "\u{1B}[?u"
    /// Inline mode's questions, answered before its first frame (the device attributes, which
    /// every terminal answers last, end the wait); whether it clusters graphemes is asked too.
    static let inlineQuestions = "\u{1B}[6n\u{1B}[?u\u{1B}[?2027$p\u{1B}[c"
    static let push = Array("\u{1B}[>1u".utf8)
    static let pop = Array("\u{1B}[<u".utf8)
    static let enterAlternateScreen = Array("\u{1B}[?1049h".utf8)
    static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)

    /// Starts the demo with `arguments` and answers its question as a terminal with the
    /// protocol does (its flags, 0).
    func startAnswering(_ arguments: [String], environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            [DemoBinary.path] + arguments, width: 80, height: 24,
            environment: Self.environment.merging(environment) { $1 })
        try #require(terminal.waitFor(text: Self.question), "the demo did not ask for the keyboard's flags")
        terminal.send("\u{1B}[?0u")
        return terminal
    }

    /// `table --items 100` with the mode pushed and its first screen shown; returns where the
    /// push starts in the output.
    func startTableInTheMode(environment: [String: String] = [:]) throws -> (PseudoTerminal, pushed: Int) {
        let terminal = try startAnswering(["table", "--items", "100"], environment: environment)
        let pushed = try #require(waitFor(Self.push, in: terminal), "the mode was not pushed")
        try #require(terminal.waitFor(text: "Nothing selected"))
        return (terminal, pushed)
    }

    /// Waits until `bytes` are in the output after byte `offset`; returns where they start.
    func waitFor(_ bytes: [UInt8], after offset: Int = 0, in terminal: PseudoTerminal) -> Int? {
        guard terminal.waitFor(text: String(decoding: bytes, as: UTF8.self), after: offset) else { return nil }
        return Self.firstIndex(of: bytes, in: terminal.output, from: offset)
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from offset: Int = 0) -> Int? {
        var start = min(offset, bytes.count)
        while let found = bytes[start...].firstIndex(of: needle[0]) {
            if bytes[found...].starts(with: needle) { return found }
            start = found + 1
        }
        return nil
    }

    static func lastIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        var end = bytes.endIndex
        while let found = bytes[bytes.startIndex..<end].lastIndex(of: needle[0]) {
            if bytes[found...].starts(with: needle) { return found }
            end = found
        }
        return nil
    }

    /// Whether the terminal shows the alternate screen at byte `index` of `output`: the last
    /// switch before it entered that screen.
    static func onTheAlternateScreen(at index: Int, of output: [UInt8]) -> Bool {
        guard let entered = lastIndex(of: enterAlternateScreen, in: output[..<index]) else { return false }
        return (lastIndex(of: leaveAlternateScreen, in: output[..<index]) ?? -1) < entered
    }

    /// The mode was pushed on the alternate screen and, after byte `offset`, popped there too,
    /// before the screen was left.
    func expectPoppedBeforeLeaving(
        _ output: [UInt8], after offset: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let popped = Self.firstIndex(of: Self.pop, in: output, from: offset)
        #expect(popped != nil, "the mode was not popped", sourceLocation: sourceLocation)
        guard let popped else { return }
        #expect(Self.onTheAlternateScreen(at: popped, of: output), "popped off the alternate screen")
        #expect(Self.firstIndex(of: Self.leaveAlternateScreen, in: output, from: popped) != nil)
    }

    @Test func escIsHandledAtOnceAndQuitPopsTheMode() throws {
        // A minute's escape delay: an Esc that waited for it would not close the help in time.
        let terminal = try startAnswering(["tour"], environment: ["TERMCELLS_TEST_ESCAPE_DELAY": "60000"])
        let pushed = try #require(waitFor(Self.push, in: terminal), "the mode was not pushed")
        #expect(Self.onTheAlternateScreen(at: pushed, of: terminal.output), "pushed off the alternate screen")
        try #require(terminal.waitFor(text: "Images"))
        terminal.send("?")
        try #require(terminal.waitFor(text: "or Esc closes"))
        let helpShown = terminal.outputCount
        terminal.send("\u{1B}[27u")
        #expect(terminal.waitFor(text: "Item 19", after: helpShown, timeout: 20), "Esc did not close the help")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        expectPoppedBeforeLeaving(terminal.output, after: pushed)
    }

    /// The first frame does not wait for the answer (a round trip to the terminal); an answer
    /// that comes after it still turns the mode on, and keys typed before it arrive in their
    /// legacy forms.
    @Test func theFirstFrameDoesNotWaitAndALateAnswerStillPushesTheMode() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24, environment: Self.environment)
        try #require(terminal.waitFor(text: Self.question), "the demo did not ask for the keyboard's flags")
        try #require(terminal.waitFor(text: "Nothing selected"), "no first frame before the answer")
        terminal.send("\u{1B}[B")
        try #require(terminal.waitFor(text: "Item 1"))
        #expect(!terminal.output.contains(subsequence: Self.push))
        let answered = terminal.outputCount
        terminal.send("\u{1B}[?0u")
        let pushed = try #require(waitFor(Self.push, after: answered, in: terminal), "the late answer pushed nothing")
        #expect(Self.onTheAlternateScreen(at: pushed, of: terminal.output), "pushed off the alternate screen")
        terminal.send("\u{1B}[13u")
        #expect(terminal.waitFor(text: "Selected: Item 1", after: pushed), "Enter in the mode")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        expectPoppedBeforeLeaving(terminal.output, after: pushed)
    }

    /// hello's Keys line: keys the legacy bytes confuse, as the mode reports them.
    @Test func helloShowsTheKeysToldApart() throws {
        // Accessible mode: no clock ticking on the status line, so no frame comes but the
        // answer's own.
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "hello", "--accessible"], width: 80, height: 24, environment: Self.environment)
        try #require(terminal.waitFor(text: "(as the terminal sends them)"), "no first frame")
        terminal.send("\u{1B}[?0u")
        let pushed = try #require(waitFor(Self.push, in: terminal), "the mode was not pushed")
        // The answer brings a frame of its own: the writer sends only the line's changed cells.
        try #require(terminal.waitFor(text: "told apart", after: pushed))
        // Shift-Enter, Ctrl-I, Tab, Ctrl-Backspace.
        terminal.send("\u{1B}[13;2u\u{1B}[105;5u\t\u{1B}[127;5u")
        // Each name is in the bytes of the frame that first showed it (a later frame sends
        // only what changed), the last one's frame last.
        #expect(
            terminal.waitFor(text: "Ctrl-Backspace", after: pushed),
            "\(String(decoding: terminal.output(from: pushed), as: UTF8.self))")
        let shown = String(decoding: terminal.output(from: pushed), as: UTF8.self)
        for name in ["Shift-Enter", "Ctrl-I", "Tab"] { #expect(shown.contains(name), "\(name): \(shown)") }
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func sigtermPopsTheMode() throws {
        let (terminal, pushed) = try startTableInTheMode()
        kill(terminal.pid, SIGTERM)
        #expect(terminal.waitForExit() == 143)
        expectPoppedBeforeLeaving(terminal.output, after: pushed)
    }

    @Test func ctrlZPopsTheModeAndTheResumePushesItAgain() throws {
        let (terminal, pushed) = try startTableInTheMode()
        // Ctrl-Z as the terminal sends it in the mode: no control byte, so the program raises
        // SIGTSTP itself.
        terminal.send("\u{1B}[122;5u")
        let popped = try #require(waitFor(Self.pop, after: pushed, in: terminal), "Ctrl-Z did not pop the mode")
        #expect(Self.onTheAlternateScreen(at: popped, of: terminal.output), "popped off the alternate screen")
        // The demo leads a session of its own, so the kernel may not stop it: continue it either way.
        kill(terminal.pid, SIGCONT)
        let pushedAgain = try #require(
            waitFor(Self.push, after: popped, in: terminal), "the resume did not push the mode again")
        #expect(Self.onTheAlternateScreen(at: pushedAgain, of: terminal.output), "pushed off the alternate screen")
        terminal.send("\u{1B}[B\u{1B}[13u")
        #expect(terminal.waitFor(text: "Selected: Item 1", after: pushedAgain), "keys after the resume")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        expectPoppedBeforeLeaving(terminal.output, after: pushedAgain)
    }

    @Test func ctrlCInTheModeInterruptsAndPopsTheMode() throws {
        let (terminal, pushed) = try startTableInTheMode()
        // Ctrl-C as the terminal sends it in the mode: the line discipline sees no ETX byte.
        terminal.send("\u{1B}[99;5u")
        #expect(terminal.waitForExit() == 130)
        expectPoppedBeforeLeaving(terminal.output, after: pushed)
    }

    func tableOutput(environment: [String: String]) throws -> [UInt8] {
        try TableRun.bytes(environment: Self.environment.merging(environment) { $1 })
    }

    @Test func withNoAnswerTheBytesAreTodaysTheQuestionApart() throws {
        let unanswered = try tableOutput(environment: [:])
        let turnedOff = try tableOutput(environment: ["TERMCELLS_KITTY_KEYBOARD": "0"])
        #expect(!unanswered.contains(subsequence: Self.push) && !unanswered.contains(subsequence: Self.pop))
        #expect(!turnedOff.contains(subsequence: Array(Self.question.utf8)))
        let asked = try #require(Self.firstIndex(of: Array(Self.question.utf8), in: unanswered), "no question")
        var withoutTheQuestion = unanswered
        withoutTheQuestion.removeSubrange(asked..<(asked + Self.question.utf8.count))
        #expect(withoutTheQuestion == turnedOff)
    }
}

extension KittyKeyboardTests {
    @Test func inlineModePushesWithItsModesAndKeepsTheKeysTypedBeforeTheAnswer() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100", "--height", "10"], width: 80, height: 24,
            environment: Self.environment)
        try #require(
            terminal.waitFor(text: Self.inlineQuestions),
            "the demo did not ask where its cursor is and for the flags")
        // Down and Enter, typed before the answers came.
        terminal.send("\u{1B}[B\r")
        terminal.send("\u{1B}[5;1R\u{1B}[?0u\u{1B}[?62;22c")
        let pushed = try #require(waitFor(Self.push, in: terminal), "the mode was not pushed")
        #expect(terminal.waitFor(text: "Selected: Item 1", after: pushed), "the keys typed ahead were lost")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(Self.firstIndex(of: Self.pop, in: terminal.output, from: pushed) != nil, "the mode was not popped")
    }
}

extension KittyKeyboardTests {
    /// A crash once the mode is on: End brings the table's last cell, whose draw traps.
    @Test func aCrashPopsTheMode() throws {
        let (terminal, pushed) = try startTableInTheMode(environment: ["TERMCELLS_TEST_CRASH": "end"])
        // End, as the terminal sends it in the mode.
        terminal.send("\u{1B}[F")
        // SIGILL (132) on x86_64, SIGTRAP (133) on arm64: a Swift trap, re-raised after the restore.
        let status = terminal.waitForExit()
        #expect(status == 132 || status == 133, "exit status \(status.map(String.init) ?? "none")")
        expectPoppedBeforeLeaving(terminal.output, after: pushed)
    }
}
