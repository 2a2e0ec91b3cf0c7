import TermCellsTesting
import Testing

@testable import TermCells

/// A host drawing into a buffer that keeps its cells (``ScreenBuffer/beginFrame()``) draws only
/// the views that changed; after any sequence of keys and updates its screen must equal, cell
/// by cell, that of a twin host given the same keys and drawing everything into a new buffer.
@MainActor
@Suite struct RetainedDrawingTests {
    /// A table row: its text and how many lines it takes.
    struct Row: Hashable {
        let text: String
        let lines: Int
    }

    /// A row of one or two lines (measured by its preferred height).
    final class RowCell: TableCell, ModelTransfer {
        private var lines = 1
        func update(with model: Row) {
            text = model.text
            lines = model.lines
        }
        override var preferredHeight: Int { lines }
        override func draw(in canvas: any Canvas) {
            super.draw(in: canvas)
            if lines > 1 { canvas.draw("  second line", at: Point(x: 0, y: 1), style: rowStyle) }
        }
    }

    /// A model drawn by a user's bare view.
    struct Bare: Hashable {
        let text: String
    }

    /// A user's view that never asks to be drawn and does not paint its background: a
    /// marker under the cursor, a star when selected, its text.
    final class BareCell: ReusableView, ModelTransfer {
        private var label = ""
        func update(with model: Bare) { label = model.text }
        override func draw(in canvas: any Canvas) {
            canvas.draw((isHighlighted ? ">" : " ") + (isSelected ? "*" : " ") + label, at: .zero, style: .plain)
        }
    }

    /// One subject: how to draw it, give it a key, update its storage (from a random number).
    struct Subject {
        let draw: (any Canvas) -> Void
        let key: (KeyEvent) -> Void
        let update: (UInt64) -> Void
        let focus: (Bool) -> Void
    }

    private static let keys: [KeyEvent] = [
        KeyEvent(.down), KeyEvent(.down), KeyEvent(.down), KeyEvent(.up), KeyEvent(.up), KeyEvent(.pageDown),
        KeyEvent(.pageUp), KeyEvent(.home), KeyEvent(.end), KeyEvent(.left), KeyEvent(.right),
        KeyEvent(.character(" ")), KeyEvent(.enter), KeyEvent(.left, modifiers: .shift),
        KeyEvent(.right, modifiers: .shift), KeyEvent(.character(">")), KeyEvent(.character("<")),
    ]

    static func table() -> Subject {
        let manager = TableManager()
        manager.anomalyHandler.anomalyAction = { _ in }
        manager.host.allowsMultipleSelection = true
        manager.host.stickyHeaders = true
        manager.register(RowCell.self)
        manager.register(BareCell.self)
        manager.registerHeader(SupplementaryView.self, for: String.self) { view, model, _ in view.text = model }
        var made = 0
        func item(_ seed: UInt64) -> Any {
            made += 1
            if seed % 5 == 0 { return Bare(text: "bare \(made)") }
            return Row(text: "row \(made)", lines: seed % 4 == 0 ? 2 : 1)
        }
        manager.memoryStorage.setItemsForAllSections([
            (0..<25).map { item(UInt64($0 * 7 + 1)) }, (0..<30).map { item(UInt64($0 * 3 + 2)) },
        ])
        manager.memoryStorage.setSectionHeaderModels(["First", "Second"])
        return Subject(
            draw: { manager.host.draw(in: $0) }, key: { _ = manager.host.handle($0) },
            update: { seed in
                let storage = manager.memoryStorage
                let section = Int(seed % 2)
                let count = storage.items(inSection: section)?.count ?? 0
                let at = IndexPath(item: Int(seed / 2 % UInt64(max(1, count))), section: section)
                switch seed / 64 % 3 {
                case 0: storage.insertItem(item(seed / 8), to: at)
                case 1 where count > 1: storage.removeItems(at: [at])
                default: if count > 0 { storage.replaceItem(at: at, with: item(seed / 8)) }
                }
            }, focus: { manager.host.isFocused = $0 })
    }

    static func grid() -> Subject {
        let manager = GridManager()
        manager.anomalyHandler.anomalyAction = { _ in }
        manager.host.metrics = FlowSectionMetrics(itemSize: Size(width: 5, height: 2), itemSpacing: 1)
        manager.register(GridCell.self, for: String.self) { cell, model, _ in cell.text = model }
        var made = 0
        manager.memoryStorage.setItems(
            (0..<80).map { _ -> Any in
                made += 1
                return "g\(made)"
            })
        return Subject(
            draw: { manager.host.draw(in: $0) }, key: { _ = manager.host.handle($0) },
            update: { seed in
                let storage = manager.memoryStorage
                let count = storage.items(inSection: 0)?.count ?? 0
                let at = IndexPath(item: Int(seed % UInt64(max(1, count))), section: 0)
                made += 1
                if seed / 64 % 2 == 0 || count < 2 {
                    storage.insertItem("n\(made)", to: at)
                } else {
                    storage.removeItems(at: [at])
                }
            }, focus: { manager.host.isFocused = $0 })
    }

