import TermCells
import TermCellsCurses
import TermCellsTesting
import Testing

/// A file of a column table, with wide characters in some names.
private struct Entry: ColumnRow {
    let name: String
    let size: Int
    func value(forColumn column: Int) -> String {
        switch column {
        case 0: return name
        case 1: return "\(size)"
        default: return size % 3 == 0 ? "目录 \(size % 11)" : "file"
        }
    }
}

/// A column table on an ncurses window. `repaints`: every frame draws every view, as on a
/// canvas that keeps nothing.
@MainActor
private final class EntryTable: ApplicationContent {
    let table = ColumnTableManager(
        columns: [
            TableColumn("Name", width: .fixed(10)), TableColumn("Size", width: .fit, alignment: .right),
            TableColumn("Kind", width: .fixed(9)),
        ], frozenColumnCount: 1)
    let repaints: Bool

    init(repaints: Bool) {
        self.repaints = repaints
        table.register(rows: Entry.self)
        table.manager.memoryStorage.setItems(
            (0..<200).map { Entry(name: $0 % 4 == 0 ? "漢字\($0)" : "name\($0)", size: $0 * $0 * 31 % 90_000) })
    }

    func draw(on canvas: CursesCanvas, application: Application) {
        if repaints { table.host.setNeedsDisplay() }
        table.draw(in: canvas.child(in: Rect(x: 0, y: 1, width: canvas.size.width, height: canvas.size.height - 1)))
    }

    func handle(_ event: InputEvent, application: Application) {
        if case .key(let key) = event { table.handle(key) }
    }
}

/// The curses canvas keeps its window's cells between frames and moves rows for a scroll
/// (`moveRows`): after random keys, the screen equals that of a twin repainting every view.
@MainActor
@Suite struct RetainedCursesDrawingTests {
    @Test func aColumnTableOnAWindowEqualsAFullRepaintAfterRandomKeys() throws {
        let retained = try ScreenDriver(application: EntryTable(repaints: false), width: 28, height: 9)
        let full = try ScreenDriver(application: EntryTable(repaints: true), width: 28, height: 9)
        let keys: [(Key, KeyEvent.Modifiers)] = [
            (.down, []), (.down, []), (.down, []), (.up, []), (.pageDown, []), (.pageUp, []), (.end, []),
            (.home, []), (.left, []), (.right, []), (.right, .shift), (.left, .shift), (.character(">"), []),
            (.character("<"), []),
        ]
        var random = SeededGenerator(seed: 7)
        for step in 0..<400 {
            let (key, modifiers) = keys[Int.random(in: 0..<keys.count, using: &random)]
            retained.press(key, modifiers: modifiers)
            full.press(key, modifiers: modifiers)
            let differing = (0..<9).flatMap { y in
                (0..<28).compactMap { x -> Point? in
                    let point = Point(x: x, y: y)
                    return retained.buffer.cell(at: point) == full.buffer.cell(at: point) ? nil : point
                }
            }
            #expect(
                differing.isEmpty,
                "step \(step) (\(key)): \(differing.prefix(4))\n\(retained.text)\n--- full:\n\(full.text)")
            if !differing.isEmpty { return }
        }
    }
}
