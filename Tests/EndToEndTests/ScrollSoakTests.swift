import Foundation
import TermCellsTesting
import Testing

/// The bounded version of `make soak`'s scroll soak: thousands of keys on a million-item table,
/// each answered before the next, and resident memory must settle (under 1 MB of growth after
/// the warm-up). `TERMCELLS_SOAK_KEYS` raises the count (`make soak` runs 100,000 on the release
/// build through tools/soak.py).
@Suite struct ScrollSoakTests {
    static var keyCount: Int {
        ProcessInfo.processInfo.environment["TERMCELLS_SOAK_KEYS"].flatMap(Int.init) ?? 10_000
    }

    /// Keys in keypad mode, as xterm sends them after the program's `smkx`.
    static let keys: [[UInt8]] = [
        "\u{1B}OB", "\u{1B}OB", "\u{1B}OB", "\u{1B}OB", "\u{1B}OA", "\u{1B}OA", "\u{1B}[6~", "\u{1B}[5~", "\u{1B}OF",
        "\u{1B}OH",
    ].map { Array($0.utf8) }
    static let frameEnd = Array("\u{1B}[?2026l".utf8)

    static func residentKiB(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc"))
    func memorySettlesWhileScrollingAMillionItems() throws {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "1000000"], width: 80, height: 24, environment: environment)
        try #require(terminal.waitFor(text: "Nothing selected"))
        var generator = SeededGenerator(seed: 0x5EED)
        let warmUp = Self.keyCount / 6
        var warmResident: Int?
        let started = Date()
        for step in 0..<Self.keyCount {
            terminal.discardOutput()
            let key = Self.keys[Int.random(in: 0..<Self.keys.count, using: &generator)]
            terminal.send(bytes: key)
            let deadline = Date().addingTimeInterval(5)
            while !terminal.output(from: 0).contains(subsequence: Self.frameEnd) {
                try #require(Date() < deadline, "key \(step) was never answered")
                usleep(200)
            }
            if step + 1 == warmUp { warmResident = Self.residentKiB(of: terminal.pid) }
        }
        let endResident = Self.residentKiB(of: terminal.pid)
        let warm = try #require(warmResident)
        let end = try #require(endResident)
        print(
            "scroll soak: \(Self.keyCount) keys in \(String(format: "%.1f", Date().timeIntervalSince(started))) s, RSS \(warm) KiB after \(warmUp) keys, \(end) KiB at the end, growth \(end - warm) KiB"
        )
        #expect(end - warm < 1_024, "resident memory grew by \(end - warm) KiB after the warm-up")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
