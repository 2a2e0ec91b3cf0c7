import TermCellsTesting
import Testing

@testable import TermCells

/// A process as a live viewer shows it: identified by pid, changing in CPU.
private struct Process: Identifiable, Equatable, CustomStringConvertible {
    let id: Int
    var cpu: Int = 0
    var description: String { "\(id)" }
}

/// Another model type whose ids overlap the processes'.
private struct Notice: Identifiable, Equatable {
    let id: Int
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@MainActor
private func makeSnapshot(_ sections: [(String, [Process])]) -> StorageSnapshot<String> {
    var snapshot = StorageSnapshot<String>()
    for (identifier, items) in sections {
        snapshot.appendSections([identifier])
        snapshot.setHeaderModel(identifier, forSection: identifier)
        snapshot.appendItems(items, toSection: identifier)
    }
    return snapshot
}

@MainActor
@Suite struct MemoryStorageSnapshotTests {
    @Test func theFirstSnapshotInsertsSectionsWithTheirItems() {
        let (storage, observer) = makeStorage()
        storage.apply(makeSnapshot([("running", [Process(id: 1), Process(id: 2)]), ("sleeping", [Process(id: 3)])]))
        #expect(
            observer.lastUpdate?.changes == [
                .insertSection(0), .insertItem(path(0, 0)), .insertItem(path(0, 1)),
                .insertSection(1), .insertItem(path(1, 0)),
            ])
        #expect(storage.sections.map { $0.items.map { ($0 as? Process)?.id ?? -1 } } == [[1, 2], [3]])
        #expect(storage.sections.map { $0.headerModel as? String } == ["running", "sleeping"])
    }

