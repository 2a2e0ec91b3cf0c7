import Testing
@testable import TermCells

@MainActor
@Suite struct MemoryStorageRemovingTests {
    @Test func removeItemFindsItByValue() {
        let (storage, observer) = makeStorage([[1, 2, 3]])
        storage.removeItem(2)
        #expect(storage.intSections == [[1, 3]])
        #expect(observer.events == [.update(StorageUpdate(changes: [.deleteItem(ip(0, 1))]))])
    }

    @Test func removeItemsReportsDeletionsFromLastToFirst() {
        let (storage, observer) = makeStorage([[1, 2, 3], [4, 5]])
        storage.removeItems([1, 5, 3])
        #expect(storage.intSections == [[2], [4]])
        #expect(observer.lastUpdate?.changes == [.deleteItem(ip(1, 1)), .deleteItem(ip(0, 2)), .deleteItem(ip(0, 0))])
    }

    @Test func removeItemsListedTwiceRemovesTwoEqualItems() {
        let (storage, observer) = makeStorage([[7, 1, 7]])
        storage.removeItems([7, 7])
        #expect(storage.intSections == [[1]])
        #expect(observer.lastUpdate?.changes == [.deleteItem(ip(0, 2)), .deleteItem(ip(0, 0))])
    }

    @Test func removeItemsAtIndexPathsInAnyOrderIgnoresDuplicates() {
        let (storage, observer) = makeStorage([[0, 1, 2, 3, 4, 5], [6]])
        storage.removeItems(at: [ip(0, 1), ip(1, 0), ip(0, 4), ip(0, 1), ip(0, 2)])
        #expect(storage.intSections == [[0, 3, 5], []])
        #expect(observer.lastUpdate?.changes == [
            .deleteItem(ip(1, 0)), .deleteItem(ip(0, 4)), .deleteItem(ip(0, 2)), .deleteItem(ip(0, 1)),
        ])
        #expect(observer.lastUpdate?.deletedIndexPaths == [ip(1, 0), ip(0, 4), ip(0, 2), ip(0, 1)])
    }

    @Test func removeItemsFromSectionKeepsTheSectionAndItsHeader() {
        let (storage, observer) = makeStorage([[1, 2, 3], [4]])
        storage.setSectionHeaderModel("H", forSection: 0)
        observer.reset()
        storage.removeItems(fromSection: 0)
        #expect(storage.intSections == [[], [4]])
        #expect(storage.headerModel(forSection: 0) as? String == "H")
        #expect(observer.lastUpdate?.changes == [.deleteItem(ip(0, 2)), .deleteItem(ip(0, 1)), .deleteItem(ip(0, 0))])
    }

    @Test func removeAllItemsKeepsSectionsAndAsksForAReload() {
        let (storage, observer) = makeStorage([[1, 2], [3]])
        storage.removeAllItems()
        #expect(storage.intSections == [[], []])
        #expect(storage.totalNumberOfItems == 0)
        #expect(observer.events == [.reload])
    }
}
