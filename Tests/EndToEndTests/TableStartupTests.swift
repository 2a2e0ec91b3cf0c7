import Foundation
import Testing

/// `termcells-demo table` makes its models on demand: at ten million items (the most it takes)
/// it holds what it holds at a hundred, instead of the 320 MB the models alone took when the
/// storage kept every one, and the last item is still there to show.
@Suite struct TableStartupTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]

    @Test func tenMillionItemsAreMadeOnDemandNotStored() throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "10000000"], width: 80, height: 24,
            environment: Self.environment)
        try #require(terminal.waitFor(text: "Nothing selected", timeout: 30), "no first frame")
        let peak = ProcessStatus.kibibytes("VmHWM:", of: terminal.pid) ?? 0
        print("table --items 10000000: peak resident \(peak) KiB after the first frame")
        #expect(peak > 0 && peak < 128 * 1024, "peak resident \(peak) KiB")
        let before = terminal.outputCount
        terminal.send("G\r")
        #expect(terminal.waitFor(text: "Selected: Item 9999999", after: before, timeout: 30))
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: 30) == 0)
    }
}
