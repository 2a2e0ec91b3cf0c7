import Testing

@testable import TermCells

/// How often a row's model is looked up: a provider's items may cost to fetch (they are never
/// materialised), so a row coming on screen asks for its item only where an answer needs
/// it. Asking is skipped only when it could change nothing: no mapping reacts, and finding
/// the mapping would report no ambiguity and run no condition of the app.
@MainActor @Suite struct ModelLookupTests {
    /// A table over a provider of `count` rows that tells `asked` each item asked for.
    private func providerRig(count: Int, asked: @escaping @MainActor (Int) -> Void) -> TableRig {
        let rig = TableRig(width: 12, height: 3)
        rig.host.showsScrollIndicator = false
        rig.manager.storage = ProviderStorage(
            count: { count },
            item: { index in
                asked(index)
                return "row \(index)"
            })
        return rig
    }

    @Test func aRowComingOnScreenAsksTheProviderOnceWhenNoMappingNeedsItsModelAgain() {
        var asked: [Int] = []
        let rig = providerRig(count: 3) { asked.append($0) }
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        #expect(rig.draw() == [padded("  row 0", 12), padded("  row 1", 12), padded("  row 2", 12)])
        #expect(asked == [0, 1, 2])
        #expect(rig.reported.isEmpty)
    }

    @Test func aHeightForCellReactionStillGetsTheModelAndSetsTheHeight() {
        var asked: [Int] = []
        let rig = providerRig(count: 3) { asked.append($0) }
        var heights: [String] = []
        rig.manager.register(TableCell.self, for: String.self) { mapping in
            mapping.heightForCell { model, _ in
                heights.append(model)
                return model == "row 0" ? 2 : 1
            }
        } handler: { cell, model, _ in
            cell.text = model
        }
        #expect(rig.draw() == [padded("  row 0", 12), padded("", 12), padded("  row 1", 12)])
        // Row 0, where the cursor starts, is measured once more.
        #expect(heights == ["row 0", "row 0", "row 1"])
        #expect(asked == [0, 0, 0, 1, 1])
    }

    @Test func aWillDisplayReactionStillGetsTheModelOfEachRowShown() {
        var asked: [Int] = []
        let rig = providerRig(count: 2) { asked.append($0) }
        var displayed: [String] = []
        rig.manager.register(TableCell.self, for: String.self) { mapping in
            mapping.willDisplay { _, model, indexPath in displayed.append("\(indexPath.item) \(model)") }
        } handler: { cell, model, _ in
            cell.text = model
        }
        rig.draw()
        #expect(displayed == ["0 row 0", "1 row 1"])
        #expect(asked == [0, 0, 1, 1])
    }

    @Test func aCustomConditionIsStillAskedForTheHeightAndTheDisplayOfEachRow() {
        var asked: [Int] = []
        let rig = providerRig(count: 2) { asked.append($0) }
        var conditionAsked: [Int] = []
        rig.manager.register(TableCell.self, for: String.self) { mapping in
            mapping.condition = .custom { indexPath, _ in
                conditionAsked.append(indexPath.item)
                return true
            }
        } handler: { cell, model, _ in
            cell.text = model
        }
        #expect(rig.draw() == [padded("  row 0", 12), padded("  row 1", 12), padded("", 12)])
        // The cell, its height, then willDisplay: the app's condition runs for each (and row
        // 0, where the cursor starts, is measured once more).
        #expect(conditionAsked == [0, 0, 0, 0, 1, 1, 1])
        #expect(asked == [0, 0, 0, 0, 1, 1, 1])
    }

    @Test func anAmbiguityIsReportedWhenARowIsMeasuredBeforeAnyFrame() {
        let rig = TableRig(width: 12, height: 3)
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.manager.register(TextRowCell.self)
        rig.storage.setItems(["a", "b", "c", "d", "e", "f"])
        // Measured for the scroll, before a frame dequeues its view: the mapping is looked for.
        rig.host.scrollToItem(itemPath(5))
        #expect(
            rig.reported == [
                .ambiguousMapping(
                    kind: "cell", modelType: "String", section: 0, candidates: ["TableCell", "TextRowCell"])
            ])
    }

    @Test func aHeaderAddedWithAnAppendedRowIsShownAboveTheRows() {
        let rig = TableRig(width: 12, height: 4)
        rig.host.showsScrollIndicator = false
        rig.manager.register(TableCell.self, for: String.self) { cell, model, _ in cell.text = model }
        rig.storage.setItems(["a"])
        #expect(rig.draw() == [padded("  a", 12), padded("", 12), padded("", 12), padded("", 12)])
        rig.storage.performUpdates {
            rig.storage.setSectionHeaderModels(["Head"])
            rig.storage.addItem("b")
        }
        #expect(rig.draw() == [padded("Head", 12), padded("  a", 12), padded("  b", 12), padded("", 12)])
    }
}
