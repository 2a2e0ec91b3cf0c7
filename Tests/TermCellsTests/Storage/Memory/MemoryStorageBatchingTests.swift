import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageBatchingTests {
    @Test func performUpdatesDeliversOneUpdateInOrder() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.performUpdates {
            storage.addItem(3)
            storage.removeItem(1)
            storage.addItem(4, toSection: 1)
            storage.moveItem(at: itemPath(0, 0), to: itemPath(0, 1))
            storage.replaceItem(3, with: 30)
            storage.moveSection(1, toSection: 0)
        }
        #expect(storage.intSections == [[2, 4], [30]])
        #expect(
            observer.events == [
                .update(
                    StorageUpdate(changes: [
                        .insertItem(itemPath(2, 0)),
                        .deleteItem(itemPath(0, 0)),
                        .insertSection(1), .insertItem(itemPath(0, 1)),
                        .moveItem(from: itemPath(0, 0), to: itemPath(0, 1)),
                        .updateItem(itemPath(0, 0)),
                        .moveSection(from: 1, to: 0),
                    ]))
            ])
    }

    @Test func nestedPerformUpdatesDeliverOnceAtTheOutermostEnd() {
        let (storage, observer) = makeStorage()
        storage.performUpdates {
            storage.addItem(1)
            storage.performUpdates {
                storage.addItem(2)
                storage.performUpdates { storage.addItem(3) }
                #expect(observer.events.isEmpty)
            }
            #expect(observer.events.isEmpty)
        }
        #expect(
            observer.events == [
                .update(
                    StorageUpdate(changes: [
                        .insertSection(0), .insertItem(itemPath(0, 0)), .insertItem(itemPath(1, 0)),
                        .insertItem(itemPath(2, 0)),
                    ]))
            ])
    }

    @Test func anInvalidStepInsideABatchKeepsTheOthers() {
        let (storage, observer) = makeStorage([[1]])
        storage.performUpdates {
            storage.addItem(2)
            storage.insertItem(9, to: itemPath(7, 0))
            storage.addItem(3)
        }
        #expect(storage.intSections == [[1, 2, 3]])
        #expect(
            storage.anomalyHandler.reported == [
                .itemIndexOutOfRange(operation: "insertItem", indexPath: itemPath(7, 0), itemsInSection: 2)
            ])
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0))])
    }

    @Test func aReloadingStepTurnsTheBatchIntoOneReload() {
        let (storage, observer) = makeStorage([[1]])
        storage.performUpdates {
            storage.addItem(2)
            storage.setItems([5], forSection: 1)
            storage.addItem(3)
        }
        #expect(storage.intSections == [[1, 2, 3], [5]])
        #expect(observer.events == [.reload])
    }

    @Test func performUpdatesPassesResultsAndErrorsThrough() {
        struct Failure: Error {}
        let (storage, observer) = makeStorage()
        let count = storage.performUpdates { () -> Int in
            storage.addItem(1)
            return storage.totalNumberOfItems
        }
        #expect(count == 1)
        #expect(throws: Failure.self) {
            try storage.performUpdates {
                storage.addItem(2)
                throw Failure()
            }
        }
        #expect(
            observer.updates.map(\.changes) == [
                [.insertSection(0), .insertItem(itemPath(0, 0))], [.insertItem(itemPath(1, 0))],
            ])
    }

    @Test func updateWithoutAnimationsReloadsOnce() {
        let (storage, observer) = makeStorage([[1]])
        storage.updateWithoutAnimations {
            storage.addItems([2, 3])
            storage.removeItem(1)
            storage.performUpdates { storage.addItem(4, toSection: 1) }
        }
        #expect(storage.intSections == [[2, 3], [4]])
        #expect(observer.events == [.reload])
        storage.performUpdates {
            storage.addItem(5)
            storage.updateWithoutAnimations { storage.addItem(6) }
        }
        #expect(observer.events == [.reload, .reload])
    }

    @Test func severalObserversAreToldAndHeldWeakly() {
        let (storage, first) = makeStorage()
        var second: StorageUpdatesObserver? = StorageUpdatesObserver()
        if let second {
            storage.addObserver(second)
            storage.addObserver(second)
        }
        storage.addItem(1)
        #expect(first.events.count == 1)
        #expect(second?.events.count == 1)
        weak let weakSecond = second
        second = nil
        #expect(weakSecond == nil)
        storage.addItem(2)
        #expect(first.events.count == 2)
        storage.removeObserver(first)
        storage.addItem(3)
        #expect(first.events.count == 2)
    }

    @Test func anObserverChangingTheStorageGetsALaterUpdate() {
        let (storage, observer) = makeStorage()
        observer.onEvent = { _ in
            if storage.totalNumberOfItems == 1 { storage.addItem(2) }
        }
        storage.addItem(1)
        #expect(storage.intSections == [[1, 2]])
        #expect(
            observer.updates.map(\.changes) == [
                [.insertSection(0), .insertItem(itemPath(0, 0))], [.insertItem(itemPath(1, 0))],
            ])
    }
}
