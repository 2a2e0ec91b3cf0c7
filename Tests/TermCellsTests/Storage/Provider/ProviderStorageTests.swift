import Testing

@testable import TermCells

/// A source the tests change behind the storage's back, as a file or database would change.
@MainActor
private final class Source {
    var lines: [String]
    var reads = 0

    init(_ lines: [String]) {
        self.lines = lines
    }

    func line(_ index: Int) -> String? {
        reads += 1
        return lines.indices.contains(index) ? lines[index] : nil
    }
}

@MainActor
private func makeProvider(_ lines: [String]) -> (ProviderStorage, Source, StorageUpdatesObserver) {
    let source = Source(lines)
    let storage = ProviderStorage(
        count: { source.lines.count }, item: { source.line($0) }, headerModel: { "\(source.lines.count) lines" })
    storage.anomalyHandler.anomalyAction = { _ in }
    let observer = StorageUpdatesObserver()
    storage.addObserver(observer)
    return (storage, source, observer)
}

@MainActor
@Suite struct ProviderStorageTests {
    @Test func countsItemsAndSupplementariesComeFromTheClosures() {
        let (storage, source, _) = makeProvider(["a", "b"])
        #expect(storage.numberOfSections == 1)
        #expect(storage.numberOfItems(inSection: 0) == 2)
        #expect(storage.numberOfItems(inSection: 1) == 0)
        #expect(storage.item(at: itemPath(1, 0)) as? String == "b")
        #expect(storage.item(at: itemPath(2, 0)) == nil)
        #expect(storage.item(at: itemPath(0, 1)) == nil)
        #expect(storage.headerModel(forSection: 0) as? String == "2 lines")
        #expect(storage.footerModel(forSection: 0) == nil)
        #expect(source.reads == 1)
    }

    @Test func aMillionRowsAreNeverMaterialised() {
        let storage = ProviderStorage(count: { 1_000_000 }, item: { "row \($0)" })
        #expect(storage.numberOfItems(inSection: 0) == 1_000_000)
        #expect(storage.item(at: itemPath(999_999, 0)) as? String == "row 999999")
    }

    @Test func severalSectionsEachHaveTheirOwnClosures() {
        let storage = ProviderStorage(sections: [
            ProviderSection(count: { 2 }, item: { $0 * 10 }, footerModel: { "end" }),
            ProviderSection(count: { 1 }, item: { _ in Optional<Int>.none }),
        ])
        #expect(storage.numberOfSections == 2)
        #expect(storage.item(at: itemPath(1, 0)) as? Int == 10)
        #expect(storage.item(at: itemPath(0, 1)) == nil)
        #expect(storage.footerModel(forSection: 0) as? String == "end")
    }

