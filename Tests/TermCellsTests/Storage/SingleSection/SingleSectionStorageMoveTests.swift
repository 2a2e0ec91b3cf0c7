import Testing

@testable import TermCells

/// `moveItem(at:to:)` moves one item by index and tells observers exactly that one move; edits
/// by index keep the id index right.
@MainActor
@Suite struct SingleSectionStorageMoveTests {
    @Test func movingDownIsOneMoveCountedAfterTheItemLeft() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.moveItem(at: 0, to: 2)
        #expect(storage.items == rows([2, 3, 1, 4]))
        #expect(
            observer.events == [.update(StorageUpdate(changes: [.moveItem(from: itemPath(0, 0), to: itemPath(2, 0))]))])
        #expect(replayProblem(observer.lastUpdate, from: rows([1, 2, 3, 4]), to: storage.items) == nil)
    }

    @Test func movingUpKeepsTheIdIndexRight() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        #expect(storage.index(ofItemWithID: 4) == 3)
        storage.moveItem(at: 3, to: 0)
        #expect(storage.items == rows([4, 1, 2, 3]))
        #expect(observer.lastUpdate?.changes == [.moveItem(from: itemPath(3, 0), to: itemPath(0, 0))])
        #expect(rows([4, 1, 2, 3]).map { storage.index(ofItemWithID: $0.id) } == [0, 1, 2, 3])
        storage.moveItem(at: 1, to: 2)
        #expect(rows([4, 2, 1, 3]).map { storage.index(ofItemWithID: $0.id) } == [0, 1, 2, 3])
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
        #expect(
            anomalies == [
                .indexOutOfRange(operation: "moveItem", index: 2, count: 2),
                .indexOutOfRange(operation: "moveItem", index: -1, count: 2),
            ])
    }

    @Test func editsNearTheEndKeepTheIdIndexRight() {
        let (storage, _) = makeSingleSectionStorage(rows(Array(0..<100)))
        #expect(storage.index(ofItemWithID: 99) == 99)
        storage.removeItems(in: 95..<97)
        storage.insertItems(rows([200, 201]), at: 90)
        storage.removeItems(in: 0..<1)
        storage.insertItems(rows([202]), at: 0)
        let expected = [202] + Array(1..<90) + [200, 201] + Array(90..<95) + [97, 98, 99]
        #expect(storage.items == rows(expected))
        #expect(expected.map { storage.index(ofItemWithID: $0) } == Array(expected.indices))
        #expect(storage.index(ofItemWithID: 95) == nil && storage.index(ofItemWithID: 0) == nil)
    }
}
