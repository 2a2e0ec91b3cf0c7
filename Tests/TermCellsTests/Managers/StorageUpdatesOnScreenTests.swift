import Testing

@_spi(Benchmarks) @testable import TermCells

private final class Counter {
    var value: Int
    init(_ value: Int) { self.value = value }
}

private final class CounterCell: TableCell, ModelTransfer {
    func update(with model: Counter) { text = "count \(model.value)" }
}

@MainActor
@Suite struct StorageUpdatesOnScreenTests {
    private func makeRig(height: Int = 4) -> TableRig {
        let rig = TableRig(width: 12, height: height)
        rig.manager.register(TextRowCell.self)
        return rig
    }

    @Test func setItemsReplacesWhatIsShown() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c"])
        #expect(rig.draw() == [padded("  a", 12), padded("  b", 12), padded("  c", 12), padded("", 12)])

        rig.storage.setItems(["x"])
        #expect(rig.draw() == [padded("  x", 12), padded("", 12), padded("", 12), padded("", 12)])

        rig.storage.setItems(["y", "z"], forSection: 1)
        #expect(rig.draw() == [padded("  x", 12), padded("  y", 12), padded("  z", 12), padded("", 12)])
    }

    @Test func addItemAppearsAfterTheNextDrawAndAsksForAFrame() {
        let rig = makeRig()
        var frameRequests = 0
        rig.manager.onNeedsDisplay = { frameRequests += 1 }
        rig.storage.setItems(["a"])
        rig.draw()

        rig.storage.addItem("b")
        rig.storage.addItem("c", toSection: 1)

        #expect(frameRequests == 3)
        #expect(rig.draw() == [padded("  a", 12), padded("  b", 12), padded("  c", 12), padded("", 12)])
    }

    @Test func removeItemClosesTheGap() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c"])
        rig.draw()

        rig.storage.removeItem("b")

        #expect(rig.draw() == [padded("  a", 12), padded("  c", 12), padded("", 12), padded("", 12)])
        #expect(rig.highlightedRows == [0])
    }

    @Test func removingTheItemUnderTheCursorMovesTheCursorToTheLastItem() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c"])
        rig.draw()
        rig.press(.end)
        #expect(rig.host.cursor == itemPath(2))

        rig.storage.removeItem("c")

        #expect(rig.draw() == [padded("  a", 12), padded("  b", 12), padded("", 12), padded("", 12)])
        #expect(rig.host.cursor == itemPath(1))
        #expect(rig.highlightedRows == [1])
    }

    @Test func replaceItemOnAVisibleRowRedequeuesOnlyThatRow() {
        let rig = makeRig()
        rig.storage.setItems(["a", "b", "c"])
        rig.draw()
        let created = rig.host.reuseQueues.createdCount

        rig.storage.replaceItem("b", with: "B!")

        #expect(rig.draw() == [padded("  a", 12), padded("  B!", 12), padded("  c", 12), padded("", 12)])
        #expect(rig.host.reuseQueues.createdCount == created)
        #expect(rig.host.reuseQueues.reusedCount == 1)
    }

    @Test func reloadItemShowsTheNewContentOfAChangedModel() {
        let rig = TableRig(width: 12, height: 2)
        rig.manager.register(CounterCell.self)
        let first = Counter(1)
        let second = Counter(2)
        rig.storage.setItems([first, second])
        #expect(rig.draw() == [padded("  count 1", 12), padded("  count 2", 12)])

        second.value = 20
        #expect(rig.draw() == [padded("  count 1", 12), padded("  count 2", 12)])

        rig.storage.reloadItem(second)
        #expect(rig.draw() == [padded("  count 1", 12), padded("  count 20", 12)])
    }

    @Test func headerModelsSetLaterAppear() {
        let rig = makeRig()
        rig.storage.setItems(["a"])
        rig.draw()

        rig.storage.setSectionHeaderModels(["Head"])
        rig.storage.setSectionFooterModels(["Foot"])

        #expect(rig.draw() == [padded("Head", 12), padded("  a", 12), padded("Foot", 12), padded("", 12)])
        #expect(rig.highlightedRows == [1])
    }

    @Test func updatesFromAnotherStorageReachTheScreen() {
        let rig = makeRig()
        let other = MemoryStorage(sections: [SectionModel(items: ["p", "q"], headerModel: "Other")])
        rig.manager.storage = other
        #expect(rig.draw() == [padded("Other", 12), padded("  p", 12), padded("  q", 12), padded("", 12)])

        other.insertItem("o", to: itemPath(0))
        rig.storage.addItem("ignored")

        #expect(rig.draw() == [padded("Other", 12), padded("  o", 12), padded("  p", 12), padded("  q", 12)])
    }
}
