import TerminalModels
import Testing

@testable import TermCellsCurses

/// Styled lines printed above an inline block (`Application.insertAbove(_: [StyledLine])`): each
/// run in the entry's own sequences, the default style back before each line ends, the text
/// sanitised, and each line once in the scrollback through a narrowing.
@MainActor @Suite struct InlineStyledLinesTests {
    /// Bold stays bold, ANSI red is colour 1, every other colour the default.
    static func style(_ style: Style) -> InlineStyle {
        InlineStyle(attributes: style.attributes.rawValue, foreground: style.foreground == .ansi(1) ? 1 : -1)
    }

    let lines = LinesAbove(terminalWraps: true)
    let reset = "\u{1B}(B\u{1B}[m"

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func eachRunIsSentInTheEntrysSequencesAndEachLineEndsPlain() {
        let bytes = lines.bytes(
            [StyledLine("you:", style: .bold) + " hi", StyledLine("red", style: Style(foreground: .ansi(1))), "plain"],
            width: 80, sequences: .xterm256Color, style: Self.style)
        #expect(text(bytes) == "\u{1B}[1myou:" + reset + " hi\r\n" + "\u{1B}[31mred" + reset + "\r\n" + "plain\r\n")
    }

    /// A plain line sends no style at all: the bytes of `insertAbove(_: [String])`.
    @Test func plainLinesSendNoStyle() {
        let bytes = lines.bytes(["one", "two"], width: 80, sequences: .xterm256Color, style: Self.style)
        #expect(text(bytes) == lines.bytes(["one", "two"], width: 80))
        #expect(text(bytes) == "one\r\ntwo\r\n")
    }

    /// Controls and escape sequences in a run show as placeholders, and a newline inside a run
    /// starts a new line in the same style.
    @Test func runsAreSanitisedAndSplitAtNewlines() {
        let bytes = lines.bytes(
            [StyledLine("a\u{1B}[2Jb\u{07}\nc", style: .bold)], width: 80, sequences: .xterm256Color,
            style: Self.style)
        #expect(text(bytes) == "\u{1B}[1ma^[[2Jb^G" + reset + "\r\n" + "\u{1B}[1mc" + reset + "\r\n")
    }

    /// Where the entry does not say the terminal wraps, a styled line is broken into rows one
    /// column narrower than the terminal, each row ending plain and the next taking the style
    /// again.
    @Test func withoutWrappingEachRowEndsPlain() {
        let bytes = LinesAbove(terminalWraps: false).bytes(
            [StyledLine("abcdef", style: .bold)], width: 4, sequences: .xterm256Color, style: Self.style)
        #expect(text(bytes) == "\u{1B}[1mabc" + reset + "\r\n" + "\u{1B}[1mdef" + reset + "\r\n")
    }

    /// A styled line wider than the narrowed terminal, printed by a frame made at 20 columns and
    /// read at 12, then another after the resize: the scrollback holds each once, whole (the
    /// terminal wrapped the long one at its new width, which this model keeps as two rows),
    /// and the block is whole under them.
    @Test func aNarrowingWithAFrameOnItsWayLosesAndDoublesNoStyledLine() {
        let wide = ["title ..............", "body", "status .............."]
        let narrow = ["title ......", "body", "status ....."]
        var terminal = ScrollingTerminal(width: 20, height: 6)
        terminal.print(["$ chat", "shell 2", "shell 3"])
        var output = InlineOutput(sequences: .xterm256Color, autoWrap: .xterm, terminalWraps: true, rows: 3)
        output.begin(cursorMidLine: false)
        terminal.receive(output.bytes(for: InlineFrame(rows: wide, width: 20)))
        output.insertAbove(
            [
                StyledLine("assistant:", style: .bold),
                StyledLine("0123456789abcdefghij", style: Style(foreground: .ansi(1))),
            ],
            width: 20, style: Self.style)
        let onItsWay = output.bytes(for: InlineFrame(rows: wide, width: 20))
        terminal.resize(width: 12, height: 6)
        terminal.receive(onItsWay)
        output.resize(rows: 3)
        terminal.receive(output.bytes(for: InlineFrame(rows: narrow, width: 12)))
        output.insertAbove([StyledLine("user:", style: .bold) + " next"], width: 12, style: Self.style)
        terminal.receive(output.bytes(for: InlineFrame(rows: narrow, width: 12)))
        #expect(
            terminal.transcript
                == ["$ chat", "shell 2", "shell 3", "assistant:", "0123456789ab", "cdefghij", "user: next"] + narrow)
        #expect(terminal.autoWraps)
    }

    /// Without colours (`NO_COLOR`, a terminal without them) a style keeps its attributes, and a
    /// coloured background shows reversed, as a canvas shows it.
    @Test @MainActor func withoutColoursAStyleKeepsItsAttributesAndABackgroundReverses() {
        let pairs = ColorPairs(enabled: false)
        #expect(
            pairs.inlineStyle(of: Style(foreground: .ansi(1), background: .ansi(4), attributes: .bold))
                == InlineStyle(attributes: InlineStyle.bold | InlineStyle.reverse))
        #expect(pairs.inlineStyle(of: Style(foreground: .ansi(1))) == .plain)
    }
}
