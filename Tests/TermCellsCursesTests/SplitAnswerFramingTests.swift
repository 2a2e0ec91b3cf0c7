import Testing

@testable import TermCellsCurses

/// A start-up answer that a slow terminal sends in pieces further apart than the escape delay
/// (issue 51, item 6): while answers are awaited, the cut-off start of one (`ESC [ ?`, which
/// no key starts with) waits for its rest, so the rest is the answer, not typed text.
@Suite struct SplitAnswerFramingTests {
    func framer(awaitingAnswers: Bool) -> InputSequenceFramer {
        var framer = InputSequenceFramer(match: InputSequenceFramerTests.match)
        framer.awaitsAnswers = awaitingAnswers
        return framer
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: ["\u{1B}[?", "\u{1B}[?2027", "\u{1B}[?2027;", "\u{1B}[?2027;2", "\u{1B}[?2027;2$"])
    func theRestOfAClusteringAnswerAfterTheDelayIsTheAnswer(start: String) {
        var framer = framer(awaitingAnswers: true)
        let answer = bytes("\u{1B}[?2027;2$y")
        #expect(framer.receive(bytes(start)) == [])
        #expect(framer.flush() == [])
        #expect(
            framer.receive(answer.dropFirst(start.utf8.count) + bytes("x")) == [.answer(answer)] + [
                .character(0x78)
            ])
    }

    @Test func theRestOfAKeyboardAnswerAfterTheDelayIsTheAnswer() {
        var framer = framer(awaitingAnswers: true)
        #expect(framer.receive(bytes("a\u{1B}[?")) == [.character(0x61)])
        #expect(framer.flush() == [])
        #expect(framer.receive(bytes("1u")) == [.answer(bytes("\u{1B}[?1u"))])
    }

    @Test func anEscTypedAfterACutOffAnswerIsStillTheEscKey() {
        var framer = framer(awaitingAnswers: true)
        #expect(framer.receive(bytes("\u{1B}[?2027;")) == [])
        #expect(framer.flush() == [])
        #expect(framer.receive(bytes("\u{1B}")) == [])
        #expect(framer.flush() == [.escape])
    }

    @Test func withNoQuestionAskedACutOffSequenceIsDroppedAtTheDelayAsBefore() {
        var framer = framer(awaitingAnswers: false)
        #expect(framer.receive(bytes("\u{1B}[?2027;")) == [])
        #expect(framer.flush() == [])
        #expect(framer.held.isEmpty)
    }

    @Test func aCutOffKeyIsStillDroppedAtTheDelayWhileAnswersAreAwaited() {
        var framer = framer(awaitingAnswers: true)
        #expect(framer.receive(bytes("\u{1B}[1;")) == [])
        #expect(framer.flush() == [])
        #expect(framer.receive(bytes("5")) == [.character(0x35)])
    }
}
