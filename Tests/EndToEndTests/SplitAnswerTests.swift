import Foundation
import Testing

/// A slow or remote terminal whose start-up answer comes in two pieces, further apart than the
/// escape delay on the full screen, or across inline mode's wait before its first frame (issue
/// 51, item 6): the answer is still taken whole, mode 2027 set, and none of it typed into
/// pick's query. Its second piece was typed (`2$y`) and the mode never set.
///
/// The pauses between the pieces are the slow terminal being played, not waits for the demo.
@Suite struct SplitAnswerTests {
    static let environment = GraphemeClusterTerminalTests.environment
    static let answerStart = "\u{1B}[?2027;"
    static let answerRest = "2$y"

    /// `pick` over two lines, with `arguments`, once it has asked `questions`.
    func startPick(_ arguments: [String], asked questions: String) throws -> (PseudoTerminal, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let input = directory.appendingPathComponent("in.txt")
        try "alpha\nbeta\n".write(to: input, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"] + arguments, width: 60, height: 20, environment: Self.environment,
            standardInput: input.path, standardOutput: directory.appendingPathComponent("out.txt").path)
        try #require(terminal.waitFor(text: questions), "the demo did not ask")
        return (terminal, directory)
    }

    /// The mode set after `offset`, then `et` and Enter typed: pick chooses among the matches
    /// of the query as typed, so it prints `beta`, the only line `et` matches; with the
    /// answer's rest in the query too, it would match neither line and print nothing. (Not
    /// the match count on screen: from `2/2` to `1/2` a frame sends only the `1`.)
    func expectTheAnswerTakenAndTheQueryClean(_ terminal: PseudoTerminal, after offset: Int, in directory: URL) {
        #expect(
            terminal.waitFor(text: String(decoding: GraphemeClusterTerminalTests.set, as: UTF8.self), after: offset),
            "the mode was not set")
        terminal.send("et\r")
        #expect(terminal.waitForExit() == 0, "the query matched nothing")
        let chosen = try? String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(chosen == "beta\n", "the query is not `et`")
    }

    @Test func onTheFullScreenAnAnswerInPiecesFurtherApartThanTheEscapeDelayIsTaken() throws {
        let (terminal, directory) = try startPick([], asked: GraphemeClusterTerminalTests.question)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #require(terminal.waitFor(text: "2/2"))
        let answered = terminal.outputCount
        terminal.send(Self.answerStart)
        terminal.waitUntilInputIsRead()
        Thread.sleep(forTimeInterval: 0.2)
        terminal.send(Self.answerRest)
        expectTheAnswerTakenAndTheQueryClean(terminal, after: answered, in: directory)
    }

    @Test func inlineAnAnswerInPiecesAcrossTheStartUpWaitIsTaken() throws {
        let (terminal, directory) = try startPick(["--height", "8"], asked: KittyKeyboardTests.inlineQuestions)
        defer { try? FileManager.default.removeItem(at: directory) }
        let answered = terminal.outputCount
        terminal.send("\u{1B}[5;1R" + Self.answerStart)
        // Past the wait for the answers (TerminalReplies.timeout).
        Thread.sleep(forTimeInterval: 0.4)
        terminal.send(Self.answerRest + "\u{1B}[?62;22c")
        expectTheAnswerTakenAndTheQueryClean(terminal, after: answered, in: directory)
    }
}
