import Testing

@testable import TermCells

@Suite struct TabExpansionTests {
    @Test func tabAdvancesToTheNextMultipleOfEight() {
        #expect("a\tb".sanitizedForDisplay() == "a       b")
        #expect("\tx".sanitizedForDisplay() == "        x")
        #expect("12345678\tx".sanitizedForDisplay() == "12345678        x")
        #expect("a\tb".displayWidth == 9)
    }

    @Test func tabStopsCountWideCharactersByTheirColumns() {
        #expect("漢\tx".sanitizedForDisplay() == "漢      x")
    }

    @Test func tabIntervalIsConfigurable() {
        #expect("ab\tc".sanitizedForDisplay(tabStops: TabStops(every: 4)) == "ab  c")
        #expect("a\t\tb".sanitizedForDisplay(tabStops: TabStops(every: 3)) == "a     b")
        #expect("a\tb".sanitizedForDisplay(tabStops: TabStops(every: 0)) == "a b")
    }

    @Test func tabStopsCountFromTheStartOfTheTextNotTheCanvas() {
        let buffer = ScreenBuffer(width: 14, height: 1)
        let advanced = buffer.draw("a\tb", at: Point(x: 3, y: 0))
        #expect(buffer.lines == ["   a       b  "])
        #expect(advanced == 9)
    }
}
