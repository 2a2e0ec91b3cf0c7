import TermCellsTesting
import Testing

@testable import TermCells

/// A column's own views are told `willDisplay` and `didEndDisplaying` like row cells: a
/// column's view is shown after its row (it is dequeued as the row draws the column) and
/// leaves before it, column by column, when the row leaves the screen.
@MainActor
@Suite struct ColumnCellDisplayEventsTests {
    final class NameCell: ColumnCell, ModelTransfer {
        func update(with model: String) { text = model }
    }

    final class SizeCell: ColumnCell, ModelTransfer {
        func update(with model: ByteCount) { text = "\(model.bytes)B" }
    }

    final class Log {
        var events: [String] = []
    }

    private func table(log: Log) -> ColumnTableManager {
        let table = ColumnTableManager(columns: [
            TableColumn("Name", width: .fixed(4)), TableColumn("Size", width: .fixed(5)),
        ])
        table.host.showsScrollIndicator = false
        table.register(rows: FileRow.self) { mapping in
            mapping.willDisplay { _, file, _ in log.events.append("row \(file.name) willDisplay") }
            // The row the view showed (after a removal, the storage has another at its place).
            mapping.didEndDisplaying { cell, _, _ in
                log.events.append("row \((cell.row as? FileRow)?.name ?? "?") didEndDisplaying")
            }
        }
        table.register(NameCell.self, inColumn: 0) { mapping in
            mapping.willDisplay { _, name, _ in log.events.append("name \(name) willDisplay") }
            mapping.didEndDisplaying { _, name, _ in log.events.append("name \(name) didEndDisplaying") }
        }
        table.register(SizeCell.self, inColumn: 1) { mapping in
            mapping.willDisplay { _, size, indexPath in
                log.events.append("size \(size.bytes) willDisplay at \(indexPath.item)")
            }
            mapping.didEndDisplaying { _, size, indexPath in
                log.events.append("size \(size.bytes) didEndDisplaying at \(indexPath.item)")
            }
        }
        table.manager.memoryStorage.setItems((0..<4).map { FileRow(name: "f\($0)", size: $0 * 10) })
        return table
    }

    /// The table drawn once on a 12×3 buffer (the header and two rows).
    private func drawn() -> (Log, ColumnTableManager, RigScreen<ColumnTableManager>) {
        let log = Log()
        let table = table(log: log)
        let screen = RigScreen(table, width: 12, height: 3)
        screen.draw()
        return (log, table, screen)
    }

    /// The host lays out every shown row (their `willDisplay`) before it draws them; a row's column
    /// views are dequeued as the row is drawn, left to right.
    @Test func columnViewsShowAfterTheirRowLeftToRight() {
        let (log, _, _) = drawn()
        #expect(
            log.events == [
                "row f0 willDisplay", "row f1 willDisplay",
                "name f0 willDisplay", "size 0 willDisplay at 0",
                "name f1 willDisplay", "size 10 willDisplay at 1",
            ])
    }

    @Test func aRowThatLeavesTakesItsColumnViewsWithItFirst() {
        let (log, table, screen) = drawn()
        log.events.removeAll()
        table.handle(KeyEvent(.down))
        table.handle(KeyEvent(.down))
        screen.draw()
        // f0 is laid out under the header now: still on screen, though hidden.
        #expect(screen.buffer.lines == ["Name│Size │ ", "f1  │10B  │ ", "f2  │20B  │ "])
        #expect(log.events == ["row f2 willDisplay", "name f2 willDisplay", "size 20 willDisplay at 2"])
        log.events.removeAll()
        table.handle(KeyEvent(.down))
        screen.draw()
        #expect(screen.buffer.lines == ["Name│Size │ ", "f2  │20B  │ ", "f3  │30B  │ "])
        #expect(
            log.events == [
                "name f0 didEndDisplaying", "size 0 didEndDisplaying at 0", "row f0 didEndDisplaying",
                "row f3 willDisplay", "name f3 willDisplay", "size 30 willDisplay at 3",
            ])
    }

    @Test func aRemovedRowsColumnViewsEndBeforeIt() {
        let (log, table, screen) = drawn()
        log.events.removeAll()
        table.manager.memoryStorage.removeItems(at: [IndexPath(item: 0, section: 0)])
        screen.draw()
        #expect(
            log.events.prefix(3) == [
                "name f0 didEndDisplaying", "size 0 didEndDisplaying at 0", "row f0 didEndDisplaying",
            ], "\(log.events)")
        #expect(screen.buffer.lines == ["Name│Size │ ", "f1  │10B  │ ", "f2  │20B  │ "])
    }

    @Test func viewsBackInTheirQueueAreNotToldAgainWhenReused() {
        let (log, table, screen) = drawn()
        for _ in 0..<3 { table.handle(KeyEvent(.down)) }
        screen.draw()
        table.handle(KeyEvent(.home))
        screen.draw()
        // Every view shown was told it left exactly once before it was shown again.
        var shown: Set<String> = []
        for event in log.events {
            let parts = event.split(separator: " ")
            let key = parts[0] + " " + parts[1]
            if event.contains("willDisplay") {
                #expect(shown.insert(String(key)).inserted, "\(key) shown twice: \(log.events)")
            } else {
                #expect(shown.remove(String(key)) != nil, "\(key) left without being shown: \(log.events)")
            }
        }
        #expect(shown == ["row f0", "name f0", "size 0", "row f1", "name f1", "size 10"])
    }
}
