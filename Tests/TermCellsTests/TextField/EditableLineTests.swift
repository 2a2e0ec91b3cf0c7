import Testing

@testable import TermCells

/// A line written with its cursor as `|`: `"ab|c"` is "abc" with the cursor before "c".
func editableLine(_ marked: String) -> EditableLine {
    let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    var line = EditableLine(parts.joined())
    line.cursorOffset = parts[0].count
    return line
}

extension EditableLine {
    /// The line with its cursor as `|`.
    var marked: String { String(textBeforeCursor) + "|" + String(textAfterCursor) }

    /// This line after `edits`.
    func applying(_ edits: Edit...) -> EditableLine {
        var line = self
        for edit in edits { line.apply(edit) }
        return line
    }
}

/// The editing model on its own: each edit, the word motions, and characters kept whole.
@Suite struct EditableLineTests {
    @Test func aNewLineHasItsCursorAtTheEnd() {
        let line = EditableLine("abc")
        #expect(line.marked == "abc|")
        #expect(line.isCursorAtEnd)
        #expect(line.cursorOffset == 3)
        #expect(EditableLine().marked == "|")
    }

    @Test func charactersAreInsertedAtTheCursor() {
        var line = editableLine("ac|")
        line.apply(.moveLeft)
        let changed = line.apply(.insert("b"))
        #expect(changed)
        #expect(line.marked == "ab|c")
        #expect(line.applying(.insert("xyz")).marked == "abxyz|c")
    }

    @Test func movesGoOneCharacterAndStopAtTheEnds() {
        var line = editableLine("a|b")
        let changed = line.apply(.moveLeft)
        #expect(!changed)
        #expect(line.marked == "|ab")
        line.apply(.moveLeft)
        #expect(line.marked == "|ab")
        line.apply(.moveRight)
        line.apply(.moveRight)
        line.apply(.moveRight)
        #expect(line.marked == "ab|")
        #expect(editableLine("a|b").applying(.moveToStart).marked == "|ab")
        #expect(editableLine("a|b").applying(.moveToEnd).marked == "ab|")
    }

    @Test func deletesRemoveAroundTheCursorAndNothingAtTheEnds() {
        #expect(editableLine("ab|c").applying(.deleteBackward).marked == "a|c")
        #expect(editableLine("ab|c").applying(.deleteForward).marked == "ab|")
        #expect(editableLine("ab|cd").applying(.deleteToStart).marked == "|cd")
        #expect(editableLine("ab|cd").applying(.deleteToEnd).marked == "ab|")
        var start = editableLine("|ab")
        let deletedBefore = start.apply(.deleteBackward)
        #expect(!deletedBefore)
        let deletedToStart = start.apply(.deleteToStart)
        #expect(!deletedToStart)
        var end = editableLine("ab|")
        let deletedAfter = end.apply(.deleteForward)
        #expect(!deletedAfter)
        let deletedToEnd = end.apply(.deleteToEnd)
        #expect(!deletedToEnd)
        #expect(end.marked == "ab|")
    }

    @Test func wordMotionsStopAtWordStartsAndEnds() {
        // readline's backward-word and forward-word: separators first, then the word.
        let line = editableLine("git commit --amend|")
        let left = line.applying(.moveWordLeft)
        #expect(left.marked == "git commit --|amend")
        #expect(left.applying(.moveWordLeft).marked == "git |commit --amend")
        #expect(left.applying(.moveWordLeft, .moveWordLeft, .moveWordLeft).marked == "|git commit --amend")
        let start = editableLine("|git commit --amend")
        #expect(start.applying(.moveWordRight).marked == "git| commit --amend")
        #expect(start.applying(.moveWordRight, .moveWordRight).marked == "git commit| --amend")
        #expect(start.applying(.moveWordRight, .moveWordRight, .moveWordRight).marked == "git commit --amend|")
        // Letters of any script are word characters, punctuation and emoji are not.
        #expect(editableLine("naïve café|").applying(.moveWordLeft).marked == "naïve |café")
        #expect(editableLine("日本語🙂テスト|").applying(.moveWordLeft).marked == "日本語🙂|テスト")
    }

