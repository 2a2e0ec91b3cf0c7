import Testing

@testable import TermCells

/// ``SingleSectionStorage/setItems(at:of:)``: a filtered view of another storage, with no id
/// hashed to build it.
@MainActor
@Suite struct SingleSectionStorageSubsequenceTests {
    @Test func theItemsAtThePositionsAreShownAsADiff() {
        let log = SingleSectionStorage(items: rows([10, 11, 12, 13, 14]))
        let (visible, observer) = makeSingleSectionStorage(rows([10, 11, 12, 13, 14]))
        visible.setItems(at: [0, 2, 4], of: log)
        #expect(visible.items == rows([10, 12, 14]))
        #expect(
            observer.events == [
                .update(StorageUpdate(changes: [.deleteItem(itemPath(3, 0)), .deleteItem(itemPath(1, 0))]))
            ])
        // The id index is built on demand, for the new items.
        #expect(visible.index(ofItemWithID: 14) == 2)
        #expect(visible.index(ofItemWithID: 11) == nil)
    }

    @Test func listsFarLongerThanTheThresholdAreReloadedWithoutADiff() {
        let log = SingleSectionStorage(items: rows(Array(0..<1_000)))
        let (visible, observer) = makeSingleSectionStorage(rows(Array(0..<1_000)))
        visible.reloadThreshold = 5
        visible.setItems(at: Array(0..<999), of: log)
        #expect(observer.events == [.reload])
        #expect(visible.items.count == 999)
        #expect(visible.index(ofItemWithID: 998) == 998)
    }

    @Test func positionsOutOfOrderOrRangeAreAnAnomalyAndChangeNothing() {
        let log = SingleSectionStorage(items: rows([1, 2, 3]))
        let (visible, observer) = makeSingleSectionStorage(rows([1]))
        var reported: [String] = []
        visible.anomalyHandler.anomalyAction = { reported.append($0.description) }
        visible.setItems(at: [1, 1], of: log)
        visible.setItems(at: [0, 3], of: log)
        #expect(visible.items == rows([1]))
        #expect(observer.events.isEmpty)
        #expect(
            reported == [
                "setItems(at:of:): position 1 follows 1: positions must increase; nothing changed",
                "setItems(at:of:): position 3 is out of range: the source has 3 items; nothing changed",
            ])
    }
}