    @Test func newRowsAppearOnlyWhenAnnounced() {
        let (storage, source, observer) = makeProvider(["a"])
        source.lines += ["b", "c"]
        #expect(storage.numberOfItems(inSection: 0) == 1)
        #expect(storage.item(at: itemPath(1, 0)) == nil)
        storage.didAppend(count: 2)
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(
            observer.events == [
                .update(StorageUpdate(changes: [.insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0))]))
            ])
    }

    @Test func insertsRemovalsUpdatesAndMovesAreExact() {
        let (storage, source, observer) = makeProvider(["a", "b", "c", "d"])
        source.lines.insert(contentsOf: ["x", "y"], at: 1)
        storage.didInsert(count: 2, at: 1)
        source.lines.removeSubrange(2..<5)
        storage.didRemove(2..<5)
        source.lines[0] = "A"
        storage.didUpdate(at: 0)
        source.lines.swapAt(0, 1)
        storage.didMove(from: 0, to: 1)
        storage.didUpdate(1..<3)
        storage.didChangeSupplementaries()
        #expect(
            observer.updates.map(\.changes) == [
                [.insertItem(itemPath(1, 0)), .insertItem(itemPath(2, 0))],
                [.deleteItem(itemPath(4, 0)), .deleteItem(itemPath(3, 0)), .deleteItem(itemPath(2, 0))],
                [.updateItem(itemPath(0, 0))],
                [.moveItem(from: itemPath(0, 0), to: itemPath(1, 0))],
                [.updateItem(itemPath(1, 0)), .updateItem(itemPath(2, 0))],
                [.updateSupplementaries(inSection: 0)],
            ])
        #expect(storage.anomalyHandler.reported.isEmpty)
        var replayer = StorageUpdateReplayer(previous: [[0, 1, 2, 3]])
        for update in observer.updates.prefix(2) { replayer.apply(update) }
        #expect(replayer.problems.isEmpty)
        #expect(replayer.sections == [[.old(0), .fresh, .old(3)]])
    }

    @Test func batchedAnnouncementsArriveAsOneUpdate() {
        let (storage, source, observer) = makeProvider(["a"])
        storage.performUpdates {
            source.lines.append("b")
            storage.didAppend(count: 1)
            source.lines.removeFirst()
            storage.didRemove(0..<1)
        }
        #expect(
            observer.events == [
                .update(StorageUpdate(changes: [.insertItem(itemPath(1, 0)), .deleteItem(itemPath(0, 0))]))
            ])
    }

    @Test func largeAppendsBecomeOneReload() {
        let (storage, source, observer) = makeProvider([])
        storage.reloadThreshold = 100
        source.lines = Array(repeating: "x", count: 101)
        storage.didAppend(count: 101)
        #expect(observer.events == [.reload])
        #expect(storage.numberOfItems(inSection: 0) == 101)
        source.lines.append("y")
        storage.didAppend(count: 1)
        #expect(observer.events == [.reload, .update(StorageUpdate(changes: [.insertItem(itemPath(101, 0))]))])
    }

    @Test func manySmallAnnouncementsInOneBatchBecomeOneReloadPastTheThreshold() {
        let (storage, source, observer) = makeProvider([])
        storage.reloadThreshold = 10
        storage.performUpdates {
            for _ in 0..<11 {
                source.lines.append("x")
                storage.didAppend(count: 1)
            }
        }
        #expect(observer.events == [.reload])
    }

    @Test func aCountThatDisagreesWithTheAnnouncementsBecomesAReload() {
        let (storage, source, observer) = makeProvider(["a"])
        source.lines += ["b", "c"]
        storage.didAppend(count: 1)
        #expect(observer.events == [.reload])
        #expect(storage.numberOfItems(inSection: 0) == 3)
        #expect(storage.anomalyHandler.reported == [.countMismatch(section: 0, expected: 2, actual: 3)])
        #expect(
            storage.anomalyHandler.reported.first?.description
                == "section 0 of the provider holds 3 items but the announcements add up to 2; reloading")
    }

    @Test func invalidAnnouncementsChangeNothingAndReportAnAnomaly() {
        let (storage, _, observer) = makeProvider(["a", "b"])
        storage.didInsert(count: 1, at: 5)
        storage.didRemove(1..<4)
        storage.didUpdate(at: 2)
        storage.didMove(from: 0, to: 2)
        storage.didAppend(count: -1)
        storage.didAppend(count: 1, toSection: 3)
        #expect(observer.events.isEmpty)
        #expect(storage.numberOfItems(inSection: 0) == 2)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "didInsert: index 5 is out of range: section 0 has 2 items",
                "didRemove: range 1..<4 is out of range: section 0 has 2 items",
                "didUpdate: range 2..<3 is out of range: section 0 has 2 items",
                "didMove: index 2 is out of range: section 0 has 2 items",
                "didAppend: cannot announce -1 items",
                "didAppend: section 3 is out of range: the storage has 1 section",
            ])
    }

    @Test func reloadAndNewSectionsRereadEverything() {
        let (storage, source, observer) = makeProvider(["a"])
        source.lines = ["p", "q", "r"]
        storage.reload()
        #expect(storage.numberOfItems(inSection: 0) == 3)
        storage.setSections([])
        #expect(storage.numberOfSections == 0)
        #expect(observer.events == [.reload, .reload])
        #expect(storage.anomalyHandler.reported.isEmpty)
    }
}
