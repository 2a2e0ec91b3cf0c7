import CNcursesw
import TermCells
import Testing

@testable import TermCellsCurses

extension InlineFrameReadingTests {
    /// By grapheme cluster, inline mode reads a family of four back as one two-column cell,
    /// and its renderer sends the family whole, the bar after it in the next column but one.
    @Test func aClusterReadsBackAsOneCellAndIsSentWhole() throws {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        try CursesCanvasTests().withScreen(width: 12, height: 4) { window, canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 12, height: 4), style: .plain)
            GraphemeClustering.withEnabled(true) { _ = canvas.draw(family + "|", at: .zero) }
            let frame = try InlineFrame.read(from: window, rows: 1)
            #expect(frame[0, 0] == InlineCell(text: family, width: 2, style: InlineStyle(attributes: 0)))
            #expect(frame[1, 0].isContinuation)
            #expect(frame[2, 0].text == "|")
            var renderer = InlineRenderer(sequences: StyleSequences())
            let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
            #expect(bytes.contains(family + "|"), "\(bytes.debugDescription)")
        }
    }
}
