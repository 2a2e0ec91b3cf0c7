import TerminalModels
import Testing

@testable import TermCellsCurses

/// Lines printed above an inline block (`Application.insertAbove`): the bytes sent, and where
/// the lines, the block and the shell's output end up on a terminal with a scrollback.
@MainActor @Suite struct InlineInsertAboveTests {
    static let (begin, end) = (InlineRendererTests.begin, InlineRendererTests.end)
    static let erase = "\r\u{1B}[K\u{1B}7\u{1B}[B\u{1B}[J\u{1B}8"

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    func frame(_ rows: [String], width: Int) -> InlineFrame { InlineFrame(rows: rows, width: width) }

    /// A terminal `width`×`height` that printed `shellLines`, and an inline block of
    /// `block.count` rows started under them and drawn once.
    func started(
        _ block: [String], width: Int, height: Int, shellLines: [String]
    ) -> (ScrollingTerminal, InlineOutput) {
        var terminal = ScrollingTerminal(width: width, height: height)
        terminal.print(shellLines)
        var output = InlineOutput(sequences: .xterm256Color, terminalWraps: true, rows: block.count)
        output.begin(cursorMidLine: false)
        terminal.receive(output.bytes(for: frame(block, width: width)))
        return (terminal, output)
    }

    @Test func theLinesComeFromTheBlocksTopRowAndTheBlockIsDrawnWholeUnderThem() {
        var output = InlineOutput(sequences: .xterm256Color, terminalWraps: true, rows: 3)
        output.begin(cursorMidLine: false)
        let block = frame(["a", "b", "c"], width: 10)
        _ = output.bytes(for: block)
        output.insertAbove(["one", "two"], width: 10)
        #expect(
            text(output.bytes(for: block))
                == Self.begin + Self.erase + "one\r\ntwo\r\n" + "\r\n\n\u{1B}[2A"
                + "a\u{1B}[K" + "\u{1B}[1B\rb\u{1B}[K" + "\u{1B}[1B\rc\u{1B}[K" + "\u{1B}[2A\r" + Self.end)
        // Nothing waits any more: an unchanged frame sends nothing.
        #expect(output.bytes(for: block).isEmpty)
    }

    /// At the bottom of the screen the lines above scroll up into the scrollback, each once,
    /// in order, as under a shell's output; the block stays on the last rows.
    @Test func atTheBottomTheLinesScrollIntoTheScrollbackOnce() {
        var (terminal, output) = started(
            ["block 1", "block 2", "block 3"], width: 20, height: 6, shellLines: ["$ chat", "shell 2", "shell 3"])
        #expect(terminal.screen == ["$ chat", "shell 2", "shell 3", "block 1", "block 2", "block 3"])
        let block = frame(["block 1", "block 2", "block 3"], width: 20)
        output.insertAbove(["one", "two"], width: 20)
        terminal.receive(output.bytes(for: block))
        #expect(terminal.scrollback == ["$ chat", "shell 2"])
        #expect(terminal.screen == ["shell 3", "one", "two", "block 1", "block 2", "block 3"])
        #expect(terminal.row == 3 && terminal.column == 0)
        output.insertAbove(["three"], width: 20)
        output.insertAbove(["four\nfive"], width: 20)
        terminal.receive(output.bytes(for: block))
        #expect(terminal.scrollback == ["$ chat", "shell 2", "shell 3", "one", "two"])
        #expect(terminal.screen == ["three", "four", "five", "block 1", "block 2", "block 3"])
    }

    /// With room under the block, the block moves down under the lines and nothing scrolls.
    @Test func withRoomBelowTheBlockMovesDown() {
        var (terminal, output) = started(["block 1", "block 2"], width: 20, height: 8, shellLines: ["$ chat"])
        output.insertAbove(["one", "two"], width: 20)
        terminal.receive(output.bytes(for: frame(["block 1", "block 2"], width: 20)))
        #expect(terminal.scrollback.isEmpty)
        #expect(terminal.screen == ["$ chat", "one", "two", "block 1", "block 2", "", "", ""])
        #expect(terminal.row == 3)
    }

    /// A line wider than the terminal is wrapped by the terminal (one line in its scrollback);
    /// lines that wait through a resize are printed at the new width, once, and the block is
    /// drawn at its new size under them.
    @Test func aResizeBetweenAnInsertionAndItsFramePrintsTheLinesOnceAtTheNewWidth() {
        var (terminal, output) = started(
            ["block 1 ........ wide", "block 2"], width: 24, height: 6, shellLines: ["$ chat", "shell 2", "shell 3"])
        output.insertAbove(["0123456789abcdefghij"], width: 24)
        terminal.resize(width: 12, height: 6)
        output.resize(rows: 2)
        terminal.receive(output.bytes(for: frame(["block 1 ....", "block 2"], width: 12)))
        #expect(terminal.scrollback == ["$ chat"])
        #expect(terminal.screen == ["shell 2", "shell 3", "0123456789ab", "cdefghij", "block 1 ....", "block 2"])
        // The same the other way round: the resize first, the lines after it.
        output.resize(rows: 2)
        output.insertAbove(["next"], width: 12)
        terminal.receive(output.bytes(for: frame(["block 1 ....", "block 2"], width: 12)))
        #expect(terminal.scrollback == ["$ chat", "shell 2"])
        #expect(terminal.screen == ["shell 3", "0123456789ab", "cdefghij", "next", "block 1 ....", "block 2"])
    }

    /// Lines still waiting at a stop or an end that erases the block are printed where the
    /// block was, the block erased, and the prompt comes right under them.
    @Test func releasingPrintsTheWaitingLinesAndErasesTheBlock() {
        var (terminal, output) = started(["block 1", "block 2"], width: 20, height: 8, shellLines: ["$ chat"])
        output.insertAbove(["last words"], width: 20)
        terminal.receive(output.release())
        terminal.print(["$ "])
        #expect(terminal.screen == ["$ chat", "last words", "$", "", "", "", "", ""])
        // After `fg`, the block is made again under the cursor, with no erase of the shell's lines.
        output.resume()
        let bytes = text(output.bytes(for: frame(["block 1", "block 2"], width: 20)))
        #expect(bytes.hasPrefix(Self.begin + "\r\n\u{1B}[1A"))
    }

    /// An end that keeps the block prints the waiting lines, draws the block's last state
    /// under them, keeps its rows down to the last that is not blank, and leaves the cursor on
    /// the line under them, where the prompt comes.
    @Test func keepingTheBlockLeavesItsRowsAndTheCursorUnderThem() {
        var (terminal, output) = started(
            ["block 1", "block 2", "", ""], width: 20, height: 6, shellLines: ["$ chat", "shell 2"])
        output.insertAbove(["last words"], width: 20)
        terminal.receive(output.keep(frame(["done 1", "done 2", "", ""], width: 20)))
        terminal.print(["$ "])
        #expect(terminal.scrollback == ["$ chat"])
        #expect(terminal.screen == ["shell 2", "last words", "done 1", "done 2", "$", ""])
    }

    @Test func aBlankBlockKeptIsErased() {
        var (terminal, output) = started(["", ""], width: 20, height: 6, shellLines: ["$ chat"])
        terminal.receive(output.keep(frame(["", ""], width: 20)))
        terminal.print(["$ "])
        #expect(terminal.screen == ["$ chat", "$", "", "", "", ""])
    }

    /// Controls and escape sequences never reach the terminal: they show as placeholders,
    /// tabs as spaces, and a newline inside a string starts a line.
    @Test func linesAreSanitised() {
        let lines = LinesAbove(terminalWraps: true)
        #expect(
            lines.bytes(["a\tb", "red \u{1B}[31mtext\u{07}", "one\r\ntwo", "", "漢字"], width: 80)
                == "a       b\r\nred ^[[31mtext^G\r\none\r\ntwo\r\n\r\n漢字\r\n")
    }

    /// Where the entry does not say the terminal wraps at the margin, lines are broken into
    /// rows one column narrower than it, a wide glyph that does not fit starting the next.
    @Test func withoutWrappingLinesAreBrokenShortOfTheLastColumn() {
        let lines = LinesAbove(terminalWraps: false)
        #expect(lines.bytes(["abcdefg", "ab漢"], width: 4) == "abc\r\ndef\r\ng\r\nab\r\n漢\r\n")
    }
}
