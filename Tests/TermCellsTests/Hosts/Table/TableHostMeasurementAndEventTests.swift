import Testing

@testable import TermCells

@MainActor @Suite struct TableHostMeasurementAndEventTests {
    @Test func firstFrameDrawsTheScrollIndicatorOnceRowsAreMeasured() {
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self) { $0.heightForCell { _, _ in 2 } }
        rig.storage.setItems(["a", "b", "c"])
        let first = rig.draw()
        let second = rig.draw()
        #expect(first == second)
        #expect(first.map { $0.last } == ["┃", "┃", "┃", "│"])
    }

    @Test func highlightEventsFireForTheFirstCursorAndForRowsNotYetOnScreen() {
        var log: [String] = []
        let rig = TableRig(width: 10, height: 3)
        rig.manager.register(TextRowCell.self) { m in
            m.didHighlight { _, model, _ in log.append("h \(model)") }
            m.didUnhighlight { _, model, _ in log.append("u \(model)") }
        }
        rig.storage.setItems(["a", "b", "c", "d", "e"])
        rig.draw()
        #expect(log == ["h a"])
        rig.press(.down, times: 3)
        print(log, rig.highlightedRows, rig.host.cursor as Any)
        #expect(log == ["h a", "u a", "h b", "u b", "h c", "u c", "h d"])
        rig.press(.end)
        print(log, rig.highlightedRows, rig.host.cursor as Any)
    }

    @Test func shouldHighlightIsAskedForRowsNotOnScreenAndForTheFirstCursor() {
        let rig = TableRig(width: 10, height: 3)
        rig.manager.register(TextRowCell.self) { m in
            m.shouldHighlight { _, model, _ in model != "d" && model != "a" }
        }
        rig.storage.setItems(["a", "b", "c", "d", "e"])
        rig.draw()
        print("initial cursor", rig.host.cursor as Any)
        #expect(rig.host.cursor == itemPath(1))
        rig.host.moveCursor(to: itemPath(2))
        rig.draw()
        rig.press(.down)
        print("after down", rig.host.cursor as Any, rig.buffer.lines)
        #expect(rig.host.cursor == itemPath(4))
    }

    @Test func aTallRowScrolledIntoViewIsShownWhole() {
        let rig = TableRig(width: 10, height: 6)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TextRowCell.self) { $0.heightForCell { _, _ in 2 } }
        rig.storage.setItems(["a", "b", "c", "d", "e"])
        rig.draw()
        let lines = rig.press(.down, times: 3)
        print(rig.buffer)
        #expect(
            lines == [
                padded("  b", 10), padded("", 10), padded("  c", 10), padded("", 10), padded("  d", 10), padded("", 10),
            ])
        #expect(rig.highlightedRows == [4, 5])
    }

    @Test func enterOnACursorScrolledOffScreenAsksShouldSelect() {
        var sel: [String] = []
        let rig = TableRig(width: 10, height: 2)
        rig.manager.register(TextRowCell.self) { m in
            m.shouldSelect { _, model, _ in model != "d" }
            m.didSelect { _, model, _ in sel.append(model) }
        }
        rig.storage.setItems(["a", "b", "c", "d"])
        rig.draw()
        rig.host.selectItem(at: itemPath(3))
        print("selected", rig.host.selectedIndexPaths, sel)
        #expect(rig.host.selectedIndexPaths.isEmpty)
    }
}
