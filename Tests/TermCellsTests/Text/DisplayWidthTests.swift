import Testing

@testable import TermCells

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DisplayWidthTests {
    @Test func asciiTakesOneColumnPerCharacter() {
        #expect("hello, world".displayWidth == 12)
        #expect("".displayWidth == 0)
    }

    @Test func cjkTakesTwoColumnsWithoutAnyProcessLocale() {
        #expect("漢字".displayWidth == 4)
        #expect(Unicode.Scalar(0x6F22)?.terminalWidth == 2)
        #expect("カタカナ".displayWidth == 8)
    }

    @Test func emojiTakesTwoColumns() {
        #expect("🚀".displayWidth == 2)
        #expect(Character("🚀").displayWidth == 2)
    }

    @Test func combiningMarkAddsNoWidth() {
        let decomposed = "e\u{301}"
        #expect(decomposed.count == 1)
        #expect(decomposed.displayWidth == 1)
        #expect(Unicode.Scalar(0x0301)?.terminalWidth == 0)
    }

    @Test func zwjSequenceCountsEveryPersonLikeNcurses() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(family.displayWidth == 6)
        #expect(Character(family).displayWidth == 6)
        let glyphs = family.displayGlyphs().map(\.character)
        #expect(glyphs == ["👨\u{200D}", "👩\u{200D}", "👧"])
    }

    @Test func flagIsTwoRegionalIndicatorsOfOneColumnEach() {
        #expect("🇺🇸".count == 1)
        #expect("🇺🇸".displayWidth == 2)
        #expect(Array("🇺🇸".displayGlyphs().map(\.width)) == [1, 1])
    }

    @Test func controlsAndUnassignedScalarsAreNotPrintable() {
        #expect(Unicode.Scalar(0x1B)?.terminalWidth == nil)
        #expect(Unicode.Scalar(0x9B)?.terminalWidth == nil)
        #expect(Unicode.Scalar(0x0378)?.terminalWidth == nil)
        #expect(Unicode.Scalar(0xFFFE)?.terminalWidth == nil)
    }

    @Test func widthCountsControlsAsTheirPlaceholders() {
        #expect("a\u{1B}b".displayWidth == 4)
        #expect("\u{9B}".displayWidth == 4)
    }

    @Test func scalarsBeyondTheBasicPlaneAskTheCLibrary() {
        #expect(Unicode.Scalar(0x20000)?.terminalWidth == 2)
        #expect(Unicode.Scalar(0x1F3FB)?.terminalWidth == 2)
        #expect(Unicode.Scalar(0xE0001)?.terminalWidth == 0)
        #expect(Unicode.Scalar(0x10FFFF)?.terminalWidth == nil)
    }

    @Test func measuringLeavesTheProcessLocaleAlone() throws {
        let before = String(cString: try #require(setlocale(LC_CTYPE, nil)))
        _ = "漢字🚀".displayWidth
        let after = String(cString: try #require(setlocale(LC_CTYPE, nil)))
        #expect(before == after)
        #expect("漢字🚀".displayWidth == 6)
    }

    @Test func widthStopsCountingPastTheLimit() {
        #expect(String(repeating: "x", count: 1000).displayWidth(exceeding: 5, tabStops: .standard) == 6)
    }

    @Test func fallbackRuleAgreesWithTheCLibraryOnCommonText() {
        let samples: [UInt32] = [
            0x41, 0x7E, 0xE9, 0x0301, 0x0410, 0x05D0, 0x1100, 0x3042, 0x4E00, 0xAC00, 0xFF21,
            0x1F680, 0x1F1FA, 0x0378, 0x200B, 0x2026,
        ]
        for value in samples {
            guard let scalar = Unicode.Scalar(value), let system = LocaleWidth.shared else { continue }
            #expect(FallbackWidth.width(of: scalar) == system.width(of: value), "U+\(String(value, radix: 16))")
        }
    }

    @Test func fallbackTableGivesTheSameWidthsForTheBasics() {
        let table = WidthTable(source: nil)
        #expect(table.width(of: 0x61) == 1)
        #expect(table.width(of: 0x6F22) == 2)
        #expect(table.width(of: 0x0301) == 0)
        #expect(table.width(of: 0x85) == -1)
        #expect(table.width(of: 0xD800) == -1)
    }

    @Test func bmpTableMatchesTheCLibraryEverywhere() throws {
        let system = try #require(LocaleWidth.shared)
        var mismatches = 0
        for value in UInt32(0)..<0x10000 where Unicode.Scalar(value) != nil {
            if WidthTable.bmp.width(of: value) != system.width(of: value) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
