import TermCells
import Testing

extension TextArea {
    /// The text with the cursor as `|`.
    var marked: String {
        var shown = lines
        let line = shown[cursorLine]
        let index = line.index(line.startIndex, offsetBy: cursorOffset)
        shown[cursorLine] = String(line[..<index]) + "|" + String(line[index...])
        return shown.joined(separator: "\n")
    }

    /// Presses each key in turn.
    func press(_ keys: Key...) {
        for key in keys { handle(KeyEvent(key)) }
    }

    /// Types each character of `text` as a key.
    func type(_ text: String) {
        for character in text { handle(KeyEvent(.character(character))) }
    }
}

/// Editing across lines: motions over line ends, ↑ ↓ by column on screen, joins.
@MainActor
@Suite struct TextAreaKeyTests {
    @Test func aNewAreaSplitsItsTextIntoLinesWithTheCursorAtTheEnd() {
        let area = TextArea(text: "one\ntwo\r\nthree\rfour")
        #expect(area.lines == ["one", "two", "three", "four"])
        #expect(area.text == "one\ntwo\nthree\nfour")
        #expect(area.marked == "one\ntwo\nthree\nfour|")
        #expect(TextArea().lines == [""])
        #expect(TextArea().marked == "|")
    }

    @Test func leftAndRightGoOnAcrossLineEnds() {
        let area = TextArea(text: "ab\ncd")
        area.press(.home)
        #expect(area.marked == "ab\n|cd")
        area.press(.left)
        #expect(area.marked == "ab|\ncd")
        area.press(.left, .left, .left, .left)
        #expect(area.marked == "|ab\ncd")
        area.press(.end, .right)
        #expect(area.marked == "ab\n|cd")
        area.press(.control("e"), .right)
        #expect(area.marked == "ab\ncd|")
        area.press(.control("a"))
        #expect(area.marked == "ab\n|cd")
    }

    @Test func upAndDownKeepTheColumnOnScreen() {
        let area = TextArea(text: "abcdef\nab\n日本語x")
        area.press(.home, .right, .right, .up)
        #expect(area.marked == "abcdef\nab|\n日本語x")
        // Column 4: past "ab" on the way, back to it above.
        area.press(.up)
        #expect(area.marked == "abcd|ef\nab\n日本語x")
        area.press(.down, .down)
        #expect(area.marked == "abcdef\nab\n日本|語x")
        // The column is kept through a shorter line: from column 7, past "ab", to the end.
        area.press(.end, .up)
        #expect(area.marked == "abcdef\nab|\n日本語x")
        area.press(.up)
        #expect(area.marked == "abcdef|\nab\n日本語x")
        // Column 3 falls inside 本: the cursor goes before it.
        area.press(.home, .right, .right, .right, .down, .down)
        #expect(area.marked == "abcdef\nab\n日|本語x")
        area.press(.control("p"), .control("n"))
        #expect(area.marked == "abcdef\nab\n日|本語x")
    }

    @Test func backspaceAtALineStartJoinsItToTheLineBefore() {
        let area = TextArea(text: "ab\ncd")
        area.press(.home, .backspace)
        #expect(area.marked == "ab|cd")
        area.press(.backspace)
        #expect(area.marked == "a|cd")
        // Alt-Backspace and Ctrl-U at a line's start delete the line break too.
        let words = TextArea(text: "one two\nthree")
        words.press(.home)
        words.handle(KeyEvent(.backspace, modifiers: .alt))
        #expect(words.marked == "one two|three")
        let start = TextArea(text: "ab")
        start.press(.home, .backspace)
        #expect(start.marked == "|ab")
    }

    @Test func aMarkStartingTheJoinedLineJoinsTheLetterBeforeAndTheCursorFollows() {
        let area = TextArea(text: "e\n\u{301}x")
        #expect(area.lines == ["e", "\u{301}x"])
        area.press(.home, .backspace)
        #expect(area.lines == ["e\u{301}x"])
        #expect(area.marked == "e\u{301}|x")
    }

    @Test func deleteAtALineEndJoinsTheNextLine() {
        let area = TextArea(text: "ab\ncd")
        area.press(.up, .end, .delete)
        #expect(area.marked == "ab|cd")
        area.press(.control("k"))
        #expect(area.marked == "ab|")
        area.press(.delete)
        #expect(area.marked == "ab|")
    }

    @Test func enterSubmitsTheTextAndTheOwnerClearsIt() {
        let area = TextArea(text: "one\ntwo")
        var submitted: [String] = []
        area.onSubmit = { [unowned area] text in
            submitted.append(text)
            area.text = ""
        }
        area.press(.enter)
        #expect(submitted == ["one\ntwo"])
        #expect(area.marked == "|")
        #expect(area.history == ["one\ntwo"])
    }

    @Test func altEnterShiftEnterAndCtrlJInsertALineBreak() {
        let area = TextArea(text: "ab")
        var submitted: [String] = []
        area.onSubmit = { submitted.append($0) }
        area.press(.left)
        area.handle(KeyEvent(.enter, modifiers: .alt))
        #expect(area.marked == "a\n|b")
        area.handle(KeyEvent(.enter, modifiers: .shift))
        #expect(area.marked == "a\n\n|b")
        area.press(.control("j"))
        #expect(area.marked == "a\n\n\n|b")
        #expect(area.lines == ["a", "", "", "b"])
        #expect(submitted.isEmpty)
        // Ctrl-Enter, as the kitty keyboard reports it, submits.
        area.handle(KeyEvent(.enter, modifiers: .control))
        #expect(submitted == ["a\n\n\nb"])
    }

    @Test func withoutOnSubmitEnterInsertsALineBreak() {
        let area = TextArea(text: "ab")
        area.press(.enter)
        #expect(area.marked == "ab\n|")
    }

    @Test func escapeAndKeysTheAreaDoesNotUseAreReturnedUnused() {
        let area = TextArea(text: "ab")
        #expect(!area.handle(KeyEvent(.escape)))
        #expect(!area.handle(KeyEvent(.tab)))
        #expect(!area.handle(KeyEvent(.pageUp)))
        #expect(!area.handle(KeyEvent(.up)))
        #expect(!area.handle(KeyEvent(.down)))
        #expect(!area.handle(.mouse(MouseEvent(.wheelUp, at: .zero))))
        var cancelled = 0
        area.onCancel = { cancelled += 1 }
        #expect(area.handle(KeyEvent(.escape)))
        #expect(cancelled == 1)
    }

    @Test func onChangeHearsEachEditOnceAndNotMoves() {
        let area = TextArea()
        var changes: [String] = []
        area.onChange = { changes.append($0) }
        area.type("ab")
        area.handle(KeyEvent(.enter, modifiers: .alt))
        area.press(.left, .right, .up)
        area.handle(.paste("x\ny"))
        area.text = "set"
        #expect(changes == ["a", "ab", "ab\n", "x\nyab\n"])
    }
}
