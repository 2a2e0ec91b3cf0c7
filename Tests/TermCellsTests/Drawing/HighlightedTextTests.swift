import Testing

@testable import TermCells

@MainActor
@Suite struct HighlightedTextTests {
    private let match = Style(foreground: .green, attributes: .bold)
    private let row = Style(background: .blue)

    /// The columns of row 0 drawn in `style`.
    private func columns(in buffer: ScreenBuffer, styled style: Style) -> [Int] {
        (0..<buffer.size.width).filter { buffer.style(at: Point(x: $0, y: 0)) == style }
    }

    @Test func matchedCharactersTakeTheHighlightAndTheRestOfTheSpanTheRowStyle() {
        let buffer = ScreenBuffer(width: 20, height: 1)
        buffer.draw(
            "src/main.swift", at: Point(x: 1, y: 0), width: 18, style: row, highlighting: [9, 4, 0],
            highlightStyle: match)
        #expect(buffer.lines == [" src/main.swift     "])
        #expect(columns(in: buffer, styled: match) == [1, 5, 10])
        #expect(columns(in: buffer, styled: row) == Array(2...4) + Array(6...9) + Array(11...18))
        #expect(buffer.style(at: Point(x: 19, y: 0)) == .plain)
    }

    @Test func aCutTextEndsInAnEllipsisAndHidesMatchesPastIt() {
        let buffer = ScreenBuffer(width: 6, height: 1)
        buffer.draw("abcdefghij", at: .zero, width: 6, style: row, highlighting: [1, 8], highlightStyle: match)
        #expect(buffer.lines == ["abcde…"])
        #expect(columns(in: buffer, styled: match) == [1])
    }

    @Test func wideCharactersAndControlsAreHighlightedWhole() {
        let buffer = ScreenBuffer(width: 10, height: 1)
        buffer.draw("日本\u{1B}x", at: .zero, width: 10, style: .plain, highlighting: [1, 2], highlightStyle: match)
        #expect(buffer.lines == ["日本^[x   "])
        #expect(columns(in: buffer, styled: match) == [2, 3, 4, 5])
    }

    @Test func aWideCharacterThatWouldStraddleTheEdgeIsLeftOut() {
        let buffer = ScreenBuffer(width: 5, height: 1)
        buffer.draw("ab日本", at: .zero, width: 5, style: .plain, highlighting: [3], highlightStyle: match)
        #expect(buffer.lines == ["ab日…"])
        #expect(columns(in: buffer, styled: match).isEmpty)
    }

    @Test func aLongLineCostsOnlyWhatIsShown() {
        let buffer = ScreenBuffer(width: 8, height: 1)
        let line = String(repeating: "x", count: 2_000_000)
        buffer.draw(line, at: .zero, width: 8, style: .plain, highlighting: [0], highlightStyle: match)
        #expect(buffer.lines == ["xxxxxxx…"])
    }
}
