import Testing

@testable import TermCells

/// Sorting a section is one `reorderItems` change, stable, replayable onto a host's copy.
@MainActor
@Suite struct MemoryStorageSortingTests {
    @Test func sortItemsIsStableAndReportsOnePermutation() {
        let (storage, observer) = makeStorage([[31, 12, 33, 14, 35], [9, 1]])
        // By tens: 12 and 14 tie, as do 31, 33 and 35; each group keeps its order.
        storage.sortItems(inSection: 0) { (($0 as? Int) ?? 0) / 10 < (($1 as? Int) ?? 0) / 10 }
        #expect(storage.intSections == [[12, 14, 31, 33, 35], [9, 1]])
        #expect(observer.events.count == 1)
        #expect(observer.lastUpdate?.description == "StorageUpdate(reorderItems [1, 3, 0, 2, 4] in 0)")
        #expect(observer.lastUpdate?.reorderedSections.map(\.section) == [0])
    }

    @Test func theChangeMovesIndexPathsOfItsSectionOnly() throws {
        let permutation = ItemPermutation(oldIndexes: [2, 0, 1])
        let change = StorageChange.reorderItems(try #require(permutation), inSection: 1)
        #expect(change.transform(itemPath(0, 1)) == itemPath(1, 1))
        #expect(change.transform(itemPath(2, 1)) == itemPath(0, 1))
        #expect(change.transform(itemPath(2, 0)) == itemPath(2, 0))
        #expect(change.transform(section: 1) == 1)
    }

    @Test func aSortThatChangesNothingReportsNothing() {
        let (storage, observer) = makeStorage([[1, 2, 2, 3]])
        storage.sortItems(inSection: 0) { (($0 as? Int) ?? 0) < (($1 as? Int) ?? 0) }
        #expect(observer.events.isEmpty)
    }

    @Test func aWrongPermutationOrSectionIsAnAnomalyAndChangesNothing() throws {
        let (storage, observer) = makeStorage([[1, 2, 3]])
        let two = ItemPermutation(oldIndexes: [1, 0])
        storage.reorderItems(inSection: 0, try #require(two))
        storage.sortItems(inSection: 4) { _, _ in false }
        #expect(storage.intSections == [[1, 2, 3]])
        #expect(observer.events.isEmpty)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "reorderItems: a permutation of 2 items cannot reorder section 0, which has 3 items",
                "sortItems: section 4 is out of range: the storage has 1 section",
            ])
    }

    @Test func onlyPermutationsAreAccepted() {
        #expect(ItemPermutation(oldIndexes: [0, 0, 1]) == nil)
        #expect(ItemPermutation(oldIndexes: [0, 3, 1]) == nil)
        #expect(ItemPermutation(oldIndexes: [Int32(-1), 0]) == nil)
        let swap = ItemPermutation(oldIndexes: [Int32(1), 0, 2])
        #expect(swap?.newIndex(ofOldIndex: 0) == 1)
        #expect(swap?.oldIndex(ofNewIndex: 0) == 1)
        #expect(swap?.isIdentity == false)
        #expect(ItemPermutation(oldIndexes: [Int]())?.isIdentity == true)
    }

    @Test func aHostsReplayedCopyMatchesTheSortedStorage() throws {
        let (storage, observer) = makeStorage([[5, 3, 9, 1, 3], [2]])
        var replayer = StorageUpdateReplayer(previous: storage.intSections)
        storage.performUpdates {
            storage.addItem(4, toSection: 0)
            storage.sortItems(inSection: 0) { (($0 as? Int) ?? 0) < (($1 as? Int) ?? 0) }
            storage.removeItems(at: [itemPath(0, 0)])
        }
        #expect(storage.intSections == [[3, 3, 4, 5, 9], [2]])
        replayer.apply(try #require(observer.lastUpdate))
        #expect(replayer.problems.isEmpty)
        #expect(replayer.matches(storage.intSections))
    }
}
