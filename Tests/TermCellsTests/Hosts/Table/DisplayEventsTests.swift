import Testing

@testable import TermCells

@MainActor
@Suite struct DisplayEventsTests {
    @Test func cursorMovesWithinTheViewportUnhighlightThenHighlight() {
        var log: [String] = []
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.didHighlight { cell, model, indexPath in
                log.append("highlight \(model) \(indexPath) \(cell.isHighlighted)")
            }
            mapping.didUnhighlight { cell, model, indexPath in
                log.append("unhighlight \(model) \(indexPath) \(cell.isHighlighted)")
            }
        }
        rig.storage.setItems(["a", "b", "c", "d"])
        rig.draw()
        log.removeAll()

        rig.press(.down)
        rig.press(.down)
        rig.press(.up)

        #expect(
            log == [
                "unhighlight a [0, 0] false", "highlight b [0, 1] true",
                "unhighlight b [0, 1] false", "highlight c [0, 2] true",
                "unhighlight c [0, 2] false", "highlight b [0, 1] true",
            ])
        #expect(rig.highlightedRows == [1])
    }

    @Test func aHighlightEventAttachedAfterTheCursorMovedFiresOnTheNextMove() {
        var log: [String] = []
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b", "c", "d"])
        rig.draw()
        rig.press(.down)
        #expect(log.isEmpty)

        rig.manager.didHighlight(TextRowCell.self) { _, model, indexPath in
            log.append("highlight \(model) \(indexPath)")
        }
        rig.press(.down)
        rig.manager.didUnhighlight(TextRowCell.self) { _, model, indexPath in
            log.append("unhighlight \(model) \(indexPath)")
        }
        rig.press(.up)

        #expect(log == ["highlight c [0, 2]", "unhighlight c [0, 2]", "highlight b [0, 1]"])
    }

    @Test func willDisplayAndDidEndDisplayingFollowRowsScrollingInAndOut() {
        var displayed: [Int] = []
        var ended: [Int] = []
        let rig = TableRig(width: 12, height: 10)
        rig.manager.register(TableCell.self, for: Int.self) { mapping in
            mapping.willDisplay { _, model, _ in displayed.append(model) }
            mapping.didEndDisplaying { _, model, _ in ended.append(model) }
        } handler: { cell, model, _ in
            cell.text = "\(model)"
        }
        rig.storage.setItems(Array(0..<50))

        rig.draw()
        #expect(displayed == Array(0..<10))
        #expect(ended.isEmpty)

        rig.press(.down, times: 9)
        #expect(displayed.count == 10)
        rig.press(.down, times: 5)
        #expect(displayed == Array(0..<15))
        #expect(ended == Array(0..<5))

        rig.press(.end)
        #expect(displayed.count == 25)
        #expect(Set(displayed.suffix(10)) == Set(40..<50))
        #expect(ended.count == 15)
        #expect(Set(ended.suffix(10)) == Set(5..<15))

        rig.press(.home)
        #expect(displayed.count == 35)
        #expect(ended.count == 25)
        #expect(rig.host.displayedViews.count == 10)
    }

    @Test func heightForCellMakesRowsTwoTall() {
        let rig = TableRig(width: 10, height: 6)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.heightForCell { _, _ in 2 }
        }
        rig.storage.setItems(["a", "b", "c"])

        #expect(
            rig.draw() == [
                padded("  a", 10), padded("", 10), padded("  b", 10), padded("", 10), padded("  c", 10), padded("", 10),
            ])
        #expect(rig.highlightedRows == [0, 1])
        #expect(rig.host.displayedViews[.item(itemPath(1))]?.frame == Rect(x: 0, y: 2, width: 10, height: 2))

        rig.press(.down)
        #expect(rig.highlightedRows == [2, 3])
        #expect(rig.host.layout.rows.contentHeight == 6)
    }

    @Test func heightForCellCanDependOnTheModel() {
        let rig = TableRig(width: 10, height: 5)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.heightForCell { model, _ in model.hasPrefix("tall") ? 3 : 1 }
        }
        rig.storage.setItems(["x", "tall", "y"])

        #expect(
            rig.draw() == [padded("  x", 10), padded("  tall", 10), padded("", 10), padded("", 10), padded("  y", 10)])
        rig.press(.down)
        #expect(rig.highlightedRows == [1, 2, 3])
    }

    @Test func mouseClickOnTheSecondLineOfATallRowSelectsIt() {
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self) { mapping in
            mapping.heightForCell { _, _ in 2 }
        }
        rig.storage.setItems(["a", "b"])
        rig.draw()

        #expect(
            rig.mouse(.press(button: 1), y: 3) == [
                padded("  a", 10), padded("", 10), padded("✓ b", 10), padded("", 10),
            ])
        #expect(rig.host.selectedIndexPaths == [itemPath(1)])
    }

    @Test func headerEventsAndHeightFireForSupplementaryMappings() {
        var log: [String] = []
        let rig = TableRig(width: 10, height: 4)
        rig.manager.register(TextRowCell.self)
        rig.manager.registerHeader(SupplementaryView.self, for: String.self) { mapping in
            mapping.willDisplay { _, model, indexPath in log.append("header \(model) \(indexPath.section)") }
            mapping.heightForSupplementary { _, _ in 2 }
        } handler: { view, model, _ in
            view.text = "[\(model)]"
        }
        rig.storage.setSectionHeaderModels(["H"])
        rig.storage.setItems(["a", "b"])

        #expect(rig.draw() == [padded("[H]", 10), padded("", 10), padded("  a", 10), padded("  b", 10)])
        #expect(rig.isBold(row: 1))
        #expect(log == ["header H 0"])
    }
}
