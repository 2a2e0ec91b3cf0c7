import TermCells
import Testing

/// Ctrl-_ goes back a group of edits: a run of typing, of Backspaces, a paste, a line break.
@MainActor
@Suite struct TextAreaUndoTests {
    static let undo = Key.control("_")

    @Test func aRunOfTypingIsUndoneWhole() {
        let area = TextArea()
        area.type("hello")
        area.handle(KeyEvent(.enter, modifiers: .alt))
        area.type("world")
        area.press(Self.undo)
        #expect(area.marked == "hello\n|")
        area.press(Self.undo)
        #expect(area.marked == "hello|")
        area.press(Self.undo)
        #expect(area.marked == "|")
        // Nothing more to undo: still used, nothing changes.
        #expect(area.handle(KeyEvent(Self.undo)))
        #expect(area.marked == "|")
    }

    @Test func aMotionEndsARunOfTyping() {
        let area = TextArea()
        area.type("ab")
        area.press(.left)
        area.type("X")
        area.press(.right)
        area.type("c")
        #expect(area.marked == "aXbc|")
        area.press(Self.undo)
        #expect(area.marked == "aXb|")
        area.press(Self.undo)
        #expect(area.marked == "a|b")
        area.press(Self.undo)
        #expect(area.marked == "|")
    }

    @Test func backspacesAreARunOfTheirOwnAndAJoinIsInIt() {
        let area = TextArea(text: "ab\ncd")
        area.press(.backspace, .backspace, .backspace, .backspace)
        #expect(area.marked == "a|")
        area.type("z")
        area.press(Self.undo)
        #expect(area.marked == "a|")
        area.press(Self.undo)
        #expect(area.marked == "ab\ncd|")
    }

    @Test func aBackspaceThatDeletesNothingLeavesTheUndoGroupsAsTheyWere() {
        let area = TextArea()
        area.type("ab")
        area.press(.home, .backspace, .end, .backspace)
        #expect(area.marked == "a|")
        area.press(Self.undo)
        #expect(area.marked == "ab|")
        area.press(Self.undo)
        #expect(area.marked == "|")
    }

    @Test func ctrlSlashFromTheKittyKeyboardUndoes() {
        let area = TextArea()
        area.type("ab")
        area.handle(KeyEvent(.character("/"), modifiers: .control))
        #expect(area.marked == "|")
    }

    @Test func settingTheTextForgetsWhatUndoWouldGoBackTo() {
        let area = TextArea()
        area.type("ab")
        area.text = "new"
        area.press(Self.undo)
        #expect(area.marked == "new|")
    }
}
