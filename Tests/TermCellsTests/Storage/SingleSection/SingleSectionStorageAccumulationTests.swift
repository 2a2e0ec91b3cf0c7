import Testing

@testable import TermCells

/// `addItems(_:strategy:)`, index edits and supplementary models.
@MainActor
@Suite struct SingleSectionStorageAccumulationTests {
    @Test func additiveAppendsAndDropsIdsAlreadyThere() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.addItems([Row(3), Row(2, 9), Row(4)])
        #expect(storage.items == rows([1, 2, 3, 4]))
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0))])
        #expect(storage.anomalyHandler.reported == [.duplicateIdentifiers(operation: "addItems", count: 1, first: "2")])
        #expect(storage.index(ofItemWithID: 4) == 3)
    }

    @Test func updateOldValuesReplacesInPlaceAndAppendsTheRest() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.addItems([Row(3, 1), Row(5), Row(1)], strategy: .updateOldValues)
        #expect(storage.items == [Row(1), Row(2), Row(3, 1), Row(5)])
        #expect(observer.lastUpdate?.changes == [.updateItem(itemPath(2, 0)), .insertItem(itemPath(3, 0))])
    }

    @Test func deleteOldValuesMovesReturningItemsToTheEnd() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.addItems([Row(1, 4), Row(6)], strategy: .deleteOldValues)
        #expect(storage.items == [Row(2), Row(3), Row(1, 4), Row(6)])
        #expect(
            observer.lastUpdate?.changes == [
                .moveItem(from: itemPath(0, 0), to: itemPath(2, 0)), .insertItem(itemPath(3, 0)),
                .updateItem(itemPath(2, 0)),
            ])
    }

    @Test func addingNothingNewDeliversNothing() {
        let (storage, observer) = makeSingleSectionStorage(rows([1]))
        storage.addItems([])
        storage.addItem(Row(1), strategy: .updateOldValues)
        #expect(observer.events.isEmpty)
    }

    @Test func insertingAtAnIndexShiftsTheRest() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.insertItems(rows([7, 8]), at: 1)
        #expect(storage.items == rows([1, 7, 8, 2]))
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0))])
        #expect(storage.index(ofItemWithID: 2) == 3)
    }

    @Test func insertingPastTheEndChangesNothing() {
        let (storage, observer) = makeSingleSectionStorage(rows([1]))
        storage.insertItems(rows([2]), at: 3)
        #expect(storage.items == rows([1]))
        #expect(observer.events.isEmpty)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "insertItems: index 3 is out of range: the section has 1 item"
            ])
    }

    @Test func removingARangeReportsDeletesFromTheBack() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.removeItems(in: 1..<3)
        #expect(storage.items == rows([1, 4]))
        #expect(observer.lastUpdate?.changes == [.deleteItem(itemPath(2, 0)), .deleteItem(itemPath(1, 0))])
        #expect(storage.index(ofItemWithID: 4) == 1)
        storage.removeItems(in: 1..<5)
        #expect(storage.items == rows([1, 4]))
        #expect(
            storage.anomalyHandler.reported == [
                .rangeOutOfBounds(operation: "removeItems", lowerBound: 1, upperBound: 5, count: 2)
            ])
    }

    @Test func removingByIdIgnoresUnknownIds() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.removeItems(withIDs: [3, 9, 1])
        #expect(storage.items == rows([2]))
        #expect(observer.lastUpdate?.changes == [.deleteItem(itemPath(2, 0)), .deleteItem(itemPath(0, 0))])
        storage.removeAllItems()
        #expect(storage.items.isEmpty)
    }

    @Test func headerAndFooterModelsAreReportedAsSupplementaryUpdates() {
        let storage = SingleSectionStorage(items: rows([1]), headerModel: "Inbox", footerModel: Optional<String>.none)
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        #expect(storage.headerModel(forSection: 0) as? String == "Inbox")
        #expect(storage.footerModel(forSection: 0) == nil)
        storage.footerModel = "1 message"
        storage.headerModel = nil
        #expect(storage.footerModel(forSection: 0) as? String == "1 message")
        #expect(storage.headerModel(forSection: 0) == nil)
        #expect(storage.supplementaryModel(ofKind: .footer, forSectionAt: 1) == nil)
        #expect(
            observer.updates.map(\.changes) == [
                [.updateSupplementaries(inSection: 0)], [.updateSupplementaries(inSection: 0)],
            ])
    }

    @Test func batchedChangesArriveAsOneUpdate() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.performUpdates {
            storage.addItem(Row(3))
            storage.removeItems(in: 0..<1)
            storage.setItems(rows([3, 2]))
        }
        #expect(observer.updates.count == 1)
        #expect(
            observer.lastUpdate?.changes == [
                .insertItem(itemPath(2, 0)), .deleteItem(itemPath(0, 0)),
                .moveItem(from: itemPath(1, 0), to: itemPath(0, 0)),
            ])
        #expect(replayProblem(observer.lastUpdate, from: rows([1, 2]), to: rows([3, 2])) == nil)
    }
}
