import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageSectionTests {
    @Test func insertSectionReportsAnEmptySectionThenItsItems() {
        let (storage, observer) = makeStorage([[1], [2]])
        storage.insertSection(SectionModel(items: [8, 9], headerModel: "H"), atIndex: 1)
        #expect(storage.intSections == [[1], [8, 9], [2]])
        #expect(storage.headerModel(forSection: 1) as? String == "H")
        #expect(
            observer.lastUpdate?.changes == [
                .insertSection(1), .insertItem(itemPath(0, 1)), .insertItem(itemPath(1, 1)),
            ])
    }

    @Test func insertSectionAtTheEndAppends() {
        let (storage, observer) = makeStorage([[1]])
        storage.insertSection(SectionModel(), atIndex: 1)
        #expect(storage.intSections == [[1], []])
        #expect(observer.lastUpdate?.changes == [.insertSection(1)])
    }

    @Test func deleteSectionsReportsFromLastToFirst() {
        let (storage, observer) = makeStorage([[0], [1], [2], [3]])
        storage.deleteSections([0, 2, 2])
        #expect(storage.intSections == [[1], [3]])
        #expect(observer.lastUpdate?.changes == [.deleteSection(2), .deleteSection(0)])
        storage.deleteSections(Set([1]))
        #expect(storage.intSections == [[1]])
        #expect(observer.lastUpdate?.deletedSectionIndexes == [1])
    }

    @Test func moveSectionCountsTheDestinationAfterRemoval() {
        let (storage, observer) = makeStorage([[0], [1], [2]])
        storage.moveSection(0, toSection: 2)
        #expect(storage.intSections == [[1], [2], [0]])
        #expect(observer.lastUpdate?.changes == [.moveSection(from: 0, to: 2)])
        #expect(observer.lastUpdate?.movedSectionIndexes.map { [$0.from, $0.to] } == [[0, 2]])
        storage.moveSection(1, toSection: 1)
        #expect(observer.updates.count == 1)
    }

    @Test func readingNeverTraps() {
        let (storage, _) = makeStorage([[1, 2]])
        #expect(storage.item(at: itemPath(2, 0)) == nil)
        #expect(storage.item(at: itemPath(0, -1)) == nil)
        #expect(storage.item(at: itemPath(-1, 0)) == nil)
        #expect(storage.section(atIndex: 1) == nil)
        #expect(storage.items(inSection: 5) == nil)
        #expect(storage.numberOfItems(inSection: 9) == 0)
        #expect(storage.supplementaryModel(ofKind: .header, forSectionAt: 3) == nil)
        #expect(storage.section(atIndex: 0)?.numberOfItems == 2)
        #expect(storage.items(inSection: 0)?.count == 2)
        #expect(storage.item(at: itemPath(1, 0)) as? Int == 2)
    }
}
