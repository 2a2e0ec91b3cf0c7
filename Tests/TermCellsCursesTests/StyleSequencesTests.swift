import Testing

@testable import TermCellsCurses

/// The sequences a style is sent with are the entry's own, for the attributes it has, with
/// the attributes `ncv` says do not go with colour dropped as ncurses drops them.
@MainActor @Suite struct StyleSequencesTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    let reverse = InlineStyle(attributes: InlineStyle.reverse)
    let bold = InlineStyle(attributes: InlineStyle.bold)

    @Test func aWholeStyleIsTheEntrysSetAttributesThenItsColours() {
        let sequences = StyleSequences.xterm256Color
        let style = InlineStyle(
            attributes: InlineStyle.underline | InlineStyle.reverse, foreground: 12, background: 200)
        #expect(text(sequences.sequence(for: style)) == "\u{1B}(B\u{1B}[0;4;7m\u{1B}[94m\u{1B}[48;5;200m")
        #expect(text(sequences.sequence(for: .plain)) == "\u{1B}(B\u{1B}[m")
    }

    /// No entry declares SGR 22: bold off is a reset and what stays on.
    @Test func boldOffIsAResetNeverSGR22() {
        let sequences = StyleSequences.xterm256Color
        let boldReverse = InlineStyle(attributes: InlineStyle.bold | InlineStyle.reverse)
        #expect(text(sequences.sequence(from: boldReverse, to: reverse)) == "\u{1B}(B\u{1B}[0;7m")
        #expect(text(sequences.sequence(from: reverse, to: .plain)) == "\u{1B}[27m")
        #expect(text(sequences.sequence(from: .plain, to: boldReverse)) == "\u{1B}[1m\u{1B}[7m")
    }

    /// xterm-color has no dim, no italic, no 39 or 49, and its `op` is a reset: a colour back
    /// to the default is a reset and the attributes again.
    @Test func xtermColorGetsOnlyWhatItsEntryDeclares() {
        let sequences = StyleSequences.xtermColor
        let all = InlineStyle(attributes: 31)
        #expect(
            sequences.shown(all, colored: false).attributes == InlineStyle.bold | InlineStyle.underline
                | InlineStyle.reverse)
        let redReverse = InlineStyle(attributes: InlineStyle.reverse, foreground: 1)
        #expect(text(sequences.sequence(from: redReverse, to: reverse)) == "\u{1B}[m\u{1B}[7m")
        #expect(text(sequences.sequence(from: reverse, to: redReverse)) == "\u{1B}[31m")
        #expect(
            text(sequences.sequence(from: InlineStyle(attributes: InlineStyle.underline), to: .plain)) == "\u{1B}[m")
    }

    /// putty (`ncv#22`): with a colour pair, underline and dim are dropped and reverse swaps
    /// the colours, as ncurses does.
    @Test func puttyDropsWhatItsNcvNamesWithColour() {
        let sequences = StyleSequences.putty
        let style = InlineStyle(
            attributes: InlineStyle.reverse | InlineStyle.underline | InlineStyle.bold, foreground: 2, background: -1)
        #expect(
            sequences.shown(style, colored: true)
                == InlineStyle(attributes: InlineStyle.bold, foreground: -1, background: 2))
        #expect(sequences.shown(style, colored: false).attributes == style.attributes)
        #expect(sequences.shown(InlineStyle(attributes: InlineStyle.italic), colored: false) == .plain)
    }

    /// kitty's entry has `dim`, but its `sgr`, which ncurses sets attributes with, leaves it
    /// out: the writer leaves it out too, so that its frames show what ncurses' repaint shows.
    @Test func anAttributeTheEntrysSGRLeavesOutIsNotShown() {
        let sequences = StyleSequences.xtermKitty
        let dim = InlineStyle(attributes: InlineStyle.dim)
        #expect(sequences.available & InlineStyle.dim == 0)
        #expect(sequences.available & InlineStyle.bold != 0)
        #expect(sequences.shown(dim, colored: false) == .plain)
        #expect(text(sequences.sequence(from: .plain, to: sequences.shown(dim, colored: false))) == "")
        #expect(StyleSequences.xterm256Color.available & InlineStyle.dim != 0)
    }

    @Test func paddingIsLeftOut() {
        #expect(StyleSequences.withoutPadding(Array("\u{1B}[m\u{0F}$<2>".utf8)) == Array("\u{1B}[m\u{0F}".utf8))
        #expect(StyleSequences.withoutPadding(Array("\u{1B}[1m$<2/>x".utf8)) == Array("\u{1B}[1mx".utf8))
    }
}
