import Foundation
import Testing

/// Mouse reports and keys as a terminal sends them, whole or broken, reach the demo as the
/// person meant them: a click moves the cursor, and a cut-off report or a stray byte loses
/// none of the keys typed after it.
@Suite struct TerminalInputTests {
    let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// Starts `table --items 100`, sends `bytes` (then Enter), and expects `selected` on the
    /// status line; then `q` must quit with status 0.
    func expectSelection(after bytes: [UInt8], selected: String, enter: Bool = true) throws {
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24, environment: environment)
        try #require(terminal.waitFor(text: "Nothing selected"))
        terminal.send(bytes: bytes + (enter ? [UInt8(ascii: "\r")] : []))
        #expect(terminal.waitFor(text: "Selected: \(selected)"), "\(selected) never selected")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func aClickSelectsTheRowUnderThePointer() throws {
        // Row 4 of the screen (1-based, as SGR reports count) is Item 1: title, header, Item 0, Item 1.
        try expectSelection(after: Array("\u{1B}[<0;10;4M\u{1B}[<0;10;4m".utf8), selected: "Item 1", enter: false)
    }

    @Test func reportsReadTogetherAreEachHandled() throws {
        // A wheel step down (three rows: the sticky header, then Item 2, Item 3), then a press
        // on screen row 3 and its release, in one read.
        try expectSelection(
            after: Array("\u{1B}[<65;10;4M\u{1B}[<0;10;3M\u{1B}[<0;10;3m".utf8), selected: "Item 3", enter: false)
    }

    @Test func aCutOffMouseReportDoesNotSwallowTheKeysAfterIt() throws {
        // ncurses reads a mouse report to its final M or m; this one never gets one.
        try expectSelection(after: Array("\u{1B}[<66;321\u{1B}[B".utf8), selected: "Item 1")
    }

    @Test func strayBytesAndUnknownSequencesAreIgnored() throws {
        // A lone continuation byte, an invalid lead byte, a function key no terminal has, a
        // bracketed paste's end marker with no start, then Down twice.
        try expectSelection(
            after: [0x8C, 0xFF] + Array("\u{1B}[999~\u{1B}[201~\u{1B}[B\u{1B}[B".utf8), selected: "Item 2")
    }

    @Test func escThenQuitAfterACutOffReportQuits() throws {
        let terminal = try PseudoTerminal([DemoBinary.path, "tour"], width: 80, height: 24, environment: environment)
        try #require(terminal.waitFor(text: "Images"))
        terminal.send("?\u{1B}[<0;5")
        #expect(terminal.waitFor(text: "or Esc closes"))
        let helpShown = terminal.output.count
        terminal.send("\u{1B}")
        // The rows the help covered are drawn again.
        #expect(terminal.waitFor(text: "Item 19", after: helpShown), "Esc did not close the help")
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
