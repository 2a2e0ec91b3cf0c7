import TermCellsTesting
import Testing

@testable import TermCellsLines

/// The characters a cell highlights.
@Suite struct MatchPositionsTests {
    private func positions(_ query: String, _ line: String) -> [Int]? {
        MatchPositionFinder(pattern: MatchPattern(query)).positions(inBytes: Array(line.utf8))?.scalarOffsets
    }

    @Test func theBestAlignmentIsHighlighted() {
        #expect(positions("abc", "xx abc") == [3, 4, 5])
        // Not the first f…f: the one that scores best, at the word start after `-`.
        #expect(positions("ff", "fuzzy-finder") == [0, 6])
        #expect(positions("fb", "fooBar") == [0, 3])
        #expect(positions("foob", "foo-bar foobar") == [8, 9, 10, 11])
        #expect(positions("abc", "zzz") == nil)
    }

    @Test func everyPositiveTermIsHighlightedAndInverseTermsAreNot() {
        #expect(positions("^ab cd$ !zz", "ab-xx-cd") == [0, 1, 6, 7])
        #expect(positions("'bc | zz", "abcd") == [1, 2])
        #expect(positions("!zz", "abcd") == [])
    }

    @Test func longLinesGetTheGreedyMatchesPositions() {
        let line = String(repeating: "x", count: 40_000) + " abc"
        #expect(positions("abc", line) == [40_001, 40_002, 40_003])
    }

    @Test func nonASCIILinesGiveScalarAndByteOffsets() {
        let finder = MatchPositionFinder(pattern: MatchPattern("abc"))
        let found = finder.positions(inBytes: Array("café/abc".utf8))
        #expect(found?.scalarOffsets == [5, 6, 7])
        #expect(found?.byteOffsets == [6, 7, 8])
    }

    @Test func invalidBytesCountAsOneReplacementCharacterEach() {
        let bytes: [UInt8] = [0xFF, 0xE2, 0x84, 0x61, 0x62]  // an invalid byte, a cut sequence, "ab"
        let found = MatchPositionFinder(pattern: MatchPattern("ab")).positions(inBytes: bytes)
        #expect(found?.scalarOffsets == [2, 3])
        #expect(found?.byteOffsets == [3, 4])
        let shown = String(sanitizingUTF8: bytes)
        #expect(Array(shown.unicodeScalars.map(\.value)) == [0xFFFD, 0xFFFD, 0x61, 0x62])
    }

    @Test func characterOffsetsFollowGraphemeClusters() {
        let line = "e\u{301}tex"  // é as e + combining acute: 5 scalars, 4 characters
        let found = MatchPositionFinder(pattern: MatchPattern("tx")).positions(inBytes: Array(line.utf8))
        #expect(found?.scalarOffsets == [2, 4])
        #expect(found?.characterOffsets(in: line) == [1, 3])
    }

    @Test func storeLinesAreLocatedByIndex() {
        let store = matchingStore(["none", "path/to/file"])
        #expect(store.matchPositions(ofLine: 1, for: MatchPattern("ptf"))?.scalarOffsets == [0, 5, 8])
        #expect(store.matchPositions(ofLine: 0, for: MatchPattern("ptf")) == nil)
        #expect(store.matchPositions(ofLine: 9, for: MatchPattern("ptf")) == nil)
    }

    @Test func decodingAgreesWithStringDecoding() {
        var generator = SeededGenerator(seed: 7)
        let pieces: [[UInt8]] = [
            [0x61], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC0], [0xE0, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90], [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
        ]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                bytes += pieces.randomElement(using: &generator) ?? []
            }
            let scalars = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, bytes.count))
            let offsets = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, bytes.count))
            defer {
                scalars.deallocate()
                offsets.deallocate()
            }
            let count = bytes.withUnsafeBufferPointer { ScalarDecoder.decode($0, into: scalars, offsets: offsets) }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)
            #expect(Array(UnsafeBufferPointer(start: scalars, count: count)) == expected, "\(bytes)")
        }
    }
}
