import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Data shows when it arrives (issue 33): an outline's children reach the screen in the frame
/// that follows their loader's answer, with no key sent and no `wakeUp` in the program. The
/// tree demo's loader is slowed to answer 300 ms after it is asked and notes when it answered
/// (`TERMCELLS_TEST_SLOW_LOADER`); the test reads the terminal as the bytes arrive.
@Suite struct LoaderFrameTests {
    /// alpha/ (child-one.txt, child-two.txt), zeta.txt.
    private func makeDirectory() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("alpha"), withIntermediateDirectories: true)
        for name in ["alpha/child-one.txt", "alpha/child-two.txt", "zeta.txt"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        return root
    }

    /// The monotonic clock, in nanoseconds, as the demo's loader notes it.
    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    @Test func childrenShowWithin100MillisecondsOfTheLoadersAnswerWithNoKey() throws {
        let root = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let log = root.appendingPathComponent("answers.log").path
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "tree", root.path], width: 80, height: 16,
            environment: [
                "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERMCELLS_TEST_SLOW_LOADER": log,
            ])
        try #require(terminal.waitFor(text: "zeta.txt", timeout: 30), "the root's entries never showed")
        // Opens alpha/: its loader is asked now and answers 300 ms later. No key after this one.
        let opened = terminal.outputCount
        terminal.send("\u{1B}OB\u{1B}OC")
        try #require(terminal.waitFor(text: "Loading", after: opened, timeout: 30), "alpha/ did not open")

        let deadline = Date().addingTimeInterval(10)
        var shown: Int64?
        while shown == nil, Date() < deadline {
            if terminal.output(from: opened).contains(subsequence: Array("child-one.txt".utf8)) {
                shown = Self.now()
            } else {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        let seen = try #require(shown, "the children never showed without a key")
        let answers = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n") ?? []
        let answered = try #require(answers.last.flatMap { Int64($0) }, "the loader noted no answer")
        let delay = Double(seen - answered) / 1_000_000
        print("tree: the children showed \(delay) ms after the loader answered")
        #expect(delay < 100, "the children showed \(delay) ms after the loader answered")
        #expect(terminal.output(from: opened).contains(subsequence: Array("child-two.txt".utf8)))

        terminal.send("q")
        #expect(terminal.waitForExit(timeout: 20) == 0)
    }
}
