import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageRemovingTests {
    @Test func removeItemFindsItByValue() {
        let (storage, observer) = makeStorage([[1, 2, 3]])
        storage.removeItem(2)
        #expect(storage.intSections == [[1, 3]])
        #expect(observer.events == [.update(StorageUpdate(changes: [.deleteItem(itemPath(1, 0))]))])
    }

    @Test func removeItemsReportsDeletionsFromLastToFirst() {
        let (storage, observer) = makeStorage([[1, 2, 3], [4, 5]])
        storage.removeItems([1, 5, 3])
        #expect(storage.intSections == [[2], [4]])
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(itemPath(1, 1)), .deleteItem(itemPath(2, 0)), .deleteItem(itemPath(0, 0)),
            ])
    }

    @Test func removeItemsListedTwiceRemovesTwoEqualItems() {
        let (storage, observer) = makeStorage([[7, 1, 7]])
        storage.removeItems([7, 7])
        #expect(storage.intSections == [[1]])
        #expect(observer.lastUpdate?.changes == [.deleteItem(itemPath(2, 0)), .deleteItem(itemPath(0, 0))])
    }

    @Test func removeItemsAtIndexPathsInAnyOrderIgnoresDuplicates() {
        let (storage, observer) = makeStorage([[0, 1, 2, 3, 4, 5], [6]])
        storage.removeItems(at: [itemPath(1, 0), itemPath(0, 1), itemPath(4, 0), itemPath(1, 0), itemPath(2, 0)])
        #expect(storage.intSections == [[0, 3, 5], []])
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(itemPath(0, 1)), .deleteItem(itemPath(4, 0)), .deleteItem(itemPath(2, 0)),
                .deleteItem(itemPath(1, 0)),
            ])
        #expect(
            observer.lastUpdate?.deletedIndexPaths == [itemPath(0, 1), itemPath(4, 0), itemPath(2, 0), itemPath(1, 0)])
    }

    @Test func removeItemsFromSectionKeepsTheSectionAndItsHeader() {
        let (storage, observer) = makeStorage([[1, 2, 3], [4]])
        storage.setSectionHeaderModel("H", forSection: 0)
        observer.reset()
        storage.removeItems(fromSection: 0)
        #expect(storage.intSections == [[], [4]])
        #expect(storage.headerModel(forSection: 0) as? String == "H")
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(itemPath(2, 0)), .deleteItem(itemPath(1, 0)), .deleteItem(itemPath(0, 0)),
            ])
    }

    @Test func removeAllItemsKeepsSectionsAndAsksForAReload() {
        let (storage, observer) = makeStorage([[1, 2], [3]])
        storage.removeAllItems()
        #expect(storage.intSections == [[], []])
        #expect(storage.totalNumberOfItems == 0)
        #expect(observer.events == [.reload])
    }
}
