import TermCellsTesting
import Testing

@testable import TermCells

/// Property tests: random sequences of storage operations, single and batched, applied to a
/// `MemoryStorage` shown by a `TableHost` and to a plain reference. After every step the
/// screen shows exactly the reference at every visible row, the selection names the same
/// items, the cursor stays on its item while that item exists, and the row on top of the
/// viewport stays on top when the change did not touch it. Failures print the seed.
@MainActor @Suite struct RandomUpdatesOnScreenTests {
    /// Items are unique numbers, so "the same item" is checkable.
    final class NumberCell: TableCell, ModelTransfer {
        func update(with model: Int) { text = "#\(model)" }
    }

    struct Model {
        var sections: [[Int]] = []
        var next = 0
        /// Items replaced in place, old → new: a replaced slot keeps its selection.
        var replacements: [Int: Int] = [:]
        /// Items moved in this step: a moved top row may leave the top.
        var moved: Set<Int> = []

        mutating func fresh() -> Int {
            next += 1
            return next
        }

        func contains(_ item: Int) -> Bool { sections.contains { $0.contains(item) } }
    }

    enum Operation: CustomStringConvertible {
        case insert(IndexPath)
        case remove(IndexPath)
        case move(IndexPath, IndexPath)
        case replace(IndexPath)
        case addSection
        case deleteSection(Int)
        case moveSection(Int, Int)
        case invalidInsert(IndexPath)

        var description: String {
            switch self {
            case .insert(let p): return "insert \(p)"
            case .remove(let p): return "remove \(p)"
            case .move(let a, let b): return "move \(a)→\(b)"
            case .replace(let p): return "replace \(p)"
            case .addSection: return "addSection"
            case .deleteSection(let s): return "deleteSection \(s)"
            case .moveSection(let a, let b): return "moveSection \(a)→\(b)"
            case .invalidInsert(let p): return "invalidInsert \(p)"
            }
        }
    }

    func randomOperation(_ model: Model, _ random: inout SeededGenerator) -> Operation {
        let sections = model.sections
        let roll = Int.random(in: 0..<100, using: &random)
        if sections.isEmpty || roll < 5 { return .addSection }
        let section = Int.random(in: 0..<sections.count, using: &random)
        let count = sections[section].count
        switch roll {
        case 5..<45:
            return .insert(IndexPath(item: Int.random(in: 0...count, using: &random), section: section))
        case 45..<65 where count > 0:
            return .remove(IndexPath(item: Int.random(in: 0..<count, using: &random), section: section))
        case 65..<75 where count > 0:
            let target = Int.random(in: 0..<sections.count, using: &random)
            let targetCount = sections[target].count - (target == section ? 1 : 0)
            return .move(
                IndexPath(item: Int.random(in: 0..<count, using: &random), section: section),
                IndexPath(item: Int.random(in: 0...max(0, targetCount), using: &random), section: target))
        case 75..<85 where count > 0:
            return .replace(IndexPath(item: Int.random(in: 0..<count, using: &random), section: section))
        case 85..<89 where sections.count > 1:
            return .deleteSection(section)
        case 89..<93 where sections.count > 1:
            return .moveSection(section, Int.random(in: 0..<sections.count, using: &random))
        case 93..<100:
            return .invalidInsert(IndexPath(item: count + 1 + Int.random(in: 0..<3, using: &random), section: section))
        default:
            return .insert(IndexPath(item: 0, section: section))
        }
    }

    func apply(_ operation: Operation, storage: MemoryStorage, model: inout Model) {
        switch operation {
        case .insert(let p):
            let item = model.fresh()
            storage.insertItem(item, to: p)
            model.sections[p.section].insert(item, at: p.item)
        case .remove(let p):
            storage.removeItems(at: [p])
            model.sections[p.section].remove(at: p.item)
        case .move(let a, let b):
            storage.moveItem(at: a, to: b)
            let item = model.sections[a.section].remove(at: a.item)
            model.sections[b.section].insert(item, at: b.item)
            model.moved.insert(item)
        case .replace(let p):
            let old = model.sections[p.section][p.item]
            let item = model.fresh()
            storage.replaceItem(old, with: item)
            model.sections[p.section][p.item] = item
            model.replacements[old] = item
        case .addSection:
            let items = (0..<3).map { _ in model.fresh() }
            storage.addItems(items, toSection: model.sections.count)
            model.sections.append(items)
        case .deleteSection(let s):
            storage.deleteSections([s])
            model.sections.remove(at: s)
        case .moveSection(let a, let b):
            storage.moveSection(a, toSection: b)
            let moved = model.sections.remove(at: a)
            model.sections.insert(moved, at: b)
        case .invalidInsert(let p):
            storage.insertItem(-1, to: p)
        }
    }

    /// The number shown by the view on `row`, if it is an item.
    func shownNumber(_ view: ReusableView) -> Int? {
        (view as? TableCell).flatMap { Int($0.text.dropFirst()) }
    }

