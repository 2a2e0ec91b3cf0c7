import Testing
@testable import TermCells

/// `moveItem(at:to:)` moves one item by index and tells observers exactly that one move.
@MainActor
@Suite struct SingleSectionStorageMoveTests {
    @Test func movingDownIsOneMoveCountedAfterTheItemLeft() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.moveItem(at: 0, to: 2)
        #expect(storage.items == rows([2, 3, 1, 4]))
        #expect(observer.events == [.update(StorageUpdate(changes: [.moveItem(from: itemPath(0, 0), to: itemPath(2, 0))]))])
        #expect(replayProblem(observer.lastUpdate, from: rows([1, 2, 3, 4]), to: storage.items) == nil)
    }

    @Test func movingUpKeepsTheIdIndexRight() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        #expect(storage.index(ofItemWithID: 4) == 3)
        storage.moveItem(at: 3, to: 0)
        #expect(storage.items == rows([4, 1, 2, 3]))
        #expect(observer.lastUpdate?.changes == [.moveItem(from: itemPath(3, 0), to: itemPath(0, 0))])
        #expect(storage.index(ofItemWithID: 4) == 0)
        #expect(storage.index(ofItemWithID: 3) == 3)
    }

    @Test func anIndexOutOfRangeChangesNothingAndIsAnAnomaly() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2]))
        var anomalies: [SingleSectionStorageAnomaly] = []
        storage.anomalyHandler.anomalyAction = { anomalies.append($0) }
        storage.moveItem(at: 0, to: 2)
        storage.moveItem(at: -1, to: 0)
        storage.moveItem(at: 1, to: 1)
        #expect(storage.items == rows([1, 2]))
        #expect(observer.events.isEmpty)
        #expect(anomalies == [
            .indexOutOfRange(operation: "moveItem", index: 2, count: 2),
            .indexOutOfRange(operation: "moveItem", index: -1, count: 2),
        ])
    }
}
