import Foundation
import Testing

/// What a scrolling key sends: the rows that moved are moved by the terminal, and inside a
/// changed row the cells that did not change are stepped over and blanks erased, so a Down key
/// that scrolls a million-item table costs about a row of text, not the highlighted row's
/// width of spaces twice (300 bytes before). Counted on the pty, not timed.
@Suite
struct KeyByteCountTests {
    static let down = "\u{1B}OB"
    static let frameEnd = "\u{1B}[?2026l"

    @Test func aScrollingDownKeySendsLessThanTwoRowsOfText() throws {
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "table", "--items", "1000000"], width: 80, height: 24, environment: environment)
        #expect(terminal.waitFor(text: Self.frameEnd))
        var bytes: [Int] = []
        // The first 20 keys move the cursor down the screen; the rest scroll.
        for key in 0..<40 {
            let offset = terminal.outputCount
            terminal.send(Self.down)
            #expect(terminal.waitFor(text: Self.frameEnd, after: offset))
            let frame = terminal.output(from: offset)
            if key >= 25 { bytes.append(frame.count) }
            if key == 39 {
                // The frame scrolls (a region and a scroll up) and writes the new cursor row's number.
                let text = String(decoding: frame, as: UTF8.self)
                #expect(text.contains("\u{1B}[1S"), "\(text.debugDescription)")
            }
        }
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
        #expect(bytes.count == 15)
        for count in bytes { #expect(count < 160, "bytes per scrolling key: \(bytes)") }
    }
    /// A column table's pinned header stays where it is when its rows scroll: the terminal
    /// scrolls only the lines under it (the region starts on the line below the header) and
    /// the frame writes none of the titles again (it rewrote the header on every key before:
    /// 556 bytes a key at 100 columns, the header's titles and styles a third of them).
    @Test func aScrollingDownKeyInTheCSVTableLeavesItsHeaderAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("csv-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("t.csv")
        let rows = (1...500).map { "\($0),name\($0 % 7),\($0 * 37 % 1000)" }
        try (["id,title,amount"] + rows + [""]).joined(separator: "\n").write(
            to: file, atomically: true, encoding: .utf8)
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let terminal = try PseudoTerminal(
            [DemoBinary.path, "csv", file.path], width: 60, height: 12, environment: environment)
        #expect(terminal.waitFor(text: Self.frameEnd))
        var scrolled = 0
        // The cursor reaches the last row on screen within 10 keys; the later keys scroll.
        for key in 0..<30 {
            let offset = terminal.outputCount
            terminal.send(Self.down)
            #expect(terminal.waitFor(text: Self.frameEnd, after: offset))
            guard key >= 20 else { continue }
            let text = String(decoding: terminal.output(from: offset), as: UTF8.self)
            // Lines 3 (under the title bar and the header) to the last row's line move up one.
            if text.contains("\u{1B}[1S") {
                scrolled += 1
                #expect(text.contains("\u{1B}[3;"), "\(text.debugDescription)")
            }
            #expect(!text.contains("title") && !text.contains("amount"), "\(text.debugDescription)")
        }
        #expect(scrolled == 10)
        terminal.send("q")
        #expect(terminal.waitForExit() == 0)
    }
}