    /// Checks everything that must hold after a frame.
    func check(_ host: TableHost, _ model: Model, seed: UInt64, step: Int, operation: String) -> Bool {
        let context = "seed \(seed), step \(step), after \(operation)"
        var ok = true
        for (row, view) in host.displayedViews {
            guard case .item(let indexPath) = row else { continue }
            let expected =
                model.sections.indices.contains(indexPath.section)
                    && model.sections[indexPath.section].indices.contains(indexPath.item)
                ? model.sections[indexPath.section][indexPath.item] : nil
            if shownNumber(view) != expected {
                Issue.record(
                    "\(context): row \(indexPath) shows \(String(describing: shownNumber(view))), reference has \(String(describing: expected))"
                )
                ok = false
            }
        }
        let visibleItems = host.displayedViews.keys.compactMap { row -> IndexPath? in
            if case .item(let p) = row { return p } else { return nil }
        }.sorted()
        // Visible items are consecutive in the reference's order.
        let flat = model.sections.enumerated().flatMap { s, items in
            items.indices.map { IndexPath(item: $0, section: s) }
        }
        if let first = visibleItems.first, let start = flat.firstIndex(of: first) {
            if Array(flat[start..<min(flat.count, start + visibleItems.count)]) != visibleItems {
                Issue.record("\(context): visible items \(visibleItems) are not consecutive")
                ok = false
            }
        }
        return ok
    }

    @Test func tenThousandRandomSequencesKeepTheScreenTheSelectionAndTheAnchorExact() {
        let sequences = 10_000
        var failures = 0
        for seed in UInt64(1)...UInt64(sequences) where failures < 3 {
            var random = SeededGenerator(seed: seed)
            let manager = TableManager()
            manager.register(NumberCell.self)
            manager.anomalyHandler.anomalyAction = { _ in }
            manager.memoryStorage.anomalyHandler.anomalyAction = { _ in }
            let host = manager.host
            host.allowsMultipleSelection = true
            var model = Model()
            let storage = manager.memoryStorage
            // A starting list long enough to scroll.
            let initial = (0..<Int.random(in: 0...30, using: &random)).map { _ in model.fresh() }
            storage.setItems(initial)
            model.sections = [initial]
            let screen = ScreenDriver(host, width: 12, height: 6)
            for _ in 0..<Int.random(in: 0...20, using: &random) { host.handle(.key(KeyEvent(.down))) }
            if host.cursor != nil { host.handle(.key(KeyEvent(.character(" ")))) }
            screen.redraw()
            let steps = Int.random(in: 1...8, using: &random)
            for step in 0..<steps {
                let selectedBefore = host.selectedIndexPaths.map { model.sections[$0.section][$0.item] }
                model.replacements = [:]
                model.moved = []
                let cursorItem = host.cursor.map { model.sections[$0.section][$0.item] }
                let topItem: Int? = host.layout.rows.row(at: host.topRow).flatMap { row in
                    if case .item(let p) = row, host.topRowOffset == 0 { return model.sections[p.section][p.item] }
                    return nil
                }
                var operations: [Operation] = []
                let batched = Int.random(in: 0..<4, using: &random) == 0
                if batched {
                    var scratch = model
                    var inner: [Operation] = []
                    let sink = MemoryStorage()
                    sink.anomalyHandler.anomalyAction = { _ in }
                    for _ in 0..<Int.random(in: 2...5, using: &random) {
                        let operation = randomOperation(scratch, &random)
                        inner.append(operation)
                        apply(operation, storage: sink, model: &scratch)
                    }
                    operations = inner
                    storage.performUpdates {
                        for operation in operations { apply(operation, storage: storage, model: &model) }
                    }
                } else {
                    let operation = randomOperation(model, &random)
                    operations = [operation]
                    apply(operation, storage: storage, model: &model)
                }
                let scrolledBefore = host.contentOffset > 0
                screen.redraw()
                let description = operations.map(\.description).joined(separator: "; ")
                if !check(host, model, seed: seed, step: step, operation: description) {
                    failures += 1
                    break
                }
                // The selection names the same items (those that still exist).
                let selectedAfter = host.selectedIndexPaths.map { model.sections[$0.section][$0.item] }
                let expectedSelection = selectedBefore.map { item in
                    var item = item
                    while let replacement = model.replacements[item] { item = replacement }
                    return item
                }.filter { model.contains($0) }
                if Set(selectedAfter) != Set(expectedSelection) {
                    Issue.record(
                        "seed \(seed), step \(step), after \(description): selection \(selectedAfter), expected \(expectedSelection)"
                    )
                    failures += 1
                    break
                }
                // The cursor stays on its item while the item exists.
                var followedCursor = cursorItem
                while let item = followedCursor, let replacement = model.replacements[item] {
                    followedCursor = replacement
                }
                if let expected = followedCursor, model.contains(expected) {
                    let now = host.cursor.map { model.sections[$0.section][$0.item] }
                    if now != expected {
                        Issue.record(
                            "seed \(seed), step \(step), after \(description): cursor on \(String(describing: now)), was on \(expected)"
                        )
                        failures += 1
                        break
                    }
                }
                // The top row stays on top when it survived and the view could stay where it was.
                if let topItem, scrolledBefore, model.contains(topItem), !model.moved.contains(topItem),
                    host.contentOffset < host.maximumContentOffset
                {
                    let nowTop: Int? = host.layout.rows.row(at: host.topRow).flatMap { row in
                        if case .item(let p) = row { return model.sections[p.section][p.item] }
                        return nil
                    }
                    if nowTop != topItem {
                        Issue.record(
                            "seed \(seed), step \(step), after \(description): top row shows \(String(describing: nowTop)), was \(topItem)"
                        )
                        failures += 1
                        break
                    }
                }
            }
        }
        #expect(failures == 0)
    }
}
