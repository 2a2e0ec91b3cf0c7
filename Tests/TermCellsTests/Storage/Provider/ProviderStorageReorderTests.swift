import Testing

@testable import TermCells

/// `didReorder` announces a source's new order as one change, checked against the counts.
@MainActor
@Suite struct ProviderStorageReorderTests {
    @Test func aReorderIsOneChangeAndTheItemsComeFromTheSourcesNewOrder() throws {
        let lines = Lines(["c", "a", "b"])
        let storage = ProviderStorage(count: { lines.values.count }, item: { lines.values[$0] })
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        lines.values = ["a", "b", "c"]
        storage.didReorder(try #require(ItemPermutation(oldIndexes: [1, 2, 0])))
        #expect(observer.events.count == 1)
        #expect(observer.lastUpdate?.description == "StorageUpdate(reorderItems [1, 2, 0] in 0)")
        #expect((0..<3).map { storage.item(at: itemPath($0)) as? String } == ["a", "b", "c"])
        #expect(storage.anomalyHandler.reported.isEmpty)
    }

    @Test func aMillionItemReorderIsNotTurnedIntoAReload() throws {
        let count = 1_000_000
        let storage = ProviderStorage(count: { count }, item: { $0 })
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        storage.didReorder(try #require(ItemPermutation(oldIndexes: (0..<count).reversed().map { $0 })))
        #expect(observer.lastUpdate?.changes.count == 1)
        #expect(observer.events.contains(.reload) == false)
    }

    @Test func aPermutationOfAnotherCountIsAnAnomalyAndNothingIsAnnounced() throws {
        let storage = ProviderStorage(count: { 3 }, item: { $0 })
        storage.anomalyHandler.anomalyAction = { _ in }
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        storage.didReorder(try #require(ItemPermutation(oldIndexes: [1, 0])))
        storage.didReorder(try #require(ItemPermutation(oldIndexes: [1, 0])), inSection: 2)
        #expect(observer.events.isEmpty)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "didReorder: a permutation of 2 items cannot reorder section 0, which has 3 items",
                "didReorder: section 2 is out of range: the storage has 1 section",
            ])
    }
}

/// A source the test sorts behind the storage's back.
@MainActor
private final class Lines {
    var values: [String]
    init(_ values: [String]) { self.values = values }
}
