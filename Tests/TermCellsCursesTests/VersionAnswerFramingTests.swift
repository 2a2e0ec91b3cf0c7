import Testing

@testable import TermCellsCurses

/// The terminal's name and version (XTVERSION's answer, `ESC P > | kitty(0.26.5) ESC \`), the
/// one string answer asked for: framed whole while answers are awaited, however it is cut into
/// reads, and never typed text; `ESC P` is still Alt-P.
@Suite struct VersionAnswerFramingTests {
    func framer(awaitingAnswers: Bool = true) -> InputSequenceFramer {
        var framer = InputSequenceFramer(match: InputSequenceFramerTests.match)
        framer.awaitsAnswers = awaitingAnswers
        return framer
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let answer = "\u{1B}P>|kitty(0.26.5)\u{1B}\\"

    @Test func theAnswerIsOneAnswerAndTheKeysAroundItGoThrough() {
        var framer = framer()
        #expect(
            framer.receive(bytes("a" + Self.answer + "b"))
                == [.character(0x61), .answer(bytes(Self.answer)), .character(0x62)])
    }

    /// Cut after `ESC P >` and before its closing `ESC \`: `ESC` and `ESC P` alone are the Esc
    /// key and Alt-P, and an Esc last is the Esc key typed after a cut-off answer.
    @Test(arguments: [3, 4, 9, 16, 17])
    func anAnswerCutIntoTwoReadsPastTheDelayIsStillTheAnswer(cut: Int) {
        var framer = framer()
        let answer = bytes(Self.answer)
        #expect(framer.receive(answer.prefix(cut)) == [])
        #expect(framer.flush() == [])
        #expect(framer.receive(answer.dropFirst(cut)) == [.answer(answer)])
    }

    @Test func altPIsStillEscAndP() {
        var framer = framer()
        #expect(framer.receive(bytes("\u{1B}P")) == [])
        #expect(framer.flush() == [.escape, .character(0x50)])
        #expect(framer.receive(bytes("\u{1B}Px")) == [.escape, .character(0x50), .character(0x78)])
        var notAsking = self.framer(awaitingAnswers: false)
        #expect(notAsking.receive(bytes("\u{1B}P>")) == [.escape, .character(0x50), .character(0x3E)])
    }

    @Test func aStringCutOffByAnotherEscIsDroppedAndTheEscStillCounts() {
        var framer = framer()
        #expect(framer.receive(bytes("\u{1B}P>|kit\u{1B}[A")) == [.key(bytes("\u{1B}[A"))])
        #expect(framer.receive(bytes("\u{1B}P>|kit")) == [])
        #expect(framer.flush() == [])
        #expect(framer.receive(bytes("\u{1B}")) == [])
        #expect(framer.flush() == [.escape])
    }

    @Test func aStringLongerThanAnyAnswerIsDroppedWhole() {
        var framer = framer()
        let long = bytes("\u{1B}P>|") + [UInt8](repeating: 0x61, count: InputSequenceFramer.longestStringAnswer)
        #expect(framer.receive(long + bytes("\u{1B}\\q")) == [.character(0x71)])
        #expect(framer.receive(long + bytes("aa")) == [])
        #expect(framer.held.isEmpty && framer.droppedSequences == 2)
    }
}
