import TermCellsTesting
import Testing

@testable import TermCells

/// An ``OutlineStorage`` shown by a column table: the name column is a view of its own (an
/// ``OutlineCell``) with the outline's indentation and marks, the other columns are text;
/// nodes open and close with → and ←, children load lazily behind a `Loading…` row.
@MainActor
@Suite struct OutlineColumnTableTests {
    struct Entry: ColumnRow, Sendable {
        let name: String
        let size: String
        func value(forColumn column: Int) -> String { column == 0 ? name : size }
        func model(forColumn column: Int) -> Any { column == 0 ? self : size }
    }

    final class EntryNameCell: OutlineCell, ModelTransfer {
        func update(with model: Entry) { text = model.name }
    }

    private func tree() -> (ColumnTableManager, OutlineStorage, LoaderGate, RigScreen<ColumnTableManager>) {
        let table = ColumnTableManager(columns: [
            TableColumn("Name", width: .fraction(1)), TableColumn("Size", width: .fit, alignment: .right),
        ])
        table.movesCellCursor = false
        table.host.showsScrollIndicator = false
        table.register(rows: Entry.self)
        table.register(EntryNameCell.self, inColumn: 0)
        table.manager.register(OutlineStatusCell.self)
        let outline = OutlineStorage()
        let gate = LoaderGate()
        outline.childLoader = { model in try await gate.load((model as? Entry)?.name ?? "") }
        table.manager.storage = outline
        outline.appendSection()
        outline.insert(Entry(name: "docs", size: ""), isExpandable: true)
        outline.insert(Entry(name: "readme", size: "12"))
        return (table, outline, gate, RigScreen(table, width: 24, height: 6))
    }

    private func screen(_ rows: [String]) -> [String] {
        (rows + Array(repeating: "", count: max(0, 6 - rows.count))).map { padded($0, 24) }
    }

    @Test func nodesOpenLoadAndCloseInTheNameColumn() async {
        let (table, outline, gate, rig) = tree()
        rig.draw()
        #expect(
            rig.buffer.lines
                == screen([
                    "Name              │Size│",
                    " ▸ docs           │    │",
                    "   readme         │  12│",
                ]))
        table.handle(KeyEvent(.right))
        rig.draw()
        #expect(rig.buffer.lines[1...2] == [" ▾ docs           │    │", padded("     Loading…", 24)])
        await gate.finish(
            "docs",
            with: .success([
                OutlineChild(Entry(name: "guide", size: ""), isExpandable: true),
                OutlineChild(Entry(name: "faq", size: "3000")),
            ]))
        #expect(await settle { outline.topNodes(inSection: 0)[0].loadState == .loaded })
        rig.draw()
        #expect(
            rig.buffer.lines
                == screen([
                    "Name              │Size│",
                    " ▾ docs           │    │",
                    "   ▸ guide        │    │",
                    "     faq          │3000│",
                    "   readme         │  12│",
                ]))
        // ← on docs closes it; the cell cursor never moved.
        table.handle(KeyEvent(.left))
        rig.draw()
        #expect(rig.buffer.lines[1...3] == [" ▸ docs           │    │", "   readme         │  12│", padded("", 24)])
        #expect(table.columnModel.cursorColumn == 0)
    }

    @Test func theCursorsRowIsHighlightedAcrossTheNameView() {
        let (table, _, _, rig) = tree()
        rig.draw()
        table.handle(KeyEvent(.down))
        rig.draw()
        let highlight = TableCell().highlightStyle.background
        #expect(rig.buffer.style(at: Point(x: 4, y: 2))?.background == highlight)
        #expect(rig.buffer.style(at: Point(x: 22, y: 2))?.background == highlight)
        #expect(rig.buffer.style(at: Point(x: 4, y: 1))?.background != highlight)
    }
}
