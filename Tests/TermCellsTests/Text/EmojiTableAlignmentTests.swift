import TermCells
import TerminalModels
import Testing

/// Every fully-qualified sequence of `emoji-test.txt` in a column table keeps the column
/// separators aligned, measured by scalar and by cluster alike; by cluster, each sequence is
/// drawn whole, one glyph (when the C library knows its scalars).
@MainActor
@Suite struct EmojiTableAlignmentTests {
    @Test(arguments: [false, true])
    func separatorsStayAlignedOnTheScreenBuffer(clusters: Bool) throws {
        let rows = try EmojiTable.rows()
        let buffer = ScreenBuffer(width: EmojiTable.width, height: rows.count + 1)
        GraphemeClustering.withEnabled(clusters) { EmojiTable.showing(rows).draw(in: buffer) }
        var misaligned: [String] = []
        for (index, row) in rows.enumerated() {
            let y = index + 1
            let separators = (0..<EmojiTable.width).filter { buffer.glyph(at: Point(x: $0, y: y)) == "│" }
            if separators != EmojiTable.separatorColumns { misaligned.append("\(row.name): \(separators)") }
            if clusters && row.isKnownToTheSystem && buffer.glyph(at: Point(x: 0, y: y)) != Character(row.emoji) {
                misaligned.append("\(row.name): not whole")
            }
        }
        #expect(misaligned.isEmpty, "\(misaligned.count) of \(rows.count) rows: \(misaligned.prefix(5))")
    }
}
