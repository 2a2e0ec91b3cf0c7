import TermCells
import Testing

/// A paste keeps its line breaks, in any convention, and loses its other controls.
@MainActor
@Suite struct TextAreaPasteTests {
    @Test func aPasteKeepsItsLineBreaksAndTheCursorGoesAfterIt() {
        let area = TextArea(text: "[]")
        area.press(.left)
        area.handle(.paste("one\r\ntwo\rthree\nfour"))
        #expect(area.lines == ["[one", "two", "three", "four]"])
        #expect(area.marked == "[one\ntwo\nthree\nfour|]")
    }

    @Test func aPasteLosesItsControlsAndItsTabsBecomeSpaces() {
        let area = TextArea()
        area.handle(.paste("a\tb\u{1B}[31mc\u{7}\r\n\u{9B}d\u{2028}e"))
        #expect(area.lines == ["a b[31mc", "d", "e"])
        #expect(area.marked == "a b[31mc\nd\ne|")
    }

    @Test func aPasteEndingInALineBreakLeavesTheCursorOnANewLine() {
        let area = TextArea(text: "x")
        area.press(.home)
        area.handle(.paste("ab\r\n"))
        #expect(area.marked == "ab\n|x")
    }

    @Test func aPasteIsOneUndo() {
        let area = TextArea(text: "x")
        area.handle(.paste("a\nb\nc"))
        area.press(.control("_"))
        #expect(area.marked == "x|")
    }
}
