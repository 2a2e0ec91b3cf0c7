import Testing

@testable import TermCells

/// Breaking text into lines at spaces, by display width.
@Suite struct WordWrapTests {
    @Test func wordsFillEachLineUpToTheWidth() {
        #expect(
            "The smallest planet and the closest to the Sun".wordWrapped(toWidth: 16)
                == ["The smallest", "planet and the", "closest to the", "Sun"])
        #expect("exactly ten".wordWrapped(toWidth: 11) == ["exactly ten"])
        #expect("exactly ten".wordWrapped(toWidth: 10) == ["exactly", "ten"])
    }

    @Test func spacesCollapseAndLineBreaksStartNewLines() {
        #expect("a   b\n\nc  ".wordWrapped(toWidth: 10) == ["a b", "", "c"])
        #expect("".wordWrapped(toWidth: 5) == [""])
        #expect("anything".wordWrapped(toWidth: 0) == [])
    }

    @Test func aWordWiderThanALineIsCutBetweenCharacters() {
        #expect("see supercalifragilistic now".wordWrapped(toWidth: 8) == ["see", "supercal", "ifragili", "stic now"])
    }

    @Test func wideCharactersCountTwoColumnsAndAreNeverSplit() {
        #expect("猫猫猫 山".wordWrapped(toWidth: 5) == ["猫猫", "猫 山"])
        #expect("🦊🦊🦊".wordWrapped(toWidth: 3) == ["🦊", "🦊", "🦊"])
        // A glyph wider than the whole line still comes out, alone.
        #expect("猫".wordWrapped(toWidth: 1) == ["猫"])
    }
}

/// Wrapping to at most so many lines, the last ending in `…` when the text goes on.
@Suite struct WordWrapLineLimitTests {
    @Test func textBeyondTheLastLineEndsItInAnEllipsis() {
        let text = "The smallest planet and the closest to the Sun"
        #expect(text.wordWrapped(toWidth: 16, maximumLines: 2) == ["The smallest", "planet and the…"])
        // A full last line gives its last character to the ellipsis.
        #expect("abcd efgh ijkl".wordWrapped(toWidth: 4, maximumLines: 2) == ["abcd", "efg…"])
        // Text that fits the limit exactly has none.
        #expect(text.wordWrapped(toWidth: 16, maximumLines: 4) == text.wordWrapped(toWidth: 16))
        #expect("one".wordWrapped(toWidth: 5, maximumLines: 0) == [])
    }

    @Test func wideCharactersAndEmojiAreNeverSplitByTheEllipsis() {
        // 猫 is two columns: the ellipsis takes the place of a whole one.
        #expect("猫猫猫猫猫猫".wordWrapped(toWidth: 4, maximumLines: 2) == ["猫猫", "猫…"])
        #expect("🦊🦊 🦊🦊 🦊🦊".wordWrapped(toWidth: 5, maximumLines: 2) == ["🦊🦊", "🦊🦊…"])
        #expect("山 川 猫".wordWrapped(toWidth: 3, maximumLines: 2) == ["山", "川…"])
    }

    @Test func aHugeValueIsReadOnlyAsFarAsItsLinesGo() {
        // Two lines of a million-character word, then the ellipsis: what a table cell shows.
        let huge = String(repeating: "x", count: 1_000_000)
        #expect(huge.wordWrapped(toWidth: 6, maximumLines: 2) == ["xxxxxx", "xxxxx…"])
    }
}
