import Testing

@testable import TermCellsCurses

/// The grapheme clustering mode's question and answer (DECRQM 2027): the answer read among the
/// keys, never typed, and what each state means.
@Suite struct GraphemeClusterModeTests {
    func framer() -> InputSequenceFramer { InputSequenceFramer(match: { _ in .none }) }

    @Test func theAnswerAmongTheKeysIsAnAnswerNotAKey() {
        var framer = framer()
        let tokens = framer.receive(Array("a\u{1B}[?2027;2$yb".utf8))
        #expect(tokens == [.character(0x61), .answer(Array("\u{1B}[?2027;2$y".utf8)), .character(0x62)])
    }

    @Test func anAnswerSplitAcrossReadsIsHeldUntilItsEnd() {
        var framer = framer()
        #expect(framer.receive(Array("\u{1B}[?2027;".utf8)).isEmpty)
        #expect(framer.receive(Array("3$y".utf8)) == [.answer(Array("\u{1B}[?2027;3$y".utf8))])
    }

    @Test func onlyTheModesOwnAnswerIsRead() {
        #expect(GraphemeClusterMode.state(inAnswer: Array("\u{1B}[?2027;1$y".utf8)) == 1)
        #expect(GraphemeClusterMode.state(inAnswer: Array("\u{1B}[?2026;1$y".utf8)) == nil)
        #expect(GraphemeClusterMode.state(inAnswer: Array("\u{1B}[?2027;12$y".utf8)) == nil)
        #expect(GraphemeClusterMode.state(inAnswer: Array("\u{1B}[?2027;x$y".utf8)) == nil)
    }

    @Test func eachStateSaysWhetherToClusterAndWhetherToSetTheMode() {
        #expect(GraphemeClusterMode.Answer(state: 1) == .clusters(setsMode: true))
        #expect(GraphemeClusterMode.Answer(state: 2) == .clusters(setsMode: true))
        #expect(GraphemeClusterMode.Answer(state: 3) == .clusters(setsMode: false))
        #expect(GraphemeClusterMode.Answer(state: 4) == .doesNotCluster)
        #expect(GraphemeClusterMode.Answer(state: 0) == .doesNotCluster)
    }

    @Test func theEnvironmentDecidesOverTheOption() {
        #expect(GraphemeClusterMode.plan(option: nil, environment: nil) == .ask)
        #expect(GraphemeClusterMode.plan(option: true, environment: nil) == .forceOn)
        #expect(GraphemeClusterMode.plan(option: false, environment: nil) == .forceOff)
        #expect(GraphemeClusterMode.plan(option: true, environment: "0") == .forceOff)
        #expect(GraphemeClusterMode.plan(option: false, environment: "1") == .forceOn)
        #expect(GraphemeClusterMode.plan(option: nil, environment: "yes") == .ask)
    }

    @Test func inlineModesWaitReadsTheAnswerBeforeTheDeviceAttributes() {
        let replies = TerminalReplies(
            reading: Array("\u{1B}[3;1Rx\u{1B}[?2027;2$y\u{1B}[?62c".utf8), askedCursorPosition: true,
            askedModes: true)
        #expect(replies.answers == [Array("\u{1B}[?2027;2$y".utf8)])
        #expect(replies.cursorColumn == 1)
        #expect(replies.isComplete)
        #expect(replies.otherInput == Array("x".utf8))
    }
}
