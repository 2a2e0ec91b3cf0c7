import Testing

@testable import TermCellsCurses

/// The terminal's answers to the questions asked before the first frame, told apart from the
/// keys typed meanwhile, which are kept in order.
@Suite struct TerminalRepliesTests {
    func read(_ text: String, position: Bool = false, keyboard: Bool = true) -> TerminalReplies {
        TerminalReplies(reading: Array(text.utf8), askedCursorPosition: position, askedModes: keyboard)
    }

    @Test func theCursorColumnIsReadFromAPositionReport() {
        let replies = read("x\u{1B}[12;7R", position: true, keyboard: false)
        #expect(replies.cursorColumn == 7)
        #expect(replies.isComplete)
        #expect(replies.otherInput == Array("x".utf8))
        #expect(read("\u{1B}[12;R", position: true, keyboard: false).cursorColumn == nil)
        #expect(read("abc", position: true, keyboard: false).cursorColumn == nil)
    }

    @Test func aTerminalWithTheProtocolAnswersItsFlagsBeforeTheDeviceAttributes() {
        let replies = read("a\u{1B}[?0ub\u{1B}[?62;22cc")
        #expect(replies.answers == [Array("\u{1B}[?0u".utf8)])
        #expect(replies.isComplete)
        #expect(replies.otherInput == Array("abc".utf8))
        #expect(read("\u{1B}[?1u\u{1B}[?6c").answers == [Array("\u{1B}[?1u".utf8)])
    }

    @Test func aTerminalWithoutItAnswersTheDeviceAttributesOnly() {
        let replies = read("\u{1B}[?1;2c")
        #expect(replies.answers.isEmpty)
        #expect(replies.isComplete)
        #expect(replies.otherInput.isEmpty)
    }

    @Test func theWaitGoesOnUntilTheLastAnswerAndKeepsWhatIsCutOff() {
        let partial = read("\u{1B}[?0u\u{1B}[?6")
        #expect(partial.answers == [Array("\u{1B}[?0u".utf8)])
        #expect(!partial.isComplete)
        #expect(partial.otherInput == Array("\u{1B}[?6".utf8))
        // Both questions: the position first, the device attributes last.
        let both = read("\u{1B}[3;9R\u{1B}[?1;2c\u{1B}[A", position: true)
        #expect(both.cursorColumn == 9 && both.answers.isEmpty && both.isComplete)
        #expect(both.otherInput == Array("\u{1B}[A".utf8))
    }

    @Test func keysTypedAheadAreKeptInOrder() {
        let replies = read("\u{1B}[B\u{1B}[27u\u{1B}[?0u\u{1B}x\u{1B}[?62c\u{1B}[1;5D")
        #expect(replies.answers == [Array("\u{1B}[?0u".utf8)])
        #expect(replies.otherInput == Array("\u{1B}[B\u{1B}[27u\u{1B}x\u{1B}[1;5D".utf8))
    }

    @Test func aCutOffSequenceAtTheEndIsToldApart() {
        for cutOff in ["\u{1B}", "a\u{1B}[", "\u{1B}[?2027;", "\u{1B}[12;", "\u{1B}[?62;22c\u{1B}[?2027;2$"] {
            #expect(TerminalReplies.endsInCutOffSequence(Array(cutOff.utf8)), "\(cutOff.debugDescription)")
        }
        for whole in ["", "abc", "\u{1B}[?2027;2$y", "\u{1B}[12;5R", "\u{1B}x", "\u{1B}[1;2\r"] {
            #expect(!TerminalReplies.endsInCutOffSequence(Array(whole.utf8)), "\(whole.debugDescription)")
        }
    }
}
