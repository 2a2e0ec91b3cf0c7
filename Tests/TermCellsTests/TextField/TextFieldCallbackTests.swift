import TermCells
import TermCellsTesting
import Testing

/// What the field tells its owner: a change per edit, Enter and Esc, a paste as one edit.
@MainActor
@Suite struct TextFieldCallbackTests {
    /// A field that logs its callbacks.
    func loggingField(_ text: String = "", log: Log) -> TextField {
        let field = TextField(text: text)
        field.onChange = { log.entries.append("change \($0)") }
        field.onSubmit = { log.entries.append("submit \($0)") }
        field.onCancel = { log.entries.append("cancel") }
        return field
    }

    @MainActor final class Log {
        var entries: [String] = []
    }

    @Test func callbacksComeOncePerEditInOrder() {
        let log = Log()
        let screen = ScreenDriver(loggingField(log: log), width: 12, height: 1)
        screen.type("ab")
        screen.press(.left)  // a move: no change
        screen.press(.home)
        screen.press(.backspace)  // nothing to delete: no change
        screen.press(.delete)
        screen.press(.enter)
        screen.send(.paste("x\ny"))
        screen.press(.escape)
        #expect(log.entries == ["change a", "change ab", "change b", "submit b", "change xyb", "cancel"])
        expectScreen(screen, "xy«b»", marking: \.standsOut)
    }

    @Test func settingTheTextCallsNoChangeAndPutsTheCursorAtTheEnd() {
        let log = Log()
        let field = loggingField("abc", log: log)
        let screen = ScreenDriver(field, width: 12, height: 1)
        screen.press(.home)
        field.text = "new\ttext\n"
        screen.redraw()
        #expect(log.entries.isEmpty)
        #expect(field.text == "new text")
        expectScreen(screen, "new text▏", marking: \.standsOut)
        // apply(_:) edits as a key would, and reports it.
        field.apply(.deleteBlankDelimitedWordBackward)
        #expect(log.entries == ["change new "])
    }

    @Test func aPasteIsOneEditWithoutItsLineBreaksAndControls() {
        let log = Log()
        let field = loggingField("[]", log: log)
        let screen = ScreenDriver(field, width: 30, height: 1)
        screen.press(.left)
        #expect(screen.send(.paste("one\r\ntwo\tthree\u{1B}[2J\u{7}\nfour\n")))
        #expect(log.entries == ["change [onetwo three[2Jfour]"])
        expectScreen(screen, "[onetwo three[2Jfour«]»", marking: \.standsOut)
        // A paste of nothing but controls changes nothing, and is still the field's.
        #expect(screen.send(.paste("\n\r\u{1B}")))
        #expect(log.entries.count == 1)
    }

    @Test func wideCharactersAndMarksArePastedWhole() {
        let log = Log()
        let screen = ScreenDriver(loggingField(log: log), width: 12, height: 1)
        screen.send(.paste("日本e\u{301}👍🏽"))
        #expect(log.entries == ["change 日本e\u{301}👍🏽"])
        expectScreen(screen, "日本e\u{301}👍🏽▏", marking: \.standsOut)
        screen.press(.backspace)
        expectScreen(screen, "日本e\u{301}▏", marking: \.standsOut)
        #expect(log.entries.last == "change 日本e\u{301}")
    }
}
