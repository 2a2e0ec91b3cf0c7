import Foundation
import Testing

@testable import TermCellsCurses

/// Bracketed paste (issue 18, item 7): a paste is one token whatever its length or the reads it
/// arrives in, a newline or an Esc inside it is text, and framing it costs time linear in its size.
@Suite struct BracketedPasteFramingTests {
    func framer() -> InputSequenceFramer { InputSequenceFramer(match: InputSequenceFramerTests.match) }
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aPasteIsOneTokenBetweenKeys() {
        var framer = framer()
        let tokens = framer.receive(bytes("a\u{1B}[200~line one\r\nline\ttwo\u{1B}[A\u{1B}[201~b"))
        #expect(tokens == [.character(0x61), .paste(bytes("line one\r\nline\ttwo\u{1B}[A")), .character(0x62)])
        #expect(framer.held.isEmpty && !framer.isPasting)
    }

    @Test func aPasteCutAcrossReadsAnywhereIsStillOneToken() {
        let text = bytes("x\u{1B}[200~first\nsecond \u{1B}[201 not the end\u{1B}[201~y")
        for cut in 1..<text.count {
            var framer = framer()
            let tokens = framer.receive(text[..<cut]) + framer.receive(text[cut...])
            #expect(
                tokens == [.character(0x78), .paste(bytes("first\nsecond \u{1B}[201 not the end")), .character(0x79)],
                "cut at \(cut)")
        }
    }

    @Test func aPasteByteByByteIsOneToken() {
        var framer = framer()
        var tokens: [InputToken] = []
        for byte in bytes("\u{1B}[200~ab\u{1B}[201~") { tokens += framer.receive([byte]) }
        #expect(tokens == [.paste(bytes("ab"))])
    }

    @Test func aPasteWhoseEndNeverComesEndsAtTheFlushAndKeysFollow() {
        var framer = framer()
        #expect(framer.receive(bytes("\u{1B}[200~half a pas")) == [])
        #expect(framer.isPasting)
        #expect(framer.flush() == [.paste(bytes("half a pas"))])
        #expect(!framer.isPasting)
        #expect(framer.receive(bytes("q")) == [.character(0x71)])
    }

    @Test func aPasteLongerThanTheLimitKeepsItsFirstBytes() {
        var framer = framer()
        let chunk = [UInt8](repeating: 0x61, count: 1 << 20)
        var tokens = framer.receive(bytes("\u{1B}[200~"))
        for _ in 0..<9 { tokens += framer.receive(chunk) }
        tokens += framer.receive(bytes("\u{1B}[201~z"))
        #expect(tokens.count == 2)
        if case .paste(let pasted) = tokens.first { #expect(pasted.count == InputSequenceFramer.longestPaste) }
        #expect(tokens.last == .character(0x7A))
        #expect(framer.droppedSequences == 1)
    }

    @Test func framingAMegabytePasteInTerminalSizedReadsIsLinear() {
        /// Frames a paste of about `size` bytes in 4 KiB reads; returns the time and the tokens.
        func frame(size: Int) -> (Duration, [InputToken], Int) {
            var text = bytes("\u{1B}[200~")
            let line = bytes("0123456789 abcdefghij\n")
            while text.count < size { text += line }
            text += bytes("\u{1B}[201~")
            var framer = framer()
            var tokens: [InputToken] = []
            let elapsed = ContinuousClock().measure {
                var offset = 0
                while offset < text.count {
                    tokens += framer.receive(text[offset..<min(offset + 4_096, text.count)])
                    offset += 4_096
                }
            }
            return (elapsed, tokens, text.count)
        }
        let (small, _, _) = frame(size: 1 << 18)
        let (large, tokens, count) = frame(size: 1 << 20)
        #expect(tokens.count == 1)
        if case .paste(let pasted) = tokens.first { #expect(pasted.count == count - 12) }
        // Linear: four times the bytes take about four times as long (sixteen, were it
        // quadratic, as typing the paste key by key was). A ratio, not a time, so a slow
        // machine or a sanitizer build does not change the verdict.
        let ratio = large / max(small, .microseconds(1))
        #expect(ratio < 10, "256 KiB: \(small), 1 MiB: \(large)")
    }
}
