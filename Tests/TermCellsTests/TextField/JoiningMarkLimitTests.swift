import TermCellsTesting
import Testing

@testable import TermCells

/// Combining marks are kept to 32 a character (issue 51, item 8): each mark joins one
/// `Character`, which every key walks, so a paste of `a` and 60,000 marks made each key cost as
/// much as the paste, and a 5 MB zalgo paste left the field blank. What a field holds is now
/// what drawing can show, and a key's cost is bounded by it.
@Suite struct JoiningMarkLimitTests {
    static let acute = "\u{301}"
    static let limit = 32

    func marks(_ count: Int) -> String { String(repeating: Self.acute, count: count) }

    @Test func aPasteOfALetterAndSixtyThousandMarksKeepsThirtyTwo() {
        var line = EditableLine()
        let changed = line.apply(.insert("a" + marks(60_000) + "b"))
        #expect(changed)
        #expect(line.text == "a" + marks(Self.limit) + "b")
        #expect(line.isCursorAtEnd)
        #expect(line.text.count == 2)
    }

    @Test func marksTypedOneByOneStopAtTheLimit() {
        var line = EditableLine("a")
        for _ in 0..<Self.limit { line.apply(.insert(Self.acute)) }
        let changed = line.apply(.insert(Self.acute))
        #expect(!changed, "a mark past the limit changes nothing")
        #expect(line.text == "a" + marks(Self.limit))
        #expect(line.isCursorAtEnd)
        line.apply(.insert("b"))
        #expect(line.marked == "a" + marks(Self.limit) + "b|")
    }

    @Test func aPasteOfMarksAfterMarksKeepsTheFirstOnes() {
        var line = editableLine("a" + marks(30) + "|x")
        line.apply(.insert(marks(5) + "y" + marks(40)))
        #expect(line.marked == "a" + marks(Self.limit) + "y" + marks(Self.limit) + "|x")
    }

    @Test func marksEitherSideOfADroppedControlCountAsOneRun() {
        let line = EditableLine("a" + marks(20) + "\u{1}" + marks(20))
        #expect(line.text == "a" + marks(Self.limit))
    }

    @Test func aZalgoPasteKeepsEveryLetterWithBoundedCharacters() {
        let letters = Array("zalgo is coming")
        let zalgo = letters.map { String($0) + String(repeating: "\u{336}\u{301}\u{35C}", count: 100) }.joined()
        var line = EditableLine()
        line.apply(.insert(zalgo))
        #expect(line.text.count == letters.count)
        #expect(line.text.allSatisfy { $0.unicodeScalars.count == 1 + Self.limit })
        #expect(String(line.text.map { $0.unicodeScalars.first.map(Character.init) ?? " " }) == String(letters))
    }

    @MainActor
    @Test func theFieldShowsTheTextAfterAHugePaste() {
        let screen = ScreenDriver(TextField(), width: 8, height: 1)
        screen.send(.paste("x" + marks(200_000) + "yz"))
        screen.type("q")
        let shown = screen.text(marking: \.standsOut)
        // The x with the marks drawing shows, then the rest of the text and the cursor.
        #expect(shown.unicodeScalars.first == "x" && shown.hasSuffix("yzq▏"), "\(shown.debugDescription)")
    }
}
