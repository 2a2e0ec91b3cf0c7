import CNcursesw
import TermCells
import TerminalModels
import Testing

@testable import TermCellsCurses

extension CursesCanvasTests {
    /// Every fully-qualified sequence of `emoji-test.txt` in a column table, page by page,
    /// through the frame writer's bytes played on a terminal of each kind: measured by scalar on
    /// one that places text by scalar, by cluster on one that clusters graphemes. The separators
    /// stand where the header's do on every row; by cluster, each sequence arrives whole.
    @Test(arguments: [false, true])
    func emojiTableSeparatorsStayAlignedInTheFramesBytes(clusters: Bool) throws {
        let rows = try EmojiTable.rows()
        let (width, height) = (EmojiTable.width, 41)
        try withScreen(width: Int32(width), height: Int32(height)) { window, canvas in
            var writer = FrameWriter()
            writer.adopt(window)
            var terminal = FrameTerminal(width: width, height: height, widths: clusters ? .byCluster : .perScalar)
            var misaligned: [String] = []
            for start in stride(from: 0, to: rows.count, by: height - 1) {
                let page = Array(rows[start..<min(rows.count, start + height - 1)])
                canvas.fill(Rect(x: 0, y: 0, width: width, height: height), style: .plain)
                GraphemeClustering.withEnabled(clusters) { EmojiTable.showing(page).draw(in: canvas) }
                var bytes: [UInt8] = []
                try #require(writer.appendChanges(of: window, to: &bytes))
                terminal.apply(bytes)
                for (index, row) in page.enumerated() {
                    let cells = terminal.rows[index + 1]
                    let separators = cells.indices.filter { cells[$0] == "│" }
                    if separators != EmojiTable.separatorColumns { misaligned.append("\(row.name): \(separators)") }
                    if clusters && row.isKnownToTheSystem && cells[0] != row.emoji {
                        misaligned.append("\(row.name): \(cells[0].debugDescription)")
                    }
                }
            }
            #expect(terminal.unknown.isEmpty)
            #expect(misaligned.isEmpty, "\(misaligned.count) of \(rows.count) rows: \(misaligned.prefix(5))")
        }
    }
}