    @Test func wordDeletesTakeWhatTheMotionsPass() {
        #expect(editableLine("git commit --amend|").applying(.deleteWordBackward).marked == "git commit --|")
        #expect(editableLine("git |commit --amend").applying(.deleteWordForward).marked == "git | --amend")
        // Ctrl-W: back to the whitespace before the word, whatever the word holds.
        #expect(editableLine("cd path/to/dir  |").applying(.deleteBlankDelimitedWordBackward).marked == "cd |")
        #expect(editableLine("cd path/to|/dir").applying(.deleteBlankDelimitedWordBackward).marked == "cd |/dir")
        #expect(editableLine("   |").applying(.deleteBlankDelimitedWordBackward).marked == "|")
    }

    @Test func wideCharactersAndEmojiSequencesAreOneStep() {
        let family = "👨‍👩‍👧"
        var line = editableLine("日本|語\(family)x")
        line.apply(.moveRight)
        #expect(line.marked == "日本語|\(family)x")
        line.apply(.moveRight)
        #expect(line.marked == "日本語\(family)|x")
        line.apply(.moveLeft)
        #expect(line.marked == "日本語|\(family)x")
        #expect(line.applying(.deleteForward).marked == "日本語|x")
        #expect(line.applying(.moveRight, .deleteBackward).marked == "日本語|x")
        #expect(line.applying(.deleteBackward).marked == "日本|\(family)x")
        #expect(editableLine("🇯🇵🇫🇷|").applying(.deleteBackward).marked == "🇯🇵|")
    }

    @Test func combiningMarksStayWithTheirLetter() {
        // "é" as e and U+0301: one character, one step, one delete.
        let decomposed = "e\u{301}"
        var line = editableLine("a\(decomposed)|b")
        line.apply(.moveLeft)
        #expect(line.marked == "a|\(decomposed)b")
        #expect(line.cursorOffset == 1)
        #expect(line.applying(.deleteForward).marked == "a|b")
        #expect(editableLine("a\(decomposed)|b").applying(.deleteBackward).marked == "a|b")
    }

    @Test func aMarkTypedAfterALetterJoinsItAndTheCursorFollows() {
        var line = editableLine("e|x")
        line.apply(.insert("\u{301}"))
        #expect(line.text == "e\u{301}x")
        #expect(line.cursorOffset == 1)
        #expect(line.marked == "e\u{301}|x")
        // A regional indicator typed after another makes a flag: the cursor after the flag.
        var flag = editableLine("🇯|")
        flag.apply(.insert("🇵"))
        #expect(flag.text.count == 1)
        #expect(flag.isCursorAtEnd)
        // Deleting what stood between two regional indicators joins them: the cursor is
        // after the flag, never inside it.
        var joined = editableLine("🇯x|🇵")
        joined.apply(.deleteBackward)
        #expect(joined.text == "🇯🇵")
        #expect(joined.text.count == 1)
        #expect(joined.isCursorAtEnd)
    }

    @Test func insertedTextIsCleaned() {
        #expect(
            editableLine("|").applying(.insert("a\nb\r\nc\td\u{1B}[31me\u{9B}f\u{2028}g")).marked == "abc d[31mefg|")
        #expect(EditableLine("one\ttwo\n").text == "one two")
        #expect(EditableLine.cleaned("plain 日本") == "plain 日本")
        var line = editableLine("a|b")
        let changed = line.apply(.insert("\n\u{7}"))
        #expect(!changed)
        #expect(line.marked == "a|b")
    }

    @Test func settingTheCursorOffsetClampsIt() {
        var line = EditableLine("abc")
        line.cursorOffset = 1
        #expect(line.marked == "a|bc")
        line.cursorOffset = 10
        #expect(line.marked == "abc|")
        line.cursorOffset = -1
        #expect(line.marked == "|abc")
    }
}
