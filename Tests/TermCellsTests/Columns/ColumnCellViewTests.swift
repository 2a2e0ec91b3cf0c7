import TermCellsTesting
import Testing

@testable import TermCells

/// Columns with cell views of their own: registered for a model type per column, dequeued
/// through the manager's mappings and reuse queues, drawn in their column (styled text, the
/// row's highlight, the cell cursor), while the other columns keep their text.
@MainActor
@Suite struct ColumnCellViewTests {
    /// Sizes in K, red from 1,000 K.
    final class SizeCell: ColumnCell, ModelTransfer {
        func update(with model: ByteCount) {
            text = "\(model.bytes / 1_000)K"
            textStyle = model.bytes >= 1_000_000 ? Style(foreground: .red) : .plain
        }
    }

    private func table(files: [FileRow], height: Int = 5) -> (ColumnTableManager, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager.showing(
            files,
            columns: [TableColumn("Name", width: .fixed(8)), TableColumn("Size", width: .fit, alignment: .right)],
            showsScrollIndicator: false)
        table.register(SizeCell.self, inColumn: 1)
        return (table, RigScreen(table, width: 16, height: height))
    }

    private let files = [
        FileRow(name: "a.txt", size: 12_000),
        FileRow(name: "movie", size: 2_500_000),
    ]

    @Test func aColumnsViewDrawsItsModelInItsOwnStyle() {
        let (table, screen) = table(files: files)
        // No cursor drawn: the rows in their own colours.
        table.host.isFocused = false
        screen.draw()
        // The Size column fits the views' text ("2500K"), not the row's value ("2500000").
        #expect(
            screen.buffer.lines == [
                "Name    │ Size│ ",
                "a.txt   │  12K│ ",
                "movie   │2500K│ ",
                "                ",
                "                ",
            ])
        #expect(screen.buffer.style(at: Point(x: 9, y: 2))?.foreground == .red)
        #expect(screen.buffer.style(at: Point(x: 9, y: 1))?.foreground == Style.plain.foreground)
    }

    @Test func theViewTakesTheRowsHighlightAndTheCellCursor() {
        let (table, screen) = table(files: files)
        screen.draw()
        table.handle(KeyEvent(.down))
        screen.draw()
        // The cursor on movie, in the Name column: Size in the row's highlight, red gone.
        let highlight = TableCell().highlightStyle
        #expect(screen.buffer.style(at: Point(x: 12, y: 2))?.background == highlight.background)
        #expect(screen.buffer.style(at: Point(x: 12, y: 2))?.foreground == highlight.foreground)
        table.handle(KeyEvent(.right))
        screen.draw()
        #expect(screen.buffer.style(at: Point(x: 12, y: 2)) == table.columnModel.cursorCellStyle)
        #expect(screen.buffer.style(at: Point(x: 2, y: 2))?.background == highlight.background)
    }

    @Test func columnViewsComeFromTheirReuseQueue() {
        let many = (0..<200).map { FileRow(name: "f\($0)", size: $0 * 1_000) }
        let (table, screen) = table(files: many, height: 6)
        screen.draw()
        let identifier = ReuseIdentifier.of(SizeCell.self)
        #expect(table.host.reuseQueues.createdByIdentifier[identifier] == 5)
        for _ in 0..<2 {
            table.handle(KeyEvent(.pageDown))
            screen.draw()
        }
        // One column view per row cell the host made (the rows on screen, and one more
        // while they change places), and no more however far the rows scroll.
        let made = table.host.reuseQueues.createdByIdentifier[identifier]
        #expect(made == table.host.reuseQueues.createdByIdentifier[ReuseIdentifier.of(ColumnTableRowCell.self)])
        for _ in 0..<28 {
            table.handle(KeyEvent(.pageDown))
            screen.draw()
        }
        #expect(table.host.reuseQueues.createdByIdentifier[identifier] == made)
        #expect(screen.buffer.lines[5] == "f120    │120K│  ")
    }

    @Test func theMappingsConditionAndConfigureEventApply() {
        let (table, screen) = table(files: files)
        table.manager.unregisterSupplementary(SizeCell.self, forKind: .columnCell(1))
        var configured: [IndexPath] = []
        table.register(SizeCell.self, inColumn: 1) { mapping in
            mapping.condition = .custom { indexPath, _ in indexPath.item > 0 }
            mapping.configure { _, _, indexPath in configured.append(indexPath) }
        }
        screen.draw()
        // Row 0's ByteCount has no mapping there: an anomaly and a placeholder, not a trap.
        #expect(configured == [IndexPath(item: 1, section: 0)])
        #expect(screen.buffer.lines[2] == "movie   │2500K│ ")
        #expect(
            table.manager.anomalyHandler.reported.contains {
                if case .noMapping(let kind, _, _) = $0 { return kind == "column 1" }
                return false
            })
    }

    @Test func aStringNoMappingTakesKeepsTheColumnsText() {
        struct Plain: ColumnRow {
            func value(forColumn column: Int) -> String { column == 0 ? "x" : "text" }
        }
        let table = ColumnTableManager(columns: [TableColumn("A"), TableColumn("B")])
        table.host.showsScrollIndicator = false
        table.register(rows: Plain.self)
        table.register(SizeCell.self, inColumn: 1)
        table.manager.memoryStorage.setItems([Plain()])
        let buffer = ScreenBuffer(width: 8, height: 2)
        table.draw(in: buffer)
        #expect(buffer.lines == ["A│B   │ ", "x│text│ "])
        #expect(table.manager.anomalyHandler.reported.isEmpty)
    }

    @Test func unregisteringTheViewBringsTheTextBack() {
        let (table, screen) = table(files: files)
        screen.draw()
        table.unregister(SizeCell.self, inColumn: 1)
        screen.draw()
        #expect(screen.buffer.lines[2] == "movie   │2500000")
    }

    /// Sizes that lead to a page about them.
    final class LinkedSizeCell: ColumnCell, ModelTransfer {
        func update(with model: ByteCount) {
            text = "\(model.bytes / 1_000)K"
            link = Hyperlink("https://example.com/\(model.bytes)")
        }
    }

    @Test func aColumnCellsLinkLeadsFromItsTextCutByTheColumn() {
        let table = ColumnTableManager.showing(
            files,
            columns: [TableColumn("Name", width: .fixed(8)), TableColumn("Size", width: .fixed(3), alignment: .right)],
            showsScrollIndicator: false)
        table.register(LinkedSizeCell.self, inColumn: 1)
        table.host.isFocused = false
        let screen = RigScreen(table, width: 14, height: 3)
        screen.draw()
        #expect(screen.buffer.lines == ["Name    │Si…│ ", "a.txt   │12K│ ", "movie   │25…│ "])
        let movie = Hyperlink("https://example.com/2500000")
        #expect((8..<13).map { screen.buffer.link(at: Point(x: $0, y: 2)) } == [nil, movie, movie, movie, nil])
        #expect(screen.buffer.link(at: Point(x: 9, y: 1)) == Hyperlink("https://example.com/12000"))
        #expect(screen.buffer.link(at: Point(x: 9, y: 0)) == nil)
    }
}
