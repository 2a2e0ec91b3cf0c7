import TerminalModels
import Testing

@testable import TermCellsCurses

extension AutoWrapSequences {
    /// xterm's `rmam` and `smam`.
    static let xterm = AutoWrapSequences { ["rmam": Array("\u{1B}[?7l".utf8), "smam": Array("\u{1B}[?7h".utf8)][$0] }
}

/// A frame already on its way when the terminal narrows is read at the new width. With the
/// entry's `rmam` the frame's wide rows are cut at the last column, inside the block, and the
/// scrollback holds each line printed above once; an entry without it (screen's) sends no
/// such sequence.
@MainActor @Suite struct InlineNarrowingTests {
    let wide = ["title ..............", "body", "status .............."]
    let narrow = ["title ......", "body", "status ....."]

    func frame(_ rows: [String], width: Int) -> InlineFrame { InlineFrame(rows: rows, width: width) }

    /// A 20×6 terminal with three shell lines and the block under them; a line printed above
    /// the block, its frame made at 20 columns and read at 12; then the resize's frame and a
    /// second line printed above.
    func narrowedWithAFrameOnItsWay(autoWrap: AutoWrapSequences?) -> ScrollingTerminal {
        var terminal = ScrollingTerminal(width: 20, height: 6)
        terminal.print(["$ chat", "shell 2", "shell 3"])
        var output = InlineOutput(sequences: .xterm256Color, autoWrap: autoWrap, terminalWraps: true, rows: 3)
        output.begin(cursorMidLine: false)
        terminal.receive(output.bytes(for: frame(wide, width: 20)))
        output.insertAbove(["one"], width: 20)
        let onItsWay = output.bytes(for: frame(wide, width: 20))
        terminal.resize(width: 12, height: 6)
        terminal.receive(onItsWay)
        output.resize(rows: 3)
        terminal.receive(output.bytes(for: frame(narrow, width: 12)))
        output.insertAbove(["two"], width: 12)
        terminal.receive(output.bytes(for: frame(narrow, width: 12)))
        return terminal
    }

    @Test func withAutoWrapOffTheScrollbackHoldsEachLineOnceAndTheBlockIsWhole() {
        let terminal = narrowedWithAFrameOnItsWay(autoWrap: .xterm)
        #expect(terminal.transcript == ["$ chat", "shell 2", "shell 3", "one", "two"] + narrow)
        #expect(terminal.autoWraps)
    }

    /// What the sequences prevent: the frame's bottom row wraps, the screen scrolls, and the
    /// block's title row is left above the block, then pushed into the scrollback.
    @Test func withAutoWrapOnTheBlocksTopRowIsLeftAboveIt() {
        let terminal = narrowedWithAFrameOnItsWay(autoWrap: nil)
        #expect(terminal.transcript == ["$ chat", "shell 2", "shell 3", "one", "title ......", "two"] + narrow)
    }

    /// Auto-wrap is off for the block's changes only: the lines above are wrapped by the
    /// terminal, and it is on again before the frame ends.
    @Test func theFramesChangesAreBetweenTheSequences() {
        var output = InlineOutput(sequences: .xterm256Color, autoWrap: .xterm, terminalWraps: true, rows: 1)
        output.begin(cursorMidLine: false)
        _ = output.bytes(for: frame(["a"], width: 10))
        output.insertAbove(["one"], width: 10)
        let sent = String(decoding: output.bytes(for: frame(["b"], width: 10)), as: UTF8.self)
        #expect(
            sent
                == InlineRendererTests.begin + InlineInsertAboveTests.erase + "one\r\n" + "\r"
                + "\u{1B}[?7l" + "b\u{1B}[K" + "\r" + "\u{1B}[?7h" + InlineRendererTests.end)
    }

    /// Only an entry that declares both sequences gets them.
    @Test func anEntryWithoutBothSendsNeither() {
        #expect(AutoWrapSequences { $0 == "rmam" ? Array("\u{1B}[?7l".utf8) : nil } == nil)
        var output = InlineOutput(sequences: .xterm256Color, terminalWraps: true, rows: 1)
        output.begin(cursorMidLine: false)
        let sent = output.bytes(for: frame(["b"], width: 10))
        #expect(!String(decoding: sent, as: UTF8.self).contains("\u{1B}[?7"))
    }
}
