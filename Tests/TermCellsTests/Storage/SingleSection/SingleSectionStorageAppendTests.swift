import Testing

@testable import TermCells

/// `addItems` appending ids that are all new (a feed's batch) checks and indexes them in one
/// pass; a batch with a repeat goes the general way, reported as before, and either way the
/// id index stays right.
@MainActor
@Suite struct SingleSectionStorageAppendTests {
    /// Whether every item's id maps to its index, and `absent` ids to nothing.
    func indexIsRight(_ storage: SingleSectionStorage<Row>, absent: [Int] = []) -> Bool {
        storage.items.indices.allSatisfy { storage.index(ofItemWithID: storage.items[$0].id) == $0 }
            && absent.allSatisfy { storage.index(ofItemWithID: $0) == nil }
    }

    @Test func newIdsAreAppendedAndIndexedBatchAfterBatch() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.addItems(rows([3, 4]))
        storage.addItems(rows([5]))
        #expect(storage.items == rows([1, 2, 3, 4, 5]))
        #expect(
            observer.events == [
                .update(StorageUpdate(changes: [.insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0))])),
                .update(StorageUpdate(changes: [.insertItem(itemPath(4, 0))])),
            ])
        #expect(storage.anomalyHandler.reported.isEmpty)
        #expect(indexIsRight(storage))
    }

    @Test func aRepeatWithinTheBatchKeepsItsFirstAndLeavesTheIndexRight() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.addItems([Row(3), Row(4), Row(3, 7), Row(5)])
        #expect(storage.items == rows([1, 2, 3, 4, 5]))
        #expect(
            observer.lastUpdate?.changes == [
                .insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0)), .insertItem(itemPath(4, 0)),
            ])
        #expect(storage.anomalyHandler.reported == [.duplicateIdentifiers(operation: "addItems", count: 1, first: "3")])
        #expect(indexIsRight(storage))
    }

    @Test func anIdAlreadyThereAfterNewOnesIsDroppedAndKeepsItsPlace() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        storage.addItems([Row(3), Row(4), Row(1, 9)])
        #expect(storage.items == rows([1, 2, 3, 4]))
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0))])
        #expect(storage.anomalyHandler.reported == [.duplicateIdentifiers(operation: "addItems", count: 1, first: "1")])
        #expect(indexIsRight(storage))
        // The index taken back after the repeat serves the next append.
        storage.addItems(rows([6]))
        #expect(storage.items == rows([1, 2, 3, 4, 6]))
        #expect(indexIsRight(storage, absent: [5]))
    }

    @Test func anIdAlreadyThereRepeatedInTheBatchIsReportedTwiceAsBefore() {
        let (storage, _) = makeSingleSectionStorage(rows([1, 2]))
        storage.addItems([Row(1), Row(1), Row(3)])
        #expect(storage.items == rows([1, 2, 3]))
        // Once as repeated within the batch, once as already in the storage.
        #expect(
            storage.anomalyHandler.reported == [
                .duplicateIdentifiers(operation: "addItems", count: 1, first: "1"),
                .duplicateIdentifiers(operation: "addItems", count: 1, first: "1"),
            ])
        #expect(indexIsRight(storage))
    }

    @Test func appendsAfterAnEditThatDroppedTheIndexRebuildIt() {
        let (storage, _) = makeSingleSectionStorage(rows(Array(1...8)))
        storage.removeItems(in: 0..<4)
        storage.addItems(rows([9, 10]))
        #expect(storage.items == rows([5, 6, 7, 8, 9, 10]))
        #expect(indexIsRight(storage, absent: [1, 2, 3, 4]))
    }
}
