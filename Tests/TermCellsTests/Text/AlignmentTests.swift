import Testing

@testable import TermCells

@Suite struct AlignmentTests {
    @Test func leftPadsOnTheRight() {
        #expect("ab".aligned(.left, toWidth: 5) == "ab   ")
    }

    @Test func rightPadsOnTheLeft() {
        #expect("ab".aligned(.right, toWidth: 5) == "   ab")
    }

    @Test func centrePutsTheOddColumnOnTheRight() {
        #expect("ab".aligned(.center, toWidth: 5) == " ab  ")
        #expect("ab".aligned(.center, toWidth: 6) == "  ab  ")
        #expect("漢".aligned(.center, toWidth: 5) == " 漢  ")
    }

    @Test func tooLongTextIsTruncatedToExactlyTheWidth() {
        #expect("abcdef".aligned(.center, toWidth: 4) == "abc…")
        #expect("漢字漢".aligned(.right, toWidth: 5) == "漢字…")
        #expect("漢字漢".aligned(.right, toWidth: 4) == " 漢…")
        #expect("漢字漢".aligned(.left, toWidth: 4) == "漢… ")
    }

    @Test func zeroWidthGivesEmpty() {
        #expect("abc".aligned(.center, toWidth: 0) == "")
    }
}
