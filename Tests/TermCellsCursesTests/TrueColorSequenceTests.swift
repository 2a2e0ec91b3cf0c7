import Testing

@testable import TermCellsCurses

/// A 24-bit colour's sequences: SGR 38 and 48 with `2;r;g;b`, whole or as a difference.
@MainActor @Suite struct TrueColorSequenceTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    let red = InlineStyle.number(red: 255, green: 0, blue: 0)
    let teal = InlineStyle.number(red: 0, green: 128, blue: 128)

    @Test func aWholeStyleSendsBothColoursAsTheyAre() {
        let style = InlineStyle(attributes: InlineStyle.bold, foreground: red, background: teal)
        #expect(
            text(StyleSequences.xterm256Color.sequence(for: style))
                == "\u{1B}(B\u{1B}[0;1m\u{1B}[38;2;255;0;0m\u{1B}[48;2;0;128;128m")
    }

    @Test func aChangeOfOneColourSendsThatColourAlone() {
        let from = InlineStyle(foreground: red, background: teal)
        let to = InlineStyle(foreground: InlineStyle.number(red: 254, green: 0, blue: 0), background: teal)
        #expect(text(StyleSequences.xterm256Color.sequence(from: from, to: to)) == "\u{1B}[38;2;254;0;0m")
        #expect(
            text(StyleSequences.xterm256Color.sequence(from: from, to: InlineStyle(foreground: red)))
                == "\u{1B}[49m")
    }
}
