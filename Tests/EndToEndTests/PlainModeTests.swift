import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Plain mode (`TERM=dumb`, or `--plain`): `pick` and `table` print numbered pages of plain
/// lines and read typed answers — never an escape byte — and print the choice as usual.
@Suite struct PlainModeTests {
    static let environment = ["TERM": "dumb", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// `pick` with `arguments` on a terminal, standard input a file of `lines`, standard output
    /// a file (read it with ``PickRun/chosen()``).
    private func pick(_ arguments: [String] = [], lines: String) throws -> PickRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-plain-\(UUID().uuidString.prefix(12))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let input = directory.appendingPathComponent("lines.txt").path
        try lines.write(toFile: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.txt").path
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"] + arguments, width: 80, height: 24, environment: Self.environment,
            standardInput: input, standardOutput: output)
        return PickRun(terminal: terminal, directory: directory, output: output)
    }

    @Test func dumbPickPrintsTheNumberedLineWithoutAnyEscapeByte() throws {
        let run = try pick(lines: "alpha\nbanana\ncherry\navocado\n")
        let terminal = run.terminal
        #expect(terminal.waitFor(text: "Items 1–4 of 4, page 1 of 1"))
        #expect(terminal.waitFor(text: "2. banana\n".onTerminal))
        terminal.send("2\n")
        #expect(terminal.waitForExit() == 0)
        #expect(run.chosen() == "banana\n")
        #expect(!terminal.output.contains(0x1B), "\(String(decoding: terminal.output, as: UTF8.self))")
    }

    @Test func aFilterNarrowsThePageAndNumbersCountTheShownLines() throws {
        let run = try pick(["--plain"], lines: "alpha\nbanana\ncherry\navocado\n")
        let terminal = run.terminal
        #expect(terminal.waitFor(text: "Items 1–4 of 4"))
        let offset = terminal.outputCount
        terminal.send("/av\n")
        #expect(
            terminal.waitFor(text: "Items 1–1 of 1, page 1 of 1, filter: av\n1. avocado\n".onTerminal, after: offset))
        let page = String(decoding: terminal.output(from: offset), as: UTF8.self)
        #expect(!page.contains("banana") && !page.contains("alpha"), "\(page)")
        terminal.send("1\n")
        #expect(terminal.waitForExit() == 0)
        #expect(run.chosen() == "avocado\n")
        #expect(!terminal.output.contains(0x1B))
    }

    @Test func quittingPrintsNothingAndExits130() throws {
        let run = try pick(lines: "alpha\nbeta\n")
        let terminal = run.terminal
        #expect(terminal.waitFor(text: "Items 1–2 of 2"))
        terminal.send("q\n")
        #expect(terminal.waitForExit() == 130)
        #expect(run.chosen() == "")
    }

    /// Lines from a pipe that stays open are paged as soon as they arrive (not at its end),
    /// lines that come later are taken in by the next answer, and `q` ends it.
    @Test func aPipeThatStaysOpenIsPagedAtOnceAndQuitEndsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-plain-\(UUID().uuidString.prefix(12))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipePath = directory.appendingPathComponent("lines").path
        try #require(mkfifo(pipePath, 0o600) == 0)
        // Read and write: opening does not wait for a reader, and the pipe stays open.
        let writer = open(pipePath, O_RDWR)
        try #require(writer >= 0)
        defer { close(writer) }
        let feed = { (text: String) in _ = text.withCString { write(writer, $0, strlen($0)) } }
        feed("alpha\nbeta\n")
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "pick"], width: 80, height: 24, environment: Self.environment,
            standardInput: pipePath)
        #expect(terminal.waitFor(text: "Items 1–2 of 2, page 1 of 1\n1. alpha\n2. beta\n".onTerminal))
        feed("gamma\n")
        // Each Enter shows the page again; the reader takes gamma in at its own pace.
        let deadline = Date().addingTimeInterval(20)
        var offset = terminal.outputCount
        repeat {
            offset = terminal.outputCount
            terminal.send("\n")
        } while !terminal.waitFor(text: "Items 1–3 of 3", after: offset, timeout: 0.5) && Date() < deadline
        #expect(
            terminal.waitFor(
                text: "Items 1–3 of 3, page 1 of 1\n1. alpha\n2. beta\n3. gamma\n".onTerminal, after: offset))
        terminal.send("q\n")
        #expect(terminal.waitForExit() == 130)
    }

    @Test func emptyInputSaysSoAndExits1() throws {
        let run = try pick(lines: "")
        #expect(run.terminal.waitFor(text: "No lines to choose from."))
        #expect(run.terminal.waitForExit() == 1)
        #expect(run.chosen() == "")
    }

    @Test func dumbTablePagesFiltersAndPrintsTheChoice() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "45", "--sections", "1"], width: 80, height: 24,
            environment: Self.environment)
        #expect(terminal.waitFor(text: "Items 1–20 of 45, page 1 of 3\n— Section 0 —\n1. Item 0\n".onTerminal))
        var offset = terminal.outputCount
        terminal.send("n\n")
        #expect(
            terminal.waitFor(
                text: "Items 21–40 of 45, page 2 of 3\n— Section 0 —\n21. Item 20\n".onTerminal, after: offset))
        offset = terminal.outputCount
        terminal.send("/item 3\n")
        #expect(terminal.waitFor(text: "Items 1–11 of 11, page 1 of 1, filter: item 3\n".onTerminal, after: offset))
        #expect(terminal.waitFor(text: "1. Item 3\n2. Item 30\n".onTerminal, after: offset))
        terminal.send("2\n")
        #expect(terminal.waitFor(text: "Selected: Item 30\n".onTerminal))
        #expect(terminal.waitForExit() == 0)
        #expect(!terminal.output.contains(0x1B), "\(String(decoding: terminal.output, as: UTF8.self))")
    }
}

/// A `pick` under test and the files it reads and writes (removed with it).
final class PickRun {
    let terminal: PseudoTerminal
    let directory: URL
    let output: String

    init(terminal: PseudoTerminal, directory: URL, output: String) {
        self.terminal = terminal
        self.directory = directory
        self.output = output
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// What `pick` wrote on standard output.
    func chosen() -> String { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" }
}

extension String {
    /// The text as it reaches the terminal's other side: the line discipline turns each
    /// newline into a carriage return and a newline.
    fileprivate var onTerminal: String { replacingOccurrences(of: "\n", with: "\r\n") }
}
