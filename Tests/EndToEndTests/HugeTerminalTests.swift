import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Terminals larger than ncurses can address (issue 18, item 3): 32,768 rows or columns and
/// more crashed ncurses' `doupdate`; 10,000 by 10,000 took 8.1 GB. The screen is now clamped to
/// ``CursesTerminal/maximumSize`` (2,000 × 1,000) and drawn in the top-left corner.
@Suite struct HugeTerminalTests {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    @Test(arguments: [(32_768, 24), (80, 32_768), (10_000, 10_000), (65_535, 65_535)])
    func aHugeTerminalIsDrawnClampedWithBoundedMemory(width: Int, height: Int) throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100000"], width: width, height: height,
            environment: Self.environment)
        try #require(terminal.waitFor(text: "Item 5", timeout: 30), "\(width)×\(height): no first frame")
        // The status line is on the last row drawn: row 1,000 at most.
        #expect(terminal.waitFor(text: "Nothing selected", timeout: 30))
        if height > 1_000 {
            #expect(
                String(decoding: terminal.output, as: UTF8.self).contains("\u{1B}[1000;1H"),
                "the last row drawn is row 1,000")
        }
        let peak = ProcessStatus.kibibytes("VmHWM:", of: terminal.pid) ?? 0
        print("table on a \(width)×\(height) terminal: peak resident \(peak) KiB")
        #expect(peak < 400_000, "\(width)×\(height): peak resident \(peak) KiB")
        // Resizes between huge and tiny sizes keep it alive, and it still quits normally.
        let resized = terminal.outputCount
        terminal.resize(width: 65_535, height: 3)
        terminal.resize(width: 1, height: 65_535)
        terminal.resize(width: 80, height: 24)
        // The keys go once the last size is drawn (Item 5 shows at 80×24 only): a key handled
        // before that resize is drawn one column wide, its status line cut.
        #expect(terminal.waitFor(text: "Item 5", after: resized, timeout: 30), "\(width)×\(height): no 80×24 frame")
        let before = terminal.outputCount
        terminal.send("\u{1B}[B\r")
        #expect(terminal.waitFor(text: "Selected: Item 1", after: before, timeout: 30))
        terminal.send("q")
        #expect(terminal.waitForExit(timeout: 30) == 0)
    }
}
