import Testing

@testable import TermCells

@Suite struct DisplayGlyphTests {
    private func glyphs(_ text: String) -> [String] {
        text.displayGlyphs().map { String($0.character) }
    }

    @Test func eachPrintableScalarStartsAGlyphAndTakesItsMarks() {
        #expect(glyphs("ae\u{301}\u{308}b") == ["a", "e\u{301}\u{308}", "b"])
    }

    @Test func glyphKeepsAtMostFourMarks() {
        let text = "a" + String(repeating: "\u{301}", count: 6) + "b"
        #expect(glyphs(text) == ["a\u{301}\u{301}\u{301}\u{301}", "b"])
    }

    @Test func leadingMarkGetsADottedCircleBase() {
        #expect(glyphs("\u{301}x") == ["\u{25CC}\u{301}", "x"])
        #expect("\u{301}x".displayWidth == 2)
    }

    @Test func invisibleFormatCharactersThatCannotJoinAreDropped() {
        #expect(glyphs("a\u{202E}b") == ["a", "b"])
        #expect(glyphs("\u{200B}a") == ["a"])
        #expect(glyphs("\u{200D}") == [])
    }

    @Test func unprintableScalarBecomesReplacementCharacter() {
        #expect(glyphs("a\u{378}b") == ["a", "\u{FFFD}", "b"])
        #expect(glyphs("\u{2028}") == ["\u{FFFD}"])
    }

    @Test func noGlyphIsZeroWidthOrWiderThanTwo() {
        let text = "\u{301}a\u{300}漢🚀\u{200D}🇺🇸\u{FE0F}\u{1B}\t\u{9B}\u{378}"
        for glyph in text.displayGlyphs() {
            #expect(glyph.width == 1 || glyph.width == 2)
        }
    }
}
