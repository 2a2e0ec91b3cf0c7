import TermCells
import Testing

/// ↑ at the first line recalls older entries, ↓ at the last newer ones, then the draft.
@MainActor
@Suite struct TextAreaHistoryTests {
    func area(history: [String], draft: String) -> TextArea {
        let area = TextArea(text: draft)
        area.history = history
        return area
    }

    @Test func upRecallsOlderEntriesAndDownComesBackToTheDraft() {
        let area = area(history: ["first", "second"], draft: "dra")
        area.press(.up)
        #expect(area.marked == "second|")
        area.press(.up)
        #expect(area.marked == "first|")
        // No older entry: unused.
        #expect(!area.handle(KeyEvent(.up)))
        #expect(area.marked == "first|")
        area.press(.down)
        #expect(area.marked == "second|")
        area.press(.down)
        #expect(area.marked == "dra|")
        #expect(!area.handle(KeyEvent(.down)))
        #expect(area.marked == "dra|")
    }

    @Test func aMultiLineEntryIsWalkedThroughLineByLine() {
        let area = area(history: ["a1\na2", "b1\nb2"], draft: "d1\nd2")
        // From the draft's last line, ↑ first goes up inside it.
        area.press(.up)
        #expect(area.marked == "d1|\nd2")
        area.press(.up)
        #expect(area.marked == "b1\nb2|")
        area.press(.up, .up)
        #expect(area.marked == "a1\na2|")
        // ↓ shows the newer entry with the cursor on its first line.
        area.press(.down)
        #expect(area.marked == "b1|\nb2")
        area.press(.down, .down)
        #expect(area.marked == "d1\nd2|")
    }

    @Test func submittingAddsToTheHistoryButNotEmptyTextOrTheSameAgain() {
        let area = TextArea()
        area.onSubmit = { [unowned area] _ in area.text = "" }
        area.type("ls")
        area.press(.enter)
        area.type("ls")
        area.press(.enter)
        area.press(.enter)
        area.type("pwd")
        area.press(.enter)
        #expect(area.history == ["ls", "pwd"])
        area.type("ec")
        area.press(.up)
        #expect(area.marked == "pwd|")
        area.press(.down)
        #expect(area.marked == "ec|")
    }

    @Test func anEditedEntryIsSubmittedAsEdited() {
        let area = area(history: ["git status"], draft: "")
        var submitted: [String] = []
        area.onSubmit = { submitted.append($0) }
        area.press(.up)
        area.type(" -s")
        area.press(.enter)
        #expect(submitted == ["git status -s"])
        #expect(area.history == ["git status", "git status -s"])
    }
}
