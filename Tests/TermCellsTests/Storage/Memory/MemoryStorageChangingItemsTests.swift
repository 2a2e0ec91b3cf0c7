import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageChangingItemsTests {
    @Test func replaceItemReportsAnUpdate() {
        let (storage, observer) = makeStorage([[1, 2], [3]])
        storage.replaceItem(3, with: 30)
        #expect(storage.intSections == [[1, 2], [30]])
        #expect(observer.events == [.update(StorageUpdate(changes: [.updateItem(itemPath(0, 1))]))])
        #expect(observer.lastUpdate?.updatedIndexPaths == [itemPath(0, 1)])
    }

    @Test func reloadItemStoresTheNewValueOfAnEqualModel() {
        struct Person: Equatable {
            var id: Int
            var name: String
            static func == (lhs: Person, rhs: Person) -> Bool { lhs.id == rhs.id }
        }
        let (storage, observer) = makeStorage()
        storage.addItems([Person(id: 1, name: "Ann"), Person(id: 2, name: "Bo")])
        observer.reset()
        storage.reloadItem(Person(id: 2, name: "Bob"))
        #expect((storage.item(at: itemPath(1, 0)) as? Person)?.name == "Bob")
        #expect(observer.lastUpdate?.changes == [.updateItem(itemPath(1, 0))])
    }

    @Test func moveItemWithinASectionCountsTheDestinationAfterRemoval() {
        let (storage, observer) = makeStorage([[0, 1, 2, 3]])
        storage.moveItem(at: itemPath(0, 0), to: itemPath(3, 0))
        #expect(storage.intSections == [[1, 2, 3, 0]])
        storage.moveItem(at: itemPath(3, 0), to: itemPath(1, 0))
        #expect(storage.intSections == [[1, 0, 2, 3]])
        #expect(
            observer.updates.map(\.changes) == [
                [.moveItem(from: itemPath(0, 0), to: itemPath(3, 0))],
                [.moveItem(from: itemPath(3, 0), to: itemPath(1, 0))],
            ])
    }

    @Test func moveItemAcrossSectionsMayAppend() {
        let (storage, observer) = makeStorage([[0, 1], [2]])
        storage.moveItem(at: itemPath(1, 0), to: itemPath(1, 1))
        #expect(storage.intSections == [[0], [2, 1]])
        #expect(observer.lastUpdate?.movedIndexPaths.map { [$0.from, $0.to] } == [[itemPath(1, 0), itemPath(1, 1)]])
    }

    @Test func moveItemOntoItselfDeliversNothing() {
        let (storage, observer) = makeStorage([[0, 1]])
        storage.moveItem(at: itemPath(1, 0), to: itemPath(1, 0))
        #expect(storage.intSections == [[0, 1]])
        #expect(observer.events.isEmpty)
    }
}
