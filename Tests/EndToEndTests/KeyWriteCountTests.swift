import Foundation
import Testing

/// A key costs one frame, and a frame at most two `write` calls (the begin marker and the
/// changes in ncurses' one flush, then the end marker): counted from `strace -f` of every
/// thread of the demo, not timed.
@Suite(.enabled(if: Strace.path != nil, "needs strace"))
struct KeyWriteCountTests {
    static let down = "\u{1B}OB"
    static let frameEnd = "\u{1B}[?2026l"

    /// Accessible mode too: the cursor is placed by the frame's own update, not by a write of its own.
    @Test(arguments: [
        ["table", "--items", "1000000"], ["grid", "--items", "1000000"],
        ["table", "--items", "1000000", "--accessible"],
    ])
    func eachDownKeyIsOneFrameOfAtMostTwoWrites(_ command: [String]) throws {
        let strace = try #require(Strace.path)
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-writes-\(getpid())-\(command.joined(separator: "-")).trace"
        ).path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [strace, "-f", "-qq", "-e", "trace=read,write", "-e", "abbrev=none", "-o", trace, DemoBinary.path]
                + command,
            width: 80, height: 24, environment: environment
        )
        #expect(terminal.waitFor(text: Self.frameEnd))
        let keys = 20
        for _ in 0..<keys {
            let offset = terminal.outputCount
            terminal.send(Self.down)
            #expect(terminal.waitFor(text: Self.frameEnd, after: offset))
        }
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)

        let writes = try Self.writesAfterEachKey(in: String(contentsOfFile: trace, encoding: .utf8))
        #expect(writes.count == keys)
        for count in writes {
            #expect((1...2).contains(count), "a key caused \(count) writes (\(writes))")
        }
    }

    /// For each read of a Down key, the `write` calls (any thread, any descriptor) made before
    /// the next read of input.
    static func writesAfterEachKey(in trace: String) -> [Int] {
        var counts: [Int] = []
        var counting = false
        for line in trace.split(separator: "\n") {
            if line.contains(" read(") && line.contains("\"\\33OB\"") {
                counts.append(0)
                counting = true
            } else if line.contains(" read(") && line.contains("\"q\"") {
                counting = false
            } else if counting, line.contains(" write(") {
                counts[counts.count - 1] += 1
            }
        }
        return counts
    }
}

/// Where strace is installed, if it is.
enum Strace {
    static let path = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
}
