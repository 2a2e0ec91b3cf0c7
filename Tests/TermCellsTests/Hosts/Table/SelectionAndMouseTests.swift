import Testing

@testable import TermCells

@MainActor
@Suite struct SelectionAndMouseTests {
    /// Items a0–a9 under a "Fruit" header in 12 × 6 cells, without a scroll indicator.
    private func makeRig(configure: ((ViewModelMapping<TextRowCell, String>) -> Void)? = nil) -> TableRig {
        let rig = TableRig(width: 12, height: 6)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TextRowCell.self, mapping: configure)
        rig.storage.setSectionHeaderModels(["Fruit"])
        rig.storage.setItems((0..<10).map { "a\($0)" })
        return rig
    }

    private func lines(_ rows: [String]) -> [String] { rows.map { padded($0, 12) } }

    @Test func enterSelectsTheCursorItemAndDeselectsThePreviousOne() {
        var log: [String] = []
        let rig = makeRig { mapping in
            mapping.didSelect { cell, model, indexPath in log.append("select \(model) \(indexPath) \(cell.text)") }
            mapping.didDeselect { _, model, indexPath in log.append("deselect \(model) \(indexPath)") }
        }
        rig.draw()

        #expect(rig.press(.enter) == lines(["Fruit", "✓ a0", "  a1", "  a2", "  a3", "  a4"]))
        #expect(
            rig.buffer.style(at: Point(x: 0, y: 1))
                == Style(foreground: .brightWhite, background: .blue, attributes: .bold))
        rig.press(.down)
        #expect(rig.press(.enter) == lines(["Fruit", "  a0", "✓ a1", "  a2", "  a3", "  a4"]))

        #expect(log == ["select a0 [0, 0] a0", "deselect a0 [0, 0]", "select a1 [0, 1] a1"])
        #expect(rig.host.selectedIndexPaths == [itemPath(1)])
        #expect(rig.buffer.style(at: Point(x: 0, y: 1)) == .plain)
    }

    @Test func spaceTogglesItemsInAMultipleSelection() {
        var log: [String] = []
        let rig = makeRig { mapping in
            mapping.didSelect { _, model, _ in log.append("+\(model)") }
            mapping.didDeselect { _, model, _ in log.append("-\(model)") }
        }
        rig.host.allowsMultipleSelection = true
        rig.draw()

        rig.press(.character(" "))
        rig.press(.down, times: 2)
        rig.press(.character(" "))
        rig.press(.down)
        #expect(rig.press(.character(" ")) == lines(["Fruit", "✓ a0", "  a1", "✓ a2", "✓ a3", "  a4"]))
        #expect(rig.host.selectedIndexPaths == [itemPath(0), itemPath(2), itemPath(3)])

        rig.press(.up)
        #expect(rig.press(.character(" ")) == lines(["Fruit", "✓ a0", "  a1", "  a2", "✓ a3", "  a4"]))
        #expect(rig.press(.enter) == lines(["Fruit", "✓ a0", "  a1", "✓ a2", "✓ a3", "  a4"]))
        #expect(log == ["+a0", "+a2", "+a3", "-a2", "+a2"])
    }

    /// The decided behaviour of every host: Space selects as Enter does, and toggles only
    /// with multiple selection (a second Space keeps the item selected).
    @Test func spaceWithoutMultipleSelectionSelectsAsEnterDoes() {
        let rig = makeRig()
        rig.draw()
        #expect(rig.host.handle(.key(KeyEvent(.character(" ")))))
        #expect(rig.host.selectedIndexPaths == [itemPath(0)])
        rig.press(.character(" "))
        #expect(rig.host.selectedIndexPaths == [itemPath(0)])
    }

    @Test func turningMultipleSelectionOffKeepsOnlyTheLastSelected() {
        let rig = makeRig()
        rig.host.allowsMultipleSelection = true
        rig.draw()
        rig.press(.character(" "))
        rig.press(.down)
        rig.press(.character(" "))
        rig.host.allowsMultipleSelection = false
        #expect(rig.draw() == lines(["Fruit", "  a0", "✓ a1", "  a2", "  a3", "  a4"]))
        #expect(rig.host.selectedIndexPaths == [itemPath(1)])
    }

    @Test func shouldSelectReturningFalsePreventsSelection() {
        var selected: [String] = []
        let rig = makeRig { mapping in
            mapping.shouldSelect { _, model, _ in model != "a1" }
            mapping.didSelect { _, model, _ in selected.append(model) }
        }
        rig.draw()
        rig.press(.down)
        #expect(rig.press(.enter) == lines(["Fruit", "  a0", "  a1", "  a2", "  a3", "  a4"]))
        rig.press(.down)
        #expect(rig.press(.enter) == lines(["Fruit", "  a0", "  a1", "✓ a2", "  a3", "  a4"]))
        #expect(selected == ["a2"])
    }

    @Test func shouldHighlightReturningFalseIsSkippedByTheCursor() {
        let rig = makeRig { mapping in
            mapping.shouldHighlight { _, model, _ in model != "a1" && model != "a2" }
        }
        rig.draw()

        rig.press(.down)
        #expect(rig.host.cursor == itemPath(3))
        #expect(rig.highlightedRows == [4])
        rig.press(.up)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.highlightedRows == [1])

        rig.mouse(.press(button: 1), y: 2)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.host.selectedIndexPaths.isEmpty)
    }

    @Test func clickMovesTheCursorToTheClickedRowAndSelectsIt() {
        var selected: [String] = []
        let rig = makeRig { mapping in
            mapping.didSelect { _, model, indexPath in selected.append("\(model) \(indexPath)") }
        }
        rig.draw()

        #expect(rig.mouse(.press(button: 1), x: 5, y: 3) == lines(["Fruit", "  a0", "  a1", "✓ a2", "  a3", "  a4"]))
        #expect(rig.host.cursor == itemPath(2))
        #expect(rig.highlightedRows == [3])
        #expect(selected == ["a2 [0, 2]"])

        // The header row holds no item.
        #expect(!rig.host.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 1, y: 0)))))
        // Outside the host.
        #expect(!rig.host.handle(.mouse(MouseEvent(.press(button: 1), at: Point(x: 12, y: 1)))))
        #expect(rig.host.cursor == itemPath(2))
        #expect(selected == ["a2 [0, 2]"])
    }

    @Test func clickInAMultipleSelectionTogglesTheRow() {
        let rig = makeRig()
        rig.host.allowsMultipleSelection = true
        rig.draw()
        rig.mouse(.press(button: 1), y: 1)
        rig.mouse(.press(button: 1), y: 4)
        #expect(rig.buffer.lines == lines(["Fruit", "✓ a0", "  a1", "  a2", "✓ a3", "  a4"]))
        #expect(rig.mouse(.press(button: 1), y: 1) == lines(["Fruit", "  a0", "  a1", "  a2", "✓ a3", "  a4"]))
        #expect(rig.host.selectedIndexPaths == [itemPath(3)])
    }

    @Test func clickAfterScrollingSelectsTheRowUnderThePointer() {
        let rig = makeRig()
        rig.draw()
        rig.press(.end)
        #expect(rig.buffer.lines == lines(["  a4", "  a5", "  a6", "  a7", "  a8", "  a9"]))
        #expect(rig.highlightedRows == [5])
        #expect(rig.mouse(.press(button: 1), y: 0) == lines(["✓ a4", "  a5", "  a6", "  a7", "  a8", "  a9"]))
        #expect(rig.highlightedRows == [0])
        #expect(rig.host.selectedIndexPaths == [itemPath(4)])
    }

    @Test func wheelScrollsByThreeRowsAndLeavesTheCursor() {
        let rig = makeRig()
        rig.draw()

        #expect(rig.mouse(.wheelDown, y: 2) == lines(["  a2", "  a3", "  a4", "  a5", "  a6", "  a7"]))
        #expect(rig.host.contentOffset == 3)
        #expect(rig.host.cursor == itemPath(0))
        #expect(rig.highlightedRows.isEmpty)

        #expect(rig.mouse(.wheelDown, y: 2) == lines(["  a4", "  a5", "  a6", "  a7", "  a8", "  a9"]))
        #expect(rig.host.contentOffset == 5)

        #expect(rig.mouse(.wheelUp, y: 0) == lines(["  a1", "  a2", "  a3", "  a4", "  a5", "  a6"]))
        #expect(rig.host.contentOffset == 2)
        #expect(rig.mouse(.wheelUp, y: 0) == lines(["Fruit", "  a0", "  a1", "  a2", "  a3", "  a4"]))
        #expect(rig.highlightedRows == [1])
    }
}
