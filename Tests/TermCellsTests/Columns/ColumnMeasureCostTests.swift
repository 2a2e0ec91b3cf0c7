import Testing

@testable import TermCells

/// Fitted widths are measured once per row as it comes on screen: a frame where no row came
/// in reads each shown value once, to draw it, and draws the rows once.
@MainActor
@Suite struct ColumnMeasureCostTests {
    final class Reads {
        var count = 0
    }

    struct Counted: ColumnRow {
        let number: Int
        let reads: Reads
        func value(forColumn column: Int) -> String {
            reads.count += 1
            return column == 0 ? "row \(number)" : String(repeating: "x", count: number == 6 ? 8 : 3)
        }
    }

    @Test func aFrameWithTheSameRowsReadsEachShownValueOnce() {
        let reads = Reads()
        let table = ColumnTableManager(columns: [TableColumn("Name"), TableColumn("Xs")])
        table.register(rows: Counted.self)
        table.manager.memoryStorage.setItems((0..<100).map { Counted(number: $0, reads: reads) })
        let buffer = ScreenBuffer(width: 30, height: 6)
        table.draw(in: buffer)
        table.handle(KeyEvent(.down))
        reads.count = 0
        table.draw(in: buffer)
        // Five rows of two columns, drawn once, measured never.
        #expect(reads.count == 10)
        // Scrolling one row: the new row is measured (2) and all five drawn (10).
        for _ in 0..<3 { table.handle(KeyEvent(.down)) }
        table.draw(in: buffer)
        reads.count = 0
        table.handle(KeyEvent(.down))
        table.draw(in: buffer)
        #expect(table.host.cursor == IndexPath(item: 5, section: 0))
        #expect(reads.count == 12)
        #expect(buffer.lines[5].hasPrefix("row 5│xxx│"))
        // A row that widens its column: measured, then the rows drawn again at the new width.
        reads.count = 0
        table.handle(KeyEvent(.down))
        table.draw(in: buffer)
        #expect(reads.count == 2 + 10 + 10)
        #expect(buffer.lines[5].hasPrefix("row 6│xxxxxxxx│"))
    }
}
