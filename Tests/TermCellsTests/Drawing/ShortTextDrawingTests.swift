import TermCellsTesting
import Testing

@testable import TermCells

/// Short text with non-ASCII in it is drawn in runs of ASCII and glyph segments
/// (`drawShortText`): the screen must be the one glyph-by-glyph drawing gives.
@MainActor
@Suite struct ShortTextDrawingTests {
    /// Pieces whose joins test every cut: marks after ASCII, joiners, keycaps, wide glyphs,
    /// a prepended scalar, C1 controls (which take the glyph path), tabs (the same).
    static let pieces = [
        "a", "Tiles", " ", "—", "·", "e\u{301}", "#\u{FE0F}\u{20E3}", "猫", "🍎", "👩\u{200D}💻", "\u{0600}1", "\u{301}",
        "\u{85}", "\t", "x", "\u{FE0F}", "é",
    ]

    @Test func aRowOfMixedTextLooksAsDrawnGlyphByGlyph() {
        var generator = SeededGenerator(seed: 0x5eed)
        for _ in 0..<500 {
            let count = Int(generator.next() % 8) + 1
            let text = (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
            let x = Int(generator.next() % 5) - 2
            let width = 14
            let drawn = ScreenBuffer(width: 12, height: 1)
            drawn.draw(text, at: Point(x: x, y: 0), width: width, style: .bold)
            let expected = ScreenBuffer(width: 12, height: 1)
            let measured = text.displayWidth(exceeding: width, tabStops: .standard)
            if measured <= width {
                expected.fill(Rect(x: x, y: 0, width: width, height: 1), style: .bold)
                expected.drawGlyphs(text.displayGlyphs(), at: Point(x: x, y: 0), style: .bold)
            } else {
                let fitted = text.truncated(toWidth: width, ellipsis: "…", tabStops: .standard)
                expected.fill(Rect(x: x, y: 0, width: width, height: 1), style: .bold)
                expected.drawGlyphs(fitted.displayGlyphs(), at: Point(x: x, y: 0), style: .bold)
            }
            #expect(drawn.lines == expected.lines, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(
                (0..<12).allSatisfy { drawn.style(at: Point(x: $0, y: 0)) == expected.style(at: Point(x: $0, y: 0)) })
        }
    }

    @Test func aTitleWithADashIsDrawnInRunsAndPadded() {
        let buffer = ScreenBuffer(width: 20, height: 1)
        buffer.draw("xxxxxxxxxxxxxxxxxxxx", at: .zero)
        buffer.draw(" grid — at 猫 2", row: 0, style: .reverse)
        #expect(buffer.lines == [" grid — at 猫 2     "])
        #expect(buffer.style(at: Point(x: 19, y: 0)) == .reverse)
    }
}
