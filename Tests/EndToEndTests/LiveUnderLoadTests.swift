import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `live` under load (issue 18, item 10): the log keeps its last `--keep` lines, so memory and
/// the cost of a key stay bounded however many lines stream in; Esc on an empty filter costs
/// nothing.
@Suite struct LiveUnderLoadTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    @Test func theLogKeepsItsLastLinesAndKeysStayFast() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "live", "--rate", "100000", "--duration", "3", "--keep", "20000"],
            width: 100, height: 30, environment: Self.environment)
        try #require(terminal.waitFor(text: "(done)", timeout: 60), "300,000 lines not received in time")
        // Trimmed back to 20,000 whenever 2,500 more arrive.
        #expect(terminal.waitFor(text: "(older than the last 20,000 dropped)"))
        let resident = ProcessStatus.kibibytes("VmRSS:", of: terminal.pid) ?? 0
        print("live, 300,000 lines kept to 20,000: resident \(resident) KiB")
        // Keys: Up leaves the tail, End returns to it, / then Esc on an empty filter.
        var times: [TimeInterval] = []
        for key in ["\u{1B}[A", "\u{1B}[A", "\u{1B}[F", "/", "\u{1B}", "\u{1B}[A", "\u{1B}[F"] {
            times.append(terminal.timeToFrame(afterSending: key))
        }
        print("live, keys at 20,000 lines: \(times.map { Int($0 * 1000) }) ms")
        #expect(times.max() ?? 10 < 0.5, "\(times)")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func keepIsRangeChecked() {
        let result = Subprocess.run([DemoBinary.path, "live", "--keep", "0"])
        #expect(result.status == 2)
        #expect(result.error == "termcells-demo live: --keep must be from 1 to 10,000,000, not 0\n")
    }
}
