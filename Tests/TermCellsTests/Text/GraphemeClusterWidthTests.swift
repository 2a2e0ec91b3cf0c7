import Testing

@testable import TermCells

/// Widths by grapheme cluster (terminals in mode 2027) against widths by scalar (the others,
/// and ncurses), for each kind of cluster that tells them apart.
@Suite struct GraphemeClusterWidthTests {
    /// A sample, its width by scalar and its width by cluster.
    static let samples: [(name: String, text: String, byScalar: Int, byCluster: Int)] = [
        ("ZWJ family", "👨\u{200D}👩\u{200D}👧", 6, 2),
        ("family of four", "👨\u{200D}👩\u{200D}👧\u{200D}👦", 8, 2),
        ("flag", "🇫🇷", 2, 2),
        ("skin tone", "👍🏽", 4, 2),
        ("VS16 heart", "❤\u{FE0F}", 1, 2),
        ("keycap", "1\u{FE0F}\u{20E3}", 1, 2),
        ("VS15 watch", "⌚\u{FE0E}", 2, 1),
        ("Hangul jamo", "\u{1112}\u{1161}\u{11AB}", 2, 2),
        ("Hangul syllable", "한", 2, 2),
        ("combining acute", "e\u{301}", 1, 1),
        ("ASCII", "hello", 5, 5),
    ]

    @Test(arguments: samples.indices)
    func widthByScalarAndByCluster(_ index: Int) {
        let sample = Self.samples[index]
        let byScalar = GraphemeClustering.withEnabled(false) { sample.text.displayWidth }
        let byCluster = GraphemeClustering.withEnabled(true) { sample.text.displayWidth }
        #expect(byScalar == sample.byScalar, "\(sample.name) by scalar")
        #expect(byCluster == sample.byCluster, "\(sample.name) by cluster")
    }

    @Test func clusterIsOneGlyphKeptWhole() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let glyphs = GraphemeClustering.withEnabled(true) { Array(("a" + family + "b").displayGlyphs()) }
        #expect(glyphs.map(\.character) == ["a", Character(family), "b"])
        #expect(glyphs.map(\.width) == [1, 2, 1])
        #expect(GraphemeClustering.withEnabled(true) { Character(family).displayWidth } == 2)
    }

    @Test func regionalIndicatorAloneIsTwoColumnsByCluster() {
        #expect(GraphemeClustering.withEnabled(true) { "\u{1F1EB}".displayWidth } == 2)
    }

    @Test func truncationKeepsAClusterWholeOrDropsIt() {
        let family = "👨\u{200D}👩\u{200D}👧"
        GraphemeClustering.withEnabled(true) {
            #expect(("ab" + family + "cd").truncated(toWidth: 4) == "ab…")
            #expect(("ab" + family + "cd").truncated(toWidth: 5) == "ab" + family + "…")
            #expect(("ab" + family + "cd").truncated(toWidth: 6) == "ab" + family + "cd")
            #expect(("ab" + family).truncated(toWidth: 3, ellipsis: "", padded: true) == "ab ")
            #expect(("ab" + family).truncated(toWidth: 4) == "ab" + family)
        }
    }

    @Test func wordWrapCountsAClusterAsItsWidth() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let lines = GraphemeClustering.withEnabled(true) { (family + " " + family + family).wordWrapped(toWidth: 4) }
        #expect(lines == [family, family + family])
    }

    @Test func canvasDrawsAClusterInTwoColumns() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let screen = ScreenBuffer(width: 6, height: 1)
        let advanced = GraphemeClustering.withEnabled(true) { screen.draw("a" + family + "b", at: .zero) }
        #expect(advanced == 4)
        #expect(screen.glyph(at: Point(x: 1, y: 0)) == Character(family))
        #expect(screen.glyph(at: Point(x: 3, y: 0)) == "b")
    }

    @Test func aSpanMeasuresAClusterAsItsWidth() {
        let family = "👨\u{200D}👩\u{200D}👧"
        let screen = ScreenBuffer(width: 6, height: 1)
        GraphemeClustering.withEnabled(true) {
            screen.draw(family + "|", at: .zero, width: 6)
        }
        #expect(screen.glyph(at: .zero) == Character(family))
        #expect(screen.glyph(at: Point(x: 2, y: 0)) == "|")
    }
}
