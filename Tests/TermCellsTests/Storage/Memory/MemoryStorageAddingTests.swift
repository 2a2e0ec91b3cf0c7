import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageAddingTests {
    @Test func addItemAppendsToSectionZero() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.addItem(3)
        #expect(storage.intSections == [[1, 2, 3]])
        #expect(observer.events == [.update(StorageUpdate(changes: [.insertItem(itemPath(2, 0))]))])
    }

    @Test func addItemsIsOneUpdateWithAnInsertPerItem() {
        let (storage, observer) = makeStorage([[1]])
        storage.addItems([2, 3, 4])
        #expect(storage.intSections == [[1, 2, 3, 4]])
        #expect(
            observer.events == [
                .update(
                    StorageUpdate(changes: [
                        .insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0)),
                    ]))
            ])
        #expect(observer.lastUpdate?.insertedIndexPaths == [itemPath(1, 0), itemPath(2, 0), itemPath(3, 0)])
    }

    @Test func addItemsToAMissingSectionCreatesItAndThoseBefore() {
        let (storage, observer) = makeStorage()
        storage.addItems([7, 8], toSection: 3)
        #expect(storage.intSections == [[], [], [], [7, 8]])
        #expect(
            observer.lastUpdate?.changes == [
                .insertSection(0), .insertSection(1), .insertSection(2), .insertSection(3),
                .insertItem(itemPath(0, 3)), .insertItem(itemPath(1, 3)),
            ])
        #expect(observer.lastUpdate?.insertedSectionIndexes == [0, 1, 2, 3])
    }

    @Test func addingNoItemsToAnExistingSectionDeliversNothing() {
        let (storage, observer) = makeStorage([[1]])
        storage.addItems([], toSection: 0)
        #expect(observer.events.isEmpty)
    }

    @Test func insertItemShiftsLaterItems() {
        let (storage, observer) = makeStorage([[1, 2, 3]])
        storage.insertItem(9, to: itemPath(1, 0))
        #expect(storage.intSections == [[1, 9, 2, 3]])
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(1, 0))])
    }

    @Test func insertItemAtTheEndAppends() {
        let (storage, observer) = makeStorage([[1, 2, 3]])
        storage.insertItem(9, to: itemPath(3, 0))
        #expect(storage.intSections == [[1, 2, 3, 9]])
        #expect(observer.lastUpdate?.changes == [.insertItem(itemPath(3, 0))])
    }

    @Test func insertItemAtItemZeroOfAMissingSectionCreatesIt() {
        let (storage, observer) = makeStorage([[1]])
        storage.insertItem(5, to: itemPath(0, 2))
        #expect(storage.intSections == [[1], [], [5]])
        #expect(observer.lastUpdate?.changes == [.insertSection(1), .insertSection(2), .insertItem(itemPath(0, 2))])
    }

    @Test func insertItemsToIndexPathsCountsEarlierInsertions() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.insertItems([10, 11, 12], to: [itemPath(0, 0), itemPath(3, 0), itemPath(0, 1)])
        #expect(storage.intSections == [[10, 1, 2, 11], [12]])
        #expect(
            observer.lastUpdate?.changes == [
                .insertItem(itemPath(0, 0)), .insertItem(itemPath(3, 0)), .insertSection(1),
                .insertItem(itemPath(0, 1)),
            ])
    }

    @Test func insertItemsAtAnIndexPathAreContiguous() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.insertItems([7, 8, 9], at: itemPath(1, 0))
        #expect(storage.intSections == [[1, 7, 8, 9, 2]])
        #expect(
            observer.lastUpdate?.changes == [
                .insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0)), .insertItem(itemPath(3, 0)),
            ])
    }

    @Test func setItemsReplacesAndAsksForAReload() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.setItems([5])
        storage.setItems([6, 7], forSection: 2)
        #expect(storage.intSections == [[5], [], [6, 7]])
        #expect(observer.events == [.reload, .reload])
    }

    @Test func setItemsForAllSectionsSetsTheSectionCount() {
        let (storage, observer) = makeStorage([[1], [2], [3]])
        storage.setSectionHeaderModel("H", forSection: 0)
        observer.reset()
        storage.setItemsForAllSections([[4, 5], [6]])
        #expect(storage.intSections == [[4, 5], [6]])
        #expect(storage.headerModel(forSection: 0) as? String == "H")
        storage.setItemsForAllSections([[1], [2], [3]])
        #expect(storage.intSections == [[1], [2], [3]])
        #expect(observer.events == [.reload, .reload])
    }

    @Test func setSectionReplacesItemsAndSupplementaries() {
        let (storage, observer) = makeStorage([[1]])
        storage.setSection(SectionModel(items: [8, 9], headerModel: "head"), forSection: 1)
        #expect(storage.intSections == [[1], [8, 9]])
        #expect(storage.headerModel(forSection: 1) as? String == "head")
        #expect(observer.events == [.reload])
    }

    @Test func appendingToAMillionItemSectionDoesNotCopyIt() {
        /// Appends 3,000 items three ways to a section of `count` items; the fastest of three
        /// runs, so a pause of the machine in one run does not count.
        func appendTime(toSectionOf count: Int) -> Duration {
            (0..<3).map { _ in
                let (storage, observer) = makeStorage()
                storage.setItems(Array(repeating: 0, count: count))
                let elapsed = ContinuousClock().measure {
                    for value in 0..<1_000 { storage.addItem(value) }
                    storage.performUpdates {
                        for value in 0..<1_000 {
                            storage.insertItem(value, to: itemPath(storage.numberOfItems(inSection: 0), 0))
                        }
                    }
                    storage.addItems(Array(repeating: 1, count: 1_000))
                }
                #expect(storage.numberOfItems(inSection: 0) == count + 3_000)
                #expect(storage.totalNumberOfItems == count + 3_000)
                #expect(observer.events.count == 1_003)
                return elapsed
            }.min() ?? .zero
        }
        let small = appendTime(toSectionOf: 10)
        let large = appendTime(toSectionOf: 1_000_000)
        // In place, the section's size does not matter; one copy of a million items per append
        // would make the large section's appends about a thousand times slower. A ratio, not a
        // time, so a slow machine or a sanitizer build does not change the verdict.
        let ratio = large / max(small, .microseconds(1))
        #expect(ratio < 20, "10 items: \(small), 1,000,000 items: \(large)")
    }
}
