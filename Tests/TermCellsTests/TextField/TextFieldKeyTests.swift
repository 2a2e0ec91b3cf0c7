import TermCells
import TermCellsTesting
import Testing

/// The text field's keys, read off the screen: the text, and the cursor as `«x»` on the
/// character under it or `▏` after the last one.
@MainActor
@Suite struct TextFieldKeyTests {
    func field(_ text: String = "", width: Int = 16) -> ScreenDriver<TextField> {
        ScreenDriver(TextField(text: text), width: width, height: 1)
    }

    @Test func typedCharactersAreInsertedAtTheCursor() {
        let screen = field()
        screen.type("hello")
        expectScreen(screen, "hello▏", marking: \.standsOut)
        screen.press(.left, times: 2)
        expectScreen(screen, "hel«l»o", marking: \.standsOut)
        screen.type("p ")
        expectScreen(screen, "help «l»o", marking: \.standsOut)
        screen.press(.character("X"), modifiers: .shift)
        expectScreen(screen, "help X«l»o", marking: \.standsOut)
    }

    @Test func arrowsMoveOneCharacterAndStopAtTheEnds() {
        let screen = field("abc")
        screen.press(.left, times: 4)
        expectScreen(screen, "«a»bc", marking: \.standsOut)
        screen.press(.right)
        expectScreen(screen, "a«b»c", marking: \.standsOut)
        screen.press(.right, times: 3)
        expectScreen(screen, "abc▏", marking: \.standsOut)
        // Ctrl-B and Ctrl-F, as in readline.
        screen.press(.control("b"))
        expectScreen(screen, "ab«c»", marking: \.standsOut)
        screen.press(.control("f"))
        expectScreen(screen, "abc▏", marking: \.standsOut)
    }

    @Test func homeEndAndCtrlAEGoToTheEnds() {
        let screen = field("abc")
        screen.press(.home)
        expectScreen(screen, "«a»bc", marking: \.standsOut)
        screen.press(.end)
        expectScreen(screen, "abc▏", marking: \.standsOut)
        screen.press(.control("a"))
        expectScreen(screen, "«a»bc", marking: \.standsOut)
        screen.press(.control("e"))
        expectScreen(screen, "abc▏", marking: \.standsOut)
    }

    @Test func backspaceAndDeleteRemoveOneCharacterEachSide() {
        let screen = field("abcd")
        screen.press(.backspace)
        expectScreen(screen, "abc▏", marking: \.standsOut)
        screen.press(.left, times: 2)
        screen.press(.delete)
        expectScreen(screen, "a«c»", marking: \.standsOut)
        screen.press(.control("d"))
        expectScreen(screen, "a▏", marking: \.standsOut)
        screen.press(.delete)
        screen.press(.home)
        screen.press(.backspace)
        expectScreen(screen, "«a»", marking: \.standsOut)
    }

    @Test func ctrlUKAndWDeleteToTheStartTheEndAndTheWordBefore() {
        let screen = field("cd path/to/dir now")
        screen.press(.control("w"))
        expectScreen(screen, "cd path/to/dir ▏", marking: \.standsOut)
        screen.press(.control("w"))
        expectScreen(screen, "cd ▏", marking: \.standsOut)
        screen.type("one two")
        screen.press(.left, times: 3)
        screen.press(.control("k"))
        expectScreen(screen, "cd one ▏", marking: \.standsOut)
        screen.press(.left, times: 4)
        screen.press(.control("u"))
        expectScreen(screen, "«o»ne", marking: \.standsOut)
    }

    @Test func altBFAndCtrlArrowsMoveByWord() {
        let screen = field("git commit --amend", width: 24)
        screen.press(.character("b"), modifiers: .alt)
        expectScreen(screen, "git commit --«a»mend", marking: \.standsOut)
        screen.press(.left, modifiers: .control)
        expectScreen(screen, "git «c»ommit --amend", marking: \.standsOut)
        screen.press(.left, modifiers: .alt)
        expectScreen(screen, "«g»it commit --amend", marking: \.standsOut)
        screen.press(.character("f"), modifiers: .alt)
        expectScreen(screen, "git« »commit --amend", marking: \.standsOut)
        screen.press(.right, modifiers: .control)
        expectScreen(screen, "git commit« »--amend", marking: \.standsOut)
        screen.press(.right, modifiers: .alt)
        expectScreen(screen, "git commit --amend▏", marking: \.standsOut)
    }

    @Test func altBackspaceAndAltDDeleteAWord() {
        let screen = field("git commit --amend", width: 24)
        screen.press(.backspace, modifiers: .alt)
        expectScreen(screen, "git commit --▏", marking: \.standsOut)
        screen.press(.home)
        screen.press(.character("d"), modifiers: .alt)
        expectScreen(screen, "« »commit --", marking: \.standsOut)
    }

    @Test func keysThatEditNothingAreLeftToTheOwner() {
        let screen = field("abc")
        for key in [Key.up, .down, .pageUp, .pageDown, .tab, .backTab, .function(1), .insert, .control("g")] {
            #expect(!screen.send(.key(KeyEvent(key))), "\(key)")
        }
        #expect(!screen.send(.key(KeyEvent(.character("x"), modifiers: .alt))))
        #expect(!screen.send(.key(KeyEvent(.character("x"), modifiers: .control))))
        #expect(!screen.send(.mouse(MouseEvent(.press(button: 1), at: .zero))))
        // Without onSubmit and onCancel, Enter and Esc are the owner's too.
        #expect(!screen.send(.key(KeyEvent(.enter))))
        #expect(!screen.send(.key(KeyEvent(.escape))))
        // Keys that edit or move are used even where they change nothing.
        #expect(screen.send(.key(KeyEvent(.right))))
        #expect(screen.send(.key(KeyEvent(.delete))))
        expectScreen(screen, "abc▏", marking: \.standsOut)
    }

    @Test func wideCharactersAndMarksAreStepsOfOneCharacter() {
        let family = "👨‍👩‍👧"
        let screen = field("日本語\(family)e\u{301}x")
        // 日本語 six columns, the family six (three people), é one, x one.
        expectScreen(screen, "日本語\(family)e\u{301}x▏", marking: \.standsOut)
        screen.press(.left)
        expectScreen(screen, "日本語\(family)e\u{301}«x»", marking: \.standsOut)
        screen.press(.left)
        expectScreen(screen, "日本語\(family)«e\u{301}»x", marking: \.standsOut)
        screen.press(.left)
        expectScreen(screen, "日本語«\(family)»e\u{301}x", marking: \.standsOut)
        screen.press(.left)
        expectScreen(screen, "日本«語»\(family)e\u{301}x", marking: \.standsOut)
        screen.press(.delete)
        expectScreen(screen, "日本«\(family)»e\u{301}x", marking: \.standsOut)
        screen.press(.delete)
        expectScreen(screen, "日本«e\u{301}»x", marking: \.standsOut)
        screen.press(.backspace)
        expectScreen(screen, "日«e\u{301}»x", marking: \.standsOut)
        screen.press(.delete)
        expectScreen(screen, "日«x»", marking: \.standsOut)
    }
}
