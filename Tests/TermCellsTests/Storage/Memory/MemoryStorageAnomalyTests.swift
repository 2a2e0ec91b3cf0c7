import Testing

@testable import TermCells

@MainActor
@Suite struct MemoryStorageAnomalyTests {
    struct Opaque { var value: Int }

    /// Runs `operation` on a fresh storage and checks it reported `expected` with `text` and
    /// changed nothing at all.
    func expectAnomaly(
        _ expected: MemoryStorageAnomaly, _ text: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ operation: (MemoryStorage) -> Void
    ) {
        let (storage, observer) = makeStorage([[1, 2, 3], [4]])
        storage.setSectionHeaderModel("H", forSection: 0)
        observer.reset()
        var delivered: [String] = []
        storage.anomalyHandler.anomalyAction = { delivered.append($0.description) }
        operation(storage)
        #expect(storage.anomalyHandler.reported == [expected], sourceLocation: sourceLocation)
        #expect(expected.description == text, sourceLocation: sourceLocation)
        #expect(delivered == [text], sourceLocation: sourceLocation)
        #expect(storage.intSections == [[1, 2, 3], [4]], sourceLocation: sourceLocation)
        #expect(storage.headerModel(forSection: 0) as? String == "H", sourceLocation: sourceLocation)
        #expect(observer.events.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func insertionsPastTheEnd() {
        expectAnomaly(
            .itemIndexOutOfRange(operation: "insertItem", indexPath: itemPath(7, 0), itemsInSection: 3),
            "insertItem: index path [0, 7] is out of range: section 0 has 3 items"
        ) { $0.insertItem(9, to: itemPath(7, 0)) }
        expectAnomaly(
            .itemIndexOutOfRange(operation: "insertItem", indexPath: itemPath(-1, 0), itemsInSection: 3),
            "insertItem: index path [0, -1] is out of range: section 0 has 3 items"
        ) { $0.insertItem(9, to: itemPath(-1, 0)) }
        expectAnomaly(
            .itemIndexOutOfRange(operation: "insertItem", indexPath: itemPath(1, 5), itemsInSection: 0),
            "insertItem: index path [5, 1] is out of range: section 5 has 0 items"
        ) { $0.insertItem(9, to: itemPath(1, 5)) }
        expectAnomaly(
            .sectionOfIndexPathOutOfRange(operation: "insertItem", indexPath: itemPath(0, -1), numberOfSections: 2),
            "insertItem: index path [-1, 0] is out of range: the storage has 2 sections"
        ) { $0.insertItem(9, to: itemPath(0, -1)) }
        expectAnomaly(
            .itemIndexOutOfRange(operation: "insertItems", indexPath: itemPath(2, 1), itemsInSection: 1),
            "insertItems: index path [1, 2] is out of range: section 1 has 1 item"
        ) { $0.insertItems([8, 9], at: itemPath(2, 1)) }
        // The second insertion counts the first: section 1 has 2 items by then.
        expectAnomaly(
            .itemIndexOutOfRange(operation: "insertItems", indexPath: itemPath(3, 1), itemsInSection: 2),
            "insertItems: index path [1, 3] is out of range: section 1 has 2 items"
        ) { $0.insertItems([8, 9], to: [itemPath(1, 1), itemPath(3, 1)]) }
        expectAnomaly(
            .countMismatch(operation: "insertItems", items: 1, indexPaths: 2),
            "insertItems: 1 item but 2 index paths"
        ) { $0.insertItems([8], to: [itemPath(0, 0), itemPath(1, 0)]) }
    }

    @Test func negativeSections() {
        expectAnomaly(
            .sectionOutOfRange(operation: "addItem", section: -1, numberOfSections: 2),
            "addItem: section -1 is out of range: the storage has 2 sections"
        ) { $0.addItem(1, toSection: -1) }
        expectAnomaly(
            .sectionOutOfRange(operation: "addItems", section: -2, numberOfSections: 2),
            "addItems: section -2 is out of range: the storage has 2 sections"
        ) { $0.addItems([1], toSection: -2) }
        expectAnomaly(
            .sectionOutOfRange(operation: "setItems", section: -1, numberOfSections: 2),
            "setItems: section -1 is out of range: the storage has 2 sections"
        ) { $0.setItems([1], forSection: -1) }
        expectAnomaly(
            .sectionOutOfRange(operation: "setSection", section: -1, numberOfSections: 2),
            "setSection: section -1 is out of range: the storage has 2 sections"
        ) { $0.setSection(SectionModel(), forSection: -1) }
        expectAnomaly(
            .sectionOutOfRange(operation: "setSupplementaryModel", section: -1, numberOfSections: 2),
            "setSupplementaryModel: section -1 is out of range: the storage has 2 sections"
        ) { $0.setSectionFooterModel("F", forSection: -1) }
    }