    static func columns() -> Subject {
        let table = ColumnTableManager(
            columns: [
                TableColumn("Name", width: .fixed(9)), TableColumn("Size", width: .fit, alignment: .right),
                TableColumn("Kind", width: .fixed(12)),
            ], frozenColumnCount: 1)
        table.manager.anomalyHandler.anomalyAction = { _ in }
        table.register(rows: FileRow.self)
        var made = 0
        table.manager.memoryStorage.setItems(
            (0..<60).map { index -> Any in
                made += 1
                return FileRow(name: "file\(index)", size: index * index * 37 % 100_000)
            })
        return Subject(
            draw: { table.draw(in: $0) }, key: { table.handle($0) },
            update: { seed in
                let storage = table.manager.memoryStorage
                let count = storage.items(inSection: 0)?.count ?? 0
                let at = IndexPath(item: Int(seed % UInt64(max(1, count))), section: 0)
                made += 1
                if seed / 64 % 2 == 0 || count < 2 {
                    storage.insertItem(FileRow(name: "new\(made)", size: Int(seed % 10_000_000)), to: at)
                } else {
                    storage.removeItems(at: [at])
                }
            }, focus: { table.host.isFocused = $0 })
    }

    /// Drives `make()` and its twin with `steps` random operations from `seed`; after each,
    /// the retained screen must equal the twin's full repaint.
    private func check(_ make: () -> Subject, seed: UInt64, steps: Int, width: Int = 30, height: Int = 9) {
        let retained = make()
        let twin = make()
        let buffer = ScreenBuffer(width: width, height: height)
        var random = SeededGenerator(seed: seed)
        var size = Size(width: width, height: height)
        var focused = true
        for step in 0..<steps {
            let roll = random.next()
            var operation = ""
            switch roll % 100 {
            case 0..<80:
                let key = Self.keys[Int(roll / 100 % UInt64(Self.keys.count))]
                operation = "key \(key)"
                retained.key(key)
                twin.key(key)
            case 80..<94:
                operation = "update \(roll / 100)"
                retained.update(roll / 100)
                twin.update(roll / 100)
            case 94..<97:
                focused.toggle()
                operation = "focus \(focused)"
                retained.focus(focused)
                twin.focus(focused)
            default:
                size = Size(width: width - Int(roll / 100 % 5), height: height - Int(roll / 1000 % 3))
                operation = "resize \(size)"
                buffer.resize(width: size.width, height: size.height)
            }
            buffer.beginFrame()
            retained.draw(buffer)
            let fresh = ScreenBuffer(width: size.width, height: size.height)
            twin.draw(fresh)
            let differing = (0..<size.height).flatMap { y in
                (0..<size.width).compactMap { x -> Point? in
                    let point = Point(x: x, y: y)
                    return buffer.cell(at: point) == fresh.cell(at: point) ? nil : point
                }
            }
            #expect(
                differing.isEmpty,
                "seed \(seed) step \(step) (\(operation)): cells \(differing.prefix(4)) differ\nretained:\n\(buffer.lines.joined(separator: "\n"))\nfull:\n\(fresh.lines.joined(separator: "\n"))"
            )
            if !differing.isEmpty { return }
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aTableDrawnOnlyWhereItChangedEqualsAFullRepaint(seed: UInt64) {
        check(Self.table, seed: seed, steps: 300)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aGridDrawnOnlyWhereItChangedEqualsAFullRepaint(seed: UInt64) {
        check(Self.grid, seed: seed, steps: 300)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aColumnTableDrawnOnlyWhereItChangedEqualsAFullRepaint(seed: UInt64) {
        check(Self.columns, seed: seed, steps: 300)
    }

    /// A cell that notes the rows it draws.
    final class CountingCell: TableCell, ModelTransfer {
        nonisolated(unsafe) static var drawn: [String] = []
        func update(with model: String) { text = model }
        override func draw(in canvas: any Canvas) {
            Self.drawn.append(text)
            super.draw(in: canvas)
        }
    }

    @Test func aDownKeyDrawsOnlyTheRowsTheCursorLeftAndReachedAndTheRowScrolledIn() {
        let manager = TableManager()
        manager.register(CountingCell.self)
        manager.memoryStorage.setItems((0..<100).map { "item \($0)" })
        let buffer = ScreenBuffer(width: 20, height: 5)
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(CountingCell.drawn == ["item 0", "item 1", "item 2", "item 3", "item 4"])
        CountingCell.drawn = []
        manager.host.handle(KeyEvent(.down))
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(CountingCell.drawn == ["item 0", "item 1"])
        for _ in 0..<3 { manager.host.handle(KeyEvent(.down)) }
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        CountingCell.drawn = []
        // The cursor on the last row: the next Down scrolls by one row.
        manager.host.handle(KeyEvent(.down))
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(CountingCell.drawn == ["item 4", "item 5"])
        #expect(buffer.line(0).hasPrefix("  item 1"))
        #expect(buffer.line(4).hasPrefix("  item 5"))
        // A buffer that does not count frames is drawn whole; so is one after forgetFrames().
        CountingCell.drawn = []
        manager.host.draw(in: ScreenBuffer(width: 20, height: 5))
        #expect(CountingCell.drawn.count == 5)
        CountingCell.drawn = []
        manager.host.setNeedsDisplay()
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(CountingCell.drawn.count == 5)
        // A view that asks for it is drawn again, alone.
        CountingCell.drawn = []
        manager.host.visibleView(forItemAt: IndexPath(item: 3, section: 0))?.setNeedsDisplay()
        buffer.beginFrame()
        manager.host.draw(in: buffer)
        #expect(CountingCell.drawn == ["item 3"])
    }
}
