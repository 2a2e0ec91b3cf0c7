import TermCells
import Testing

// A view of its own, written against 0.1, observing storages directly: `addObserver` and
// `removeObserver` on each storage class, which later versions write once for all of them.

private struct Row: Identifiable, Hashable {
    let id: Int
}

@MainActor
private final class UpdateCounter: StorageObserver {
    private(set) var updates = 0
    private(set) var reloads = 0
    func storageDidPerformUpdate(_ update: StorageUpdate) { updates += 1 }
    func storageNeedsReloading() { reloads += 1 }
}

@MainActor
@Suite struct StorageObserverTests {
    @Test func anObserverOfAMemoryStorageHearsEachUpdateUntilItIsRemoved() {
        let storage = MemoryStorage()
        let observer = UpdateCounter()
        storage.addObserver(observer)
        storage.addItem("one")
        storage.addItems(["two", "three"])
        #expect(observer.updates + observer.reloads == 2)
        storage.removeObserver(observer)
        storage.addItem("four")
        #expect(observer.updates + observer.reloads == 2)
    }

    @Test func anObserverOfASingleSectionStorageHearsItsDiffs() {
        let storage = SingleSectionStorage(items: [Row(id: 1), Row(id: 2), Row(id: 3)])
        let observer = UpdateCounter()
        storage.addObserver(observer)
        storage.setItems([Row(id: 1), Row(id: 3), Row(id: 4)])
        #expect(observer.updates + observer.reloads == 1)
        storage.removeObserver(observer)
        storage.setItems([Row(id: 5)])
        #expect(observer.updates + observer.reloads == 1)
    }
}
