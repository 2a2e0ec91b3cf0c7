import Testing

@testable import TermCells

@Suite struct TextDecodingTests {
    @Test func validUTF8DecodesUnchanged() {
        #expect(String(sanitizingUTF8: Array("Grüße 漢字 🚀".utf8)) == "Grüße 漢字 🚀")
    }

    @Test func invalidBytesBecomeReplacementCharacters() {
        #expect(String(sanitizingUTF8: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
        #expect(String(sanitizingUTF8: [0x80]) == "\u{FFFD}")
        #expect(String(sanitizingUTF8: [0xC0, 0xAF]) == "\u{FFFD}\u{FFFD}")
    }

    @Test func truncatedSequenceBecomesOneReplacementCharacter() {
        #expect(String(sanitizingUTF8: [0xE6, 0xBC]) == "\u{FFFD}")
        #expect(String(sanitizingUTF8: [0xE6, 0xBC, 0x41]) == "\u{FFFD}A")
    }

    @Test func encodedSurrogateIsRejected() {
        #expect(String(sanitizingUTF8: [0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func chunkDecoderKeepsACharacterSplitAcrossReads() {
        var decoder = UTF8ChunkDecoder()
        #expect(decoder.decode([0x61, 0xE6]) == "a")
        #expect(decoder.decode([0xBC]) == "")
        #expect(decoder.decode([0xA2, 0x62]) == "漢b")
        #expect(decoder.finish() == "")
    }

    @Test func chunkDecoderReplacesWhatNeverCompletes() {
        var decoder = UTF8ChunkDecoder()
        #expect(decoder.decode([0xF0, 0x9F]) == "")
        #expect(decoder.decode([0x41]) == "\u{FFFD}A")
        #expect(decoder.decode([0xE6]) == "")
        #expect(decoder.finish() == "\u{FFFD}")
    }

    @Test func chunkDecoderPassesInvalidBytesThroughAtOnce() {
        var decoder = UTF8ChunkDecoder()
        #expect(decoder.decode([0x61, 0xFF]) == "a\u{FFFD}")
        #expect(decoder.decode([0x80, 0x80, 0x80, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
    }
}
