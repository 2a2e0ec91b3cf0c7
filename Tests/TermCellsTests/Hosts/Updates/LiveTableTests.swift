import Testing

@testable import TermCells

/// Changing data on screen: anchoring, follow-tail, reordering from the keyboard, prefetch.
@MainActor @Suite struct LiveTableTests {
    func makeRig(width: Int = 10, height: Int = 3) -> TableRig {
        let rig = TableRig(width: width, height: height)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        return rig
    }

    @Test func insertingAboveTheViewportKeepsTheRowsInPlaceAndTheSelectionOnItsItem() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c", "d", "e", "f"])
        rig.draw()
        rig.press(.down, times: 4)
        rig.press(.enter)
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  c", "  d", "✓ e"])
        rig.storage.insertItem("new", to: IndexPath(item: 0, section: 0))
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  c", "  d", "✓ e"])
        #expect(rig.host.selectedIndexPaths == [IndexPath(item: 5, section: 0)])
        #expect(rig.host.cursor == IndexPath(item: 5, section: 0))
    }

    @Test func deletingAboveTheViewportKeepsTheRowsInPlace() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c", "d", "e", "f"])
        rig.draw()
        rig.press(.down, times: 4)
        rig.storage.removeItems(["a", "b"])
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  c", "  d", "  e"])
        #expect(rig.host.cursor == IndexPath(item: 2, section: 0))
    }

    @Test func atTheTopNewHeadRowsAreShown() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c", "d"])
        rig.draw()
        rig.storage.insertItem("new", to: IndexPath(item: 0, section: 0))
        #expect(rig.draw().map { String($0.prefix(5)) } == ["  new", "  a  ", "  b  "])
        // The cursor stays on its item.
        #expect(rig.host.cursor == IndexPath(item: 1, section: 0))
    }

    @Test func followTailScrollsAppendedRowsIntoViewUntilThePersonScrollsUp() {
        let rig = makeRig()
        rig.host.followsTail = true
        rig.storage.setItems(["1", "2", "3", "4"])
        rig.draw()
        rig.press(.end)
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  2", "  3", "  4"])
        rig.storage.addItems(["5", "6"])
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  4", "  5", "  6"])
        #expect(rig.host.cursor == IndexPath(item: 5, section: 0))
        rig.press(.up, times: 3)
        rig.storage.addItems(["7"])
        // Row 5 under the `↓ 1 new` mark, which takes the narrow host's width.
        #expect(rig.draw() == ["  3      │", "  4      ┃", " ↓ 1 new │"])
        rig.press(.end)
        rig.storage.addItems(["8"])
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  6", "  7", "  8"])
    }

    @Test func shiftArrowsReorderWhenTheMappingAllowsAndTheCursorFollows() {
        let rig = TableRig(width: 10, height: 4)
        var moves: [String] = []
        rig.manager.register(TableCell.self, for: String.self) { mapping in
            mapping.canMove { _, model, _ in model != "locked" }
            mapping.moveItem { destination, _, model, source in moves.append("\(model) \(source)→\(destination)") }
        } handler: { cell, model, _ in
            cell.text = model
        }
        rig.storage.setItems(["a", "b", "locked"])
        rig.draw()
        rig.host.handle(.key(KeyEvent(.down, modifiers: .shift)))
        #expect(rig.draw().map { String($0.prefix(3)) } == ["  b", "  a", "  l", "   "])
        #expect(rig.host.cursor == IndexPath(item: 1, section: 0))
        #expect(moves == ["a [0, 0]→[0, 1]"])
        rig.press(.down)
        rig.host.handle(.key(KeyEvent(.up, modifiers: .shift)))
        #expect(rig.storage.items(inSection: 0)?.compactMap { $0 as? String } == ["b", "a", "locked"])
        #expect(moves.count == 1)
    }

    @Test func reorderingAcrossASectionEdgeMovesIntoTheNeighbour() {
        let rig = TableRig(width: 10, height: 6)
        rig.manager.register(TableCell.self, for: String.self) { mapping in
            mapping.canMove { _, _, _ in true }
        } handler: { cell, model, _ in
            cell.text = model
        }
        rig.storage.setItemsForAllSections([["a", "b"], ["c"]])
        rig.draw()
        rig.press(.down)
        rig.host.handle(.key(KeyEvent(.down, modifiers: .shift)))
        rig.draw()
        #expect(rig.storage.items(inSection: 0)?.compactMap { $0 as? String } == ["a"])
        #expect(rig.storage.items(inSection: 1)?.compactMap { $0 as? String } == ["b", "c"])
        #expect(rig.host.cursor == IndexPath(item: 0, section: 1))
    }

    @Test func prefetchAsksForTheNextScreenfulOnceAndCancelsWhatLeaves() {
        let rig = makeRig(height: 2)
        var log: [String] = []
        rig.manager.register(TableCell.self, for: Int.self) { mapping in
            mapping.prefetch { model, _ in log.append("+\(model)") }
            mapping.cancelPrefetch { model, _ in log.append("-\(model)") }
        } handler: { cell, model, _ in
            cell.text = "\(model)"
        }
        rig.storage.setItems(Array(0..<10))
        rig.draw()
        #expect(log == ["+2", "+3"])
        log.removeAll()
        rig.draw()
        #expect(log.isEmpty)
        rig.press(.pageDown, times: 3)
        #expect(log.contains("+4") && log.contains("+5"))
        #expect(log.contains("-2") == false)
    }

    @Test func keyActionsOfTheMappingUnderTheCursorRun() {
        let rig = makeRig()
        var deleted: [String] = []
        rig.manager.register(TableCell.self, for: Int.self) { mapping in
            mapping.onKey("d") { _, model, _ in deleted.append("\(model)") }
        } handler: { cell, model, _ in
            cell.text = "\(model)"
        }
        rig.storage.setItems([1, 2, 3])
        rig.draw()
        rig.press(.down)
        #expect(rig.host.handle(.key(KeyEvent(.character("d")))))
        #expect(deleted == ["2"])
        #expect(rig.host.handle(.key(KeyEvent(.character("x")))) == false)
    }
}
