import Foundation
import Testing

/// An escape sequence longer than any key (issue 51, item 5), sent to the demo as a hostile
/// terminal or program would: dropped whole, its final byte too, so it neither quits `table`
/// (the `q` of `ESC [ 1 ; 1 ; … q`) nor types into pick's query, however it is cut into writes.
@Suite struct OverlongSequenceTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    @Test func aSixtyThreeByteSequenceEndingInQDoesNotQuitTheTable() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table"], width: 80, height: 24, environment: Self.environment)
        try #require(terminal.waitFor(text: "Nothing selected"))
        let sequence = "\u{1B}[" + String(repeating: "1;", count: 29) + "11q"
        #expect(sequence.utf8.count == 63)
        terminal.send(sequence)
        terminal.waitUntilInputIsRead()
        terminal.send("j\r")
        #expect(terminal.waitFor(text: "Selected: Item 1"), "the table quit or did not answer")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aFiveThousandByteSequenceInManyWritesTypesNothingIntoTheQuery() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overlong-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.txt")
        try "alpha\nbeta\n".write(to: input, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"], width: 60, height: 10, environment: Self.environment,
            standardInput: input.path, standardOutput: directory.appendingPathComponent("out.txt").path)
        try #require(terminal.waitFor(text: "2/2"))
        let sequence = Array(("\u{1B}[" + String(repeating: ";", count: 4_997) + "u").utf8)
        var offset = 0
        while offset < sequence.count {
            let end = min(offset + 100, sequence.count)
            #expect(terminal.send(bytes: Array(sequence[offset..<end])))
            offset = end
        }
        terminal.waitUntilInputIsRead()
        let typed = terminal.outputCount
        // With anything of the sequence in the query, `al` would match neither line.
        terminal.send("al")
        #expect(terminal.waitFor(text: "1/2", after: typed), "the query is not `al`")
        terminal.send("\r")
        #expect(terminal.waitForExit() == 0)
        #expect((try? String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8)) == "alpha\n")
    }
}
