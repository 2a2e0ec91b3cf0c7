import Testing

@testable import TermCells

/// `setItems` describes each change with the exact, minimal sequential update.
@MainActor
@Suite struct SingleSectionStorageDiffTests {
    @Test func insertingOneItemIsOneInsert() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems(rows([1, 4, 2, 3]))
        #expect(observer.events == [.update(StorageUpdate(changes: [.insertItem(itemPath(1, 0))]))])
        #expect(storage.items == rows([1, 4, 2, 3]))
    }

    @Test func removingOneItemIsOneDelete() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems(rows([1, 3]))
        #expect(observer.lastUpdate?.changes == [.deleteItem(itemPath(1, 0))])
    }

    @Test func deletesComeFromTheLastIndexFirst() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4, 5]))
        storage.setItems(rows([2, 4]))
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(itemPath(4, 0)), .deleteItem(itemPath(2, 0)), .deleteItem(itemPath(0, 0)),
            ])
    }

    @Test func movingOneItemDownIsOneMove() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.setItems(rows([1, 3, 4, 2]))
        #expect(observer.lastUpdate?.changes == [.moveItem(from: itemPath(1, 0), to: itemPath(3, 0))])
    }

    @Test func movingTheLastItemToTheTopIsOneMove() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.setItems(rows([4, 1, 2, 3]))
        #expect(observer.lastUpdate?.changes == [.moveItem(from: itemPath(3, 0), to: itemPath(0, 0))])
    }

    @Test func reversingMovesAllButOne() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.setItems(rows([4, 3, 2, 1]))
        #expect(observer.lastUpdate?.changes.count == 3)
        #expect(replayProblem(observer.lastUpdate, from: rows([1, 2, 3, 4]), to: rows([4, 3, 2, 1])) == nil)
    }

    @Test func aChangedValueIsAnUpdateInPlace() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems([Row(1), Row(2, 7), Row(3)])
        #expect(observer.lastUpdate?.changes == [.updateItem(itemPath(1, 0))])
        #expect(storage.item(atIndex: 1) == Row(2, 7))
    }

    @Test func mixedChangesComeAsDeletesMovesInsertsThenUpdates() {
        let old = rows([1, 2, 3, 4, 5])
        let new = [Row(5, 9), Row(3), Row(6), Row(1), Row(4)]
        let (storage, observer) = makeSingleSectionStorage(old)
        storage.setItems(new)
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(itemPath(1, 0)),
                .moveItem(from: itemPath(3, 0), to: itemPath(0, 0)),
                .moveItem(from: itemPath(2, 0), to: itemPath(1, 0)),
                .insertItem(itemPath(2, 0)),
                .updateItem(itemPath(0, 0)),
            ])
        #expect(replayProblem(observer.lastUpdate, from: old, to: new) == nil)
    }

    @Test func aMovedItemWithANewValueIsMovedThenUpdatedAtItsFinalIndex() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems([Row(2), Row(3), Row(1, 5)])
        #expect(
            observer.lastUpdate?.changes == [
                .moveItem(from: itemPath(0, 0), to: itemPath(2, 0)), .updateItem(itemPath(2, 0)),
            ])
    }

    @Test func settingTheSameItemsDeliversNothing() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems(rows([1, 2, 3]))
        #expect(observer.events.isEmpty)
    }

    @Test func fillingAndEmptyingAreInsertsAndDeletes() {
        let (storage, observer) = makeSingleSectionStorage()
        storage.setItems(rows([1, 2]))
        storage.setItems([])
        #expect(
            observer.updates.map(\.changes) == [
                [.insertItem(itemPath(0, 0)), .insertItem(itemPath(1, 0))],
                [.deleteItem(itemPath(1, 0)), .deleteItem(itemPath(0, 0))],
            ])
        #expect(storage.numberOfSections == 1)
        #expect(storage.numberOfItems(inSection: 0) == 0)
    }

    @Test func repeatedIdsKeepTheFirstOccurrenceAndReportAnAnomaly() {
        let (storage, observer) = makeSingleSectionStorage(rows([1]))
        storage.setItems([Row(1), Row(2, 1), Row(1, 5), Row(2, 2), Row(3)])
        #expect(storage.items == [Row(1), Row(2, 1), Row(3)])
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0))])
        #expect(storage.anomalyHandler.reported == [.duplicateIdentifiers(operation: "setItems", count: 2, first: "1")])
        #expect(
            storage.anomalyHandler.reported.first?.description
                == "setItems: 2 items repeat ids (first: 1); kept the first occurrence, dropped the rest")
    }

    @Test func initialItemsWithRepeatedIdsKeepTheFirst() {
        let storage = SingleSectionStorage(items: [Row(1), Row(1, 2)])
        storage.anomalyHandler.anomalyAction = { _ in }
        #expect(storage.items == [Row(1)])
    }

    @Test func lookupsByIdFollowTheItems() {
        let (storage, _) = makeSingleSectionStorage(rows([1, 2, 3]))
        storage.setItems(rows([3, 1]))
        #expect(storage.index(ofItemWithID: 1) == 1)
        #expect(storage.indexPath(ofItemWithID: 3) == itemPath(0, 0))
        #expect(storage.index(ofItemWithID: 2) == nil)
        #expect(storage.item(at: itemPath(1, 0)) as? Row == Row(1))
        #expect(storage.item(at: itemPath(0, 1)) == nil)
        #expect(storage.item(at: itemPath(2, 0)) == nil)
        #expect(storage.item(at: itemPath(-1, 0)) == nil)
        #expect(storage.item(atIndex: 0) == Row(3))
        #expect(storage.item(atIndex: -1) == nil)
        #expect(storage.item(atIndex: 2) == nil)
    }
}
