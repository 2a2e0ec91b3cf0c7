import Testing

@testable import TermCells

/// Removing the first items (a log keeping its last lines) keeps the id index: the ids that
/// left are taken out and the others count from a moved base, so the appends that follow
/// find repeats and the lookups find positions as before, with no rebuild.
@MainActor
@Suite struct SingleSectionStoragePrefixRemovalTests {
    /// Whether every item's id maps to its index, and `absent` ids to nothing.
    func indexIsRight(_ storage: SingleSectionStorage<Row>, absent: [Int] = []) -> Bool {
        storage.items.indices.allSatisfy { storage.index(ofItemWithID: storage.items[$0].id) == $0 }
            && absent.allSatisfy { storage.index(ofItemWithID: $0) == nil }
    }

    @Test func aTrimmedLogKeepsItsIndexThroughAppendsRepeatsAndMoves() {
        let (storage, observer) = makeSingleSectionStorage(rows(Array(1...8)))
        _ = storage.idIndex
        storage.removeItems(in: 0..<3)
        #expect(storage.indexBase == 3)
        #expect(storage.cachedIndex?.count == 5)
        #expect(observer.lastUpdate?.changes == [2, 1, 0].map { StorageChange.deleteItem(itemPath($0, 0)) })
        // Appends count from the base too, and a repeat of an id still there is found.
        storage.addItems(rows([9, 10]))
        storage.addItems([Row(11), Row(4, 7)])
        #expect(storage.items == rows(Array(4...11)))
        #expect(storage.anomalyHandler.reported == [.duplicateIdentifiers(operation: "addItems", count: 1, first: "4")])
        // An id that left can come back.
        storage.removeItems(in: 0..<2)
        storage.addItems(rows([1]))
        #expect(storage.items == rows(Array(6...11) + [1]))
        storage.moveItem(at: 6, to: 0)
        #expect(storage.items == rows([1] + Array(6...11)))
        #expect(indexIsRight(storage, absent: [2, 3, 4, 5]))
        // Read through `idIndex`, the index counts from zero again.
        #expect(storage.indexBase == 0)
        storage.removeItems(in: 0..<1)
        storage.insertItems(rows([20]), at: 3)
        #expect(storage.items == rows([6, 7, 8, 20, 9, 10, 11]))
        #expect(indexIsRight(storage, absent: [1]))
    }

    @Test func removingEveryItemDropsTheIndex() {
        let (storage, _) = makeSingleSectionStorage(rows([1, 2, 3]))
        _ = storage.idIndex
        storage.removeItems(in: 0..<3)
        #expect(storage.cachedIndex == nil)
        storage.addItems(rows([1]))
        #expect(indexIsRight(storage, absent: [2, 3]))
    }
}
