import Testing

@testable import TermCells

@Suite struct TruncationTests {
    @Test func textThatFitsIsKept() {
        #expect("abc".truncated(toWidth: 3) == "abc")
        #expect("abc".truncated(toWidth: 10) == "abc")
        #expect("abc".truncated(toWidth: 5, padded: true) == "abc  ")
    }

    @Test func longTextEndsInAnEllipsisWithinTheWidth() {
        #expect("hello world".truncated(toWidth: 5) == "hell…")
        #expect("hello world".truncated(toWidth: 5).displayWidth == 5)
    }

    @Test func widthZeroGivesEmptyAndWidthOneGivesTheEllipsis() {
        #expect("hello".truncated(toWidth: 0) == "")
        #expect("hello".truncated(toWidth: -3) == "")
        #expect("ab".truncated(toWidth: 1) == "…")
        #expect("a".truncated(toWidth: 1) == "a")
        #expect("漢".truncated(toWidth: 1) == "…")
    }

    @Test func wideCharacterIsNeverSplit() {
        #expect("漢字漢字".truncated(toWidth: 5) == "漢字…")
        #expect("漢字漢字".truncated(toWidth: 4) == "漢…")
        #expect("漢字漢字".truncated(toWidth: 4, padded: true) == "漢… ")
        #expect("a漢字".truncated(toWidth: 4) == "a漢…")
    }

    @Test func wideCharacterThatWouldStraddleTheLimitStopsTheTextWithoutEllipsis() {
        #expect("a漢字".truncated(toWidth: 2, ellipsis: "") == "a")
        #expect("a漢字".truncated(toWidth: 2, ellipsis: "", padded: true) == "a ")
    }

    @Test func graphemeClustersAreKeptWhole() {
        let accented = "e\u{301}e\u{301}e\u{301}"
        #expect(accented.truncated(toWidth: 2) == "e\u{301}…")
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(("ab" + family).truncated(toWidth: 7) == "ab…")
        #expect(("ab" + family).truncated(toWidth: 8) == "ab" + family)
        #expect(("🇺🇸🇫🇷").truncated(toWidth: 3) == "🇺🇸…")
    }

    @Test func ellipsisIsConfigurable() {
        #expect("abcdef".truncated(toWidth: 5, ellipsis: "...") == "ab...")
        #expect("abcdef".truncated(toWidth: 5, ellipsis: "") == "abcde")
        #expect("abcdef".truncated(toWidth: 2, ellipsis: "...") == "ab")
    }

    @Test func resultIsSanitised() {
        #expect("a\u{1B}bcdef".truncated(toWidth: 4) == "a^[…")
        #expect("a\u{1B}".truncated(toWidth: 4) == "a^[")
        #expect("abcdef".truncated(toWidth: 3, ellipsis: "\u{7}") == "a^G")
    }

    @Test func displayLineKeepsItsMeasuredWidth() {
        let line = DisplayLine("a\t漢")
        #expect(line.text == "a       漢")
        #expect(line.width == 10)
        #expect(line.truncated(toWidth: 4) == DisplayLine("a  …"))
        #expect(line.aligned(.right, toWidth: 12).text == "  a       漢")
    }
}
