import TermCells
import TermCellsTesting
import Testing

/// A text wider than its field scrolls sideways to keep the cursor in view, and a character
/// that does not fit at the edge is never cut in half.
@MainActor
@Suite struct TextFieldScrollTests {
    @Test func theCursorStaysInViewAndTheTextMovesOnlyToShowIt() {
        let screen = ScreenDriver(TextField(), width: 6, height: 1)
        screen.type("abcdefghij")
        // The last column is the cursor's, after the text.
        expectScreen(screen, "fghij▏", marking: \.standsOut)
        screen.press(.home)
        expectScreen(screen, "«a»bcdef", marking: \.standsOut)
        // Inside the field the cursor moves and the text stays.
        screen.press(.right, times: 5)
        expectScreen(screen, "abcde«f»", marking: \.standsOut)
        // Past the right edge the text moves by what the cursor needs.
        screen.press(.right)
        expectScreen(screen, "bcdef«g»", marking: \.standsOut)
        screen.press(.end)
        expectScreen(screen, "fghij▏", marking: \.standsOut)
        // Back from the end: the cursor moves, the text stays.
        screen.press(.left)
        expectScreen(screen, "fghi«j»", marking: \.standsOut)
        screen.press(.left, times: 4)
        expectScreen(screen, "«f»ghij", marking: \.standsOut)
        // Past the left edge the text moves.
        screen.press(.left)
        expectScreen(screen, "«e»fghij", marking: \.standsOut)
    }

    @Test func deletingAtTheEndBringsEarlierTextBackIntoView() {
        let screen = ScreenDriver(TextField(text: "abcdefghij"), width: 6, height: 1)
        expectScreen(screen, "fghij▏", marking: \.standsOut)
        screen.press(.backspace)
        expectScreen(screen, "efghi▏", marking: \.standsOut)
        screen.press(.control("w"))
        expectScreen(screen, "▏", marking: \.standsOut)
    }

    @Test func anEditAtTheLeftEdgeKeepsTheCharacterBeforeItInView() {
        let screen = ScreenDriver(TextField(text: "abcdefghij"), width: 6, height: 1)
        screen.press(.home)
        screen.press(.right, times: 6)
        expectScreen(screen, "bcdef«g»", marking: \.standsOut)
        screen.press(.left, times: 5)
        expectScreen(screen, "«b»cdefg", marking: \.standsOut)
        screen.type("X")
        expectScreen(screen, "aX«b»cde", marking: \.standsOut)
        screen.press(.backspace)
        expectScreen(screen, "a«b»cdef", marking: \.standsOut)
        screen.press(.backspace)
        expectScreen(screen, "«b»cdefg", marking: \.standsOut)
        #expect(screen.content.text == "bcdefghij")
    }

    @Test func wideCharactersAreShownWholeOrNotAtAll() {
        let screen = ScreenDriver(TextField(text: "ab日本語"), width: 5, height: 1)
        expectScreen(screen, "本語▏", marking: \.standsOut)
        screen.press(.home)
        // 本 would need columns 4 and 5: column 4 stays blank.
        #expect(screen.buffer.line(0) == "ab日 ")
        expectScreen(screen, "«a»b日", marking: \.standsOut)
        screen.press(.right, times: 2)
        expectScreen(screen, "ab«日»", marking: \.standsOut)
        screen.press(.right)
        expectScreen(screen, "b日«本»", marking: \.standsOut)
        screen.press(.right)
        expectScreen(screen, "本«語»", marking: \.standsOut)
        #expect(screen.buffer.line(0) == "本語 ")
        screen.press(.right)
        expectScreen(screen, "本語▏", marking: \.standsOut)
    }

    @Test func emojiSequencesAndMarksAreNeverCutAtTheEdges() {
        let family = "👨‍👩‍👧"
        let screen = ScreenDriver(TextField(text: "ab\(family)e\u{301}\u{301}f"), width: 8, height: 1)
        // a b family(6) é́ f ▏: 11 columns in 8; the family does not fit before é́ f ▏.
        expectScreen(screen, "e\u{301}\u{301}f▏", marking: \.standsOut)
        #expect(screen.buffer.line(0) == "e\u{301}\u{301}f▏     ")
        screen.press(.home)
        #expect(screen.buffer.line(0) == "ab\(family)")
        screen.press(.right)
        expectScreen(screen, "a«b»\(family)", marking: \.standsOut)
        screen.press(.right)
        expectScreen(screen, "ab«\(family)»", marking: \.standsOut)
        screen.press(.right)
        expectScreen(screen, "b\(family)«e\u{301}\u{301}»", marking: \.standsOut)
        // Narrower than the family: it is not drawn in part.
        screen.resize(width: 4, height: 1)
        screen.press(.home)
        screen.press(.right, times: 2)
        #expect(screen.buffer.line(0) == "    ")
        expectScreen(screen, "", marking: \.standsOut)
    }

    @Test func aLongPasteShowsItsEndAndCostsOnlyWhatIsInView() {
        let field = TextField()
        let screen = ScreenDriver(field, width: 10, height: 1)
        screen.send(.paste(String(repeating: "0123456789", count: 100_000)))
        expectScreen(screen, "123456789▏", marking: \.standsOut)
        screen.press(.home)
        expectScreen(screen, "«0»123456789", marking: \.standsOut)
        #expect(field.text.count == 1_000_000)
    }
}
