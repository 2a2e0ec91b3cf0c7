import Testing

@testable import TermCells

/// With a ``SingleSectionStorage/reloadThreshold``, an update describing more item changes
/// than it reaches observers as one reload; smaller ones stay exact diffs.
@MainActor
@Suite struct SingleSectionStorageReloadThresholdTests {
    @Test func aDiffUpToTheThresholdIsStillDelivered() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4, 5]))
        storage.reloadThreshold = 3
        storage.setItems(rows([1, 3, 5, 6]))
        #expect(
            observer.events == [
                .update(
                    StorageUpdate(changes: [
                        .deleteItem(itemPath(3, 0)), .deleteItem(itemPath(1, 0)), .insertItem(itemPath(3, 0)),
                    ]))
            ])
    }

    @Test func aFilterChangingMoreItemsThanTheThresholdIsOneReload() {
        let (storage, observer) = makeSingleSectionStorage(rows(Array(0..<100)))
        storage.reloadThreshold = 10
        let evens = rows(Array(stride(from: 0, to: 100, by: 2)))
        storage.setItems(evens)
        #expect(observer.events == [.reload])
        #expect(storage.items == evens)
        // The id index is the new items' own: lookups find their new places.
        #expect(storage.index(ofItemWithID: 40) == 20)
        #expect(storage.index(ofItemWithID: 41) == nil)
    }

    @Test func manyMovesPastTheThresholdAreOneReload() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4, 5, 6]))
        storage.reloadThreshold = 2
        storage.setItems(rows([6, 5, 4, 3, 2, 1]))
        #expect(observer.events == [.reload])
        #expect(storage.items == rows([6, 5, 4, 3, 2, 1]))
    }

    @Test func removingALongRangeIsOneReload() {
        let (storage, observer) = makeSingleSectionStorage(rows(Array(0..<50)))
        storage.reloadThreshold = 5
        storage.removeItems(in: 0..<6)
        #expect(observer.events == [.reload])
        #expect(storage.items == rows(Array(6..<50)))
        #expect(storage.index(ofItemWithID: 6) == 0)
        storage.removeItems(in: 0..<5)
        #expect(
            observer.events == [
                .reload, .update(StorageUpdate(changes: (0..<5).reversed().map { .deleteItem(itemPath($0, 0)) })),
            ])
    }

    @Test func appendingPastTheThresholdIsOneReload() {
        let (storage, observer) = makeSingleSectionStorage(rows([1]))
        storage.reloadThreshold = 2
        storage.addItems(rows([2, 3, 4]))
        storage.insertItems(rows([5, 6, 7]), at: 0)
        storage.addItems(rows([8, 9]))
        #expect(
            observer.events == [
                .reload, .reload,
                .update(StorageUpdate(changes: [.insertItem(itemPath(7, 0)), .insertItem(itemPath(8, 0))])),
            ])
        #expect(storage.items == rows([5, 6, 7, 1, 2, 3, 4, 8, 9]))
    }

    @Test func aBatchThatAddsUpPastTheThresholdIsOneReload() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3, 4]))
        storage.reloadThreshold = 2
        storage.performUpdates {
            storage.removeItems(in: 0..<1)
            storage.removeItems(in: 0..<1)
            storage.addItems(rows([5]))
        }
        #expect(observer.events == [.reload])
        #expect(storage.items == rows([3, 4, 5]))
        // The next batch starts afresh.
        storage.removeItems(in: 0..<1)
        #expect(observer.events == [.reload, .update(StorageUpdate(changes: [.deleteItem(itemPath(0, 0))]))])
    }

    @Test func withoutAThresholdEveryChangeIsDescribed() {
        let (storage, observer) = makeSingleSectionStorage(rows(Array(0..<3_000)))
        storage.setItems([])
        #expect(observer.lastUpdate?.changes.count == 3_000)
    }
}