    @Test func missingItems() {
        expectAnomaly(
            .itemNotFound(operation: "removeItem", item: "42"),
            "removeItem: item 42 is not in the storage"
        ) { $0.removeItem(42) }
        expectAnomaly(
            .itemNotFound(operation: "removeItems", item: "x"),
            "removeItems: item x is not in the storage"
        ) { $0.removeItems([1, "x"]) }
        expectAnomaly(
            .itemNotFound(operation: "removeItems", item: "4"),
            "removeItems: item 4 is not in the storage"
        ) { $0.removeItems([4, 4]) }
        expectAnomaly(
            .itemNotFound(operation: "replaceItem", item: "7"),
            "replaceItem: item 7 is not in the storage"
        ) { $0.replaceItem(7, with: 8) }
        expectAnomaly(
            .itemNotFound(operation: "reloadItem", item: "7"),
            "reloadItem: item 7 is not in the storage"
        ) { $0.reloadItem(7) }
        expectAnomaly(
            .itemNotSearchable(operation: "removeItem", item: "Opaque(value: 1)", type: "Opaque"),
            "removeItem: item Opaque(value: 1) cannot be looked up: Opaque is neither Equatable nor a class"
        ) { $0.removeItem(Opaque(value: 1)) }
    }

    @Test func removalsOutOfRange() {
        expectAnomaly(
            .itemIndexOutOfRange(operation: "removeItems", indexPath: itemPath(3, 0), itemsInSection: 3),
            "removeItems: index path [0, 3] is out of range: section 0 has 3 items"
        ) { $0.removeItems(at: [itemPath(0, 0), itemPath(3, 0)]) }
        expectAnomaly(
            .sectionOfIndexPathOutOfRange(operation: "removeItems", indexPath: itemPath(0, 2), numberOfSections: 2),
            "removeItems: index path [2, 0] is out of range: the storage has 2 sections"
        ) { $0.removeItems(at: [itemPath(0, 2)]) }
        expectAnomaly(
            .sectionOutOfRange(operation: "removeItems", section: 2, numberOfSections: 2),
            "removeItems: section 2 is out of range: the storage has 2 sections"
        ) { $0.removeItems(fromSection: 2) }
    }

    @Test func badMoves() {
        expectAnomaly(
            .itemIndexOutOfRange(operation: "moveItem", indexPath: itemPath(3, 0), itemsInSection: 3),
            "moveItem: index path [0, 3] is out of range: section 0 has 3 items"
        ) { $0.moveItem(at: itemPath(3, 0), to: itemPath(0, 0)) }
        expectAnomaly(
            .itemIndexOutOfRange(operation: "moveItem", indexPath: itemPath(3, 0), itemsInSection: 3),
            "moveItem: index path [0, 3] is out of range: section 0 has 3 items"
        ) { $0.moveItem(at: itemPath(0, 0), to: itemPath(3, 0)) }
        expectAnomaly(
            .itemIndexOutOfRange(operation: "moveItem", indexPath: itemPath(2, 1), itemsInSection: 1),
            "moveItem: index path [1, 2] is out of range: section 1 has 1 item"
        ) { $0.moveItem(at: itemPath(0, 0), to: itemPath(2, 1)) }
        expectAnomaly(
            .sectionOfIndexPathOutOfRange(operation: "moveItem", indexPath: itemPath(0, 3), numberOfSections: 2),
            "moveItem: index path [3, 0] is out of range: the storage has 2 sections"
        ) { $0.moveItem(at: itemPath(0, 3), to: itemPath(0, 0)) }
        expectAnomaly(
            .sectionOfIndexPathOutOfRange(operation: "moveItem", indexPath: itemPath(0, 2), numberOfSections: 2),
            "moveItem: index path [2, 0] is out of range: the storage has 2 sections"
        ) { $0.moveItem(at: itemPath(0, 0), to: itemPath(0, 2)) }
        expectAnomaly(
            .sectionOutOfRange(operation: "moveSection", section: 2, numberOfSections: 2),
            "moveSection: section 2 is out of range: the storage has 2 sections"
        ) { $0.moveSection(0, toSection: 2) }
        expectAnomaly(
            .sectionOutOfRange(operation: "moveSection", section: -1, numberOfSections: 2),
            "moveSection: section -1 is out of range: the storage has 2 sections"
        ) { $0.moveSection(-1, toSection: 0) }
    }

    @Test func badSections() {
        expectAnomaly(
            .sectionOutOfRange(operation: "insertSection", section: 3, numberOfSections: 2),
            "insertSection: section 3 is out of range: the storage has 2 sections"
        ) { $0.insertSection(SectionModel(items: [1]), atIndex: 3) }
        expectAnomaly(
            .sectionOutOfRange(operation: "insertSection", section: -1, numberOfSections: 2),
            "insertSection: section -1 is out of range: the storage has 2 sections"
        ) { $0.insertSection(SectionModel(), atIndex: -1) }
        expectAnomaly(
            .sectionOutOfRange(operation: "deleteSections", section: 5, numberOfSections: 2),
            "deleteSections: section 5 is out of range: the storage has 2 sections"
        ) { $0.deleteSections([0, 5]) }
    }

    @Test func silencedAnomaliesAreStillRecorded() {
        let (storage, _) = makeStorage()
        var delivered = 0
        storage.anomalyHandler.anomalyAction = { _ in delivered += 1 }
        storage.anomalyHandler.silenceAnomaly { if case .itemNotFound = $0 { true } else { false } }
        storage.removeItem(1)
        storage.moveSection(0, toSection: 1)
        #expect(storage.anomalyHandler.reported.count == 2)
        #expect(delivered == 1)
    }
}
