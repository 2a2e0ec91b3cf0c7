import Foundation
import Testing

/// Every frame reaches the terminal inside synchronized output (DEC mode 2026), so a
/// terminal that supports it never shows half a frame.
@Suite struct SynchronizedOutputTests {
    @Test func eachFrameIsBracketedByBeginAndEndMarkers() throws {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "100"], width: 80, height: 24, environment: environment)
        #expect(terminal.waitFor(text: "Item 0"))
        terminal.send("\r")
        #expect(terminal.waitFor(text: "Selected: Item 0"))
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        let output = String(decoding: terminal.output, as: UTF8.self)
        let begin = "\u{1B}[?2026h"
        let end = "\u{1B}[?2026l"
        let begins = output.components(separatedBy: begin).count - 1
        let ends = output.components(separatedBy: end).count - 1
        #expect(begins >= 2 && begins == ends)
        // The first row of the first frame is drawn between its markers.
        let firstBegin = try #require(output.range(of: begin))
        let firstEnd = try #require(output.range(of: end))
        let title = try #require(output.range(of: "TermCells"))
        #expect(firstBegin.upperBound <= title.lowerBound && title.upperBound <= firstEnd.lowerBound)
    }
}
