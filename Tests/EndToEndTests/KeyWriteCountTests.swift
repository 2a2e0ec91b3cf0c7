import Foundation
import Testing

/// A key costs one frame, and a frame one `write` call (the begin marker, the changes and the
/// end marker together): counted from `strace -f` of every thread of the demo, not timed.
@Suite(.enabled(if: Strace.path != nil, "needs strace"))
struct KeyWriteCountTests {
    static let down = "\u{1B}OB"
    static let frameEnd = "\u{1B}[?2026l"

    /// Accessible mode too: the cursor is placed inside the frame's one write, not by a write of its own.
    @Test(arguments: [
        ["table", "--items", "1000000"], ["grid", "--items", "1000000"],
        ["table", "--items", "1000000", "--accessible"],
    ])
    func eachDownKeyIsOneFrameOfOneWrite(_ command: [String]) throws {
        let strace = try #require(Strace.path)
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "termcells-writes-\(getpid())-\(command.joined(separator: "-")).trace"
        ).path
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [
                strace, "-f", "-qq", "-s", "65536", "-e", "trace=read,write", "-e", "abbrev=none", "-o", trace,
                DemoBinary.path,
            ]
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
        for frame in writes {
            #expect(frame.count == 1, "a key caused \(frame.count) writes (\(writes.map(\.count)))")
            // The one write is the whole synchronized update: begin marker, changes, end marker.
            if let write = frame.first {
                #expect(write.hasPrefix("\\33[?2026h") && write.hasSuffix("\\33[?2026l"), "\(write)")
            }
        }
    }

    /// For each read of a Down key, the data of the `write` calls (any thread, any descriptor)
    /// made before the next read of input, as strace escapes it.
    static func writesAfterEachKey(in trace: String) -> [[Substring]] {
        var writes: [[Substring]] = []
        var counting = false
        for line in trace.split(separator: "\n") {
            if line.contains(" read(") && line.contains("\"\\33OB\"") {
                writes.append([])
                counting = true
            } else if line.contains(" read(") && line.contains("\"q\"") {
                counting = false
            } else if counting, line.contains(" write("), let start = line.firstIndex(of: "\""),
                let end = line.lastIndex(of: "\""), start < end
            {
                writes[writes.count - 1].append(line[line.index(after: start)..<end])
            }
        }
        return writes
    }
}

/// Where strace is installed, if it is.
enum Strace {
    static let path = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
}
