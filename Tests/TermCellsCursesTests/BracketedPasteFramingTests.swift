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

    @Test func framingAMegabytePasteInTerminalSizedReadsSearchesEachByteOnce() {
        var text = bytes("\u{1B}[200~")
        let line = bytes("0123456789 abcdefghij\n")
        while text.count < 1 << 20 { text += line }
        text += bytes("\u{1B}[201~")
        var framer = framer()
        var tokens: [InputToken] = []
        var reads = 0
        var offset = 0
        while offset < text.count {
            tokens += framer.receive(text[offset..<min(offset + 4_096, text.count)])
            offset += 4_096
            reads += 1
        }
        #expect(tokens == [.paste(Array(text[6..<(text.count - 6)]))])
        // Linear: each byte is searched once, but for the few bytes at the end of a read that
        // might start the end marker, which are searched again with the next read. Searching
        // everything held on each read (as typing the paste key by key did) would be about
        // 128 GiB of searching: quadratic.
        #expect(framer.pasteBytesSearched <= text.count + reads * InputSequenceFramer.pasteEnd.count)
        #expect(framer.pasteBytesSearched >= text.count - 12)
    }
}