    @Test func aProcessThatFallsAsleepIsOneMoveAcrossSections() {
        let (storage, observer) = makeStorage()
        storage.apply(
            makeSnapshot([
                ("running", [Process(id: 1), Process(id: 2), Process(id: 4)]), ("sleeping", [Process(id: 3)]),
            ]))
        observer.reset()
        // 2 falls asleep between 3 and nothing, 4's CPU changes, 1 exits, 5 starts.
        storage.apply(
            makeSnapshot([
                ("running", [Process(id: 4, cpu: 30), Process(id: 5)]),
                ("sleeping", [Process(id: 3), Process(id: 2)]),
            ]))
        #expect(
            observer.lastUpdate?.changes == [
                .deleteItem(path(0, 0)),
                .moveItem(from: path(0, 0), to: path(1, 1)),
                .insertItem(path(0, 1)),
                .updateItem(path(0, 0)),
            ])
        #expect(observer.events.count == 1)
    }

    @Test func anItemLeavesASectionThatGoesAwayBeforeItGoes() {
        let (storage, observer) = makeStorage()
        storage.apply(makeSnapshot([("running", [Process(id: 42)]), ("sleeping", [Process(id: 7), Process(id: 1)])]))
        observer.reset()
        storage.apply(makeSnapshot([("sleeping", [Process(id: 7), Process(id: 1), Process(id: 42)])]))
        #expect(observer.lastUpdate?.changes == [.moveItem(from: path(0, 0), to: path(1, 2)), .deleteSection(0)])
    }

    @Test func reorderedSectionsAreOneMoveAndChangedHeadersAnUpdate() {
        let (storage, observer) = makeStorage()
        storage.apply(makeSnapshot([("a", [Process(id: 1)]), ("b", [Process(id: 2)]), ("c", [Process(id: 3)])]))
        observer.reset()
        var snapshot = makeSnapshot([("c", [Process(id: 3)]), ("a", [Process(id: 1)]), ("b", [Process(id: 2)])])
        snapshot.setHeaderModel("B!", forSection: "b")
        storage.apply(snapshot)
        #expect(observer.lastUpdate?.changes == [.moveSection(from: 2, to: 0), .updateSupplementaries(inSection: 2)])
        #expect(storage.sections.map { $0.headerModel as? String } == ["c", "a", "B!"])
    }

    @Test func theSameSnapshotTwiceDeliversNothing() {
        let (storage, observer) = makeStorage()
        let snapshot = makeSnapshot([("running", [Process(id: 1, cpu: 5)])])
        storage.apply(snapshot)
        observer.reset()
        storage.apply(snapshot)
        #expect(observer.events.isEmpty)
    }

    @Test func itemsAreIdentifiedByTypeAndId() {
        let (storage, observer) = makeStorage()
        var first = StorageSnapshot<Int>()
        first.appendSections([0])
        first.appendItems([Process(id: 7)])
        storage.apply(first)
        observer.reset()
        var second = StorageSnapshot<Int>()
        second.appendSections([0])
        second.appendItems([Notice(id: 7)])
        storage.apply(second)
        #expect(observer.lastUpdate?.changes == [.deleteItem(path(0, 0)), .insertItem(path(0, 0))])
    }

    @Test func sectionsMadeOtherwiseAreReplaced() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.apply(makeSnapshot([("running", [Process(id: 1)])]))
        #expect(observer.lastUpdate?.changes == [.deleteSection(0), .insertSection(0), .insertItem(path(0, 0))])
    }

    @Test func snapshotMistakesAreAnomaliesAndKeepTheFirstOccurrence() {
        let storage = MemoryStorage()
        var snapshot = StorageSnapshot<String>()
        snapshot.appendItems([Process(id: 9)])
        snapshot.appendSections(["a", "a"])
        snapshot.appendItems([Process(id: 1), Process(id: 1), Process(id: 2), Process(id: 2)], toSection: "a")
        snapshot.appendItems([Process(id: 3)], toSection: "nope")
        snapshot.setFooterModel("f", forSection: "nope")
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifiers == ["a"])
        storage.apply(snapshot)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "appendItems: the snapshot has no section (none: append a section first); 1 item left out",
                "appendSections: section a is already in the snapshot; kept the first",
                "appendItems: 2 items repeat ids (first: 1); kept the first occurrence, dropped the rest",
                "appendItems: the snapshot has no section nope; 1 item left out",
                "setSupplementaryModel: the snapshot has no section nope",
            ])
        #expect(storage.sections.map { $0.items.map { ($0 as? Process)?.id ?? -1 } } == [[1, 2]])
    }

    @Test func randomSnapshotsReplayExactlyAndKeepEveryUnchangedItem() {
        var generator = SeededGenerator(seed: 2026)
        let (storage, observer) = makeStorage()
        var previous: [[Int]] = []
        for round in 0..<400 {
            // Up to 5 sections of up to 30 items drawn from 60 ids; values change now and then.
            var snapshot = StorageSnapshot<Int>()
            var ids = Array(0..<60)
            ids.shuffle(using: &generator)
            var next = 0
            var expected: [[Int]] = []
            for section in (0..<6).shuffled(using: &generator).prefix(Int.random(in: 0...5, using: &generator)) {
                snapshot.appendSections([section])
                let count = min(Int.random(in: 0...30, using: &generator), ids.count - next)
                let items = ids[next..<(next + count)].map {
                    Process(id: $0, cpu: Int.random(in: 0...9, using: &generator) == 0 ? 1 : 0)
                }
                next += count
                snapshot.appendItems(items, toSection: section)
                expected.append(items.map { $0.id * 10 + $0.cpu })
            }
            observer.reset()
            storage.apply(snapshot)
            let current = storage.sections.map { $0.items.map { (($0 as? Process).map { $0.id * 10 + $0.cpu }) ?? -1 } }
            #expect(current == expected, "round \(round)")
            if previous == current {
                #expect(observer.events.isEmpty, "round \(round)")
            } else if case .update(let update)? = observer.events.first {
                var replayer = StorageUpdateReplayer(previous: previous)
                replayer.apply(update)
                #expect(replayer.problems.isEmpty, "round \(round): \(replayer.problems)")
                #expect(replayer.matches(current), "round \(round)")
            } else {
                Issue.record("round \(round): expected one update, got \(observer.events)")
            }
            previous = current
        }
    }

    @Test func replaceItemAtIndexPathUpdatesThatItem() {
        let (storage, observer) = makeStorage([[1, 2]])
        storage.replaceItem(at: path(0, 1), with: 5)
        #expect(storage.intSections == [[1, 5]])
        #expect(observer.lastUpdate?.changes == [.updateItem(path(0, 1))])
        storage.replaceItem(at: path(0, 2), with: 6)
        storage.replaceItem(at: path(3, 0), with: 6)
        #expect(
            storage.anomalyHandler.reported.map(\.description) == [
                "replaceItem: index path [0, 2] is out of range: section 0 has 2 items",
                "replaceItem: index path [3, 0] is out of range: the storage has 1 section",
            ])
    }

    @Test func theCursorStaysOnAProcessThatMovesToAnotherSection() {
        let manager = TableManager()
        manager.register(TableCell.self, for: Process.self) { cell, process, _ in cell.text = "pid \(process.id)" }
        manager.memoryStorage.apply(
            makeSnapshot([("running", [Process(id: 1), Process(id: 2)]), ("sleeping", [Process(id: 3)])]))
        let screen = ScreenDriver(manager, width: 12, height: 6)
        let buffer = screen.buffer
        manager.host.moveCursor(to: path(0, 1))
        manager.memoryStorage.apply(
            makeSnapshot([("running", [Process(id: 1)]), ("sleeping", [Process(id: 3), Process(id: 2)])]))
        screen.redraw()
        #expect(manager.host.cursor == path(1, 1))
        #expect(
            buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "running", "pid 1", "sleeping", "pid 3", "pid 2", "",
            ])
    }
}
