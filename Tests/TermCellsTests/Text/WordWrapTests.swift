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
