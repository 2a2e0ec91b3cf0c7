import TermCellsTesting
import Testing

@testable import TermCells

/// The matches a provider storage reads: a main-actor object, as an app's would be (a local
/// `var` captured by the storage's closures and then changed is a concurrency warning).
@MainActor
private final class Matches {
    var values: [Int32]
    init(_ values: [Int32]) { self.values = values }
}

/// The diff of two match arrays, announced through a provider storage, replays exactly.
@MainActor
@Suite struct SortedIndexDiffTests {
    @Test func runsOfRemovalsAndInsertions() throws {
        let diff = try #require(SortedIndexDiff(from: [1, 2, 3, 5, 8, 9], to: [0, 2, 3, 4, 9, 10]))
        #expect(diff.removals == [0..<1, 3..<5])
        #expect(diff.insertions == [0..<1, 3..<4, 5..<6])
        #expect(diff.removedCount == 3)
        #expect(diff.insertedCount == 3)
        #expect(SortedIndexDiff(from: [1, 2], to: [1, 2])?.isEmpty == true)
    }

    @Test func aChangeOverTheLimitGivesNoDiff() {
        #expect(SortedIndexDiff(from: Array(0..<100), to: [], changeLimit: 99) == nil)
        #expect(SortedIndexDiff(from: Array(0..<50), to: Array(50..<100), changeLimit: 99) == nil)
        #expect(SortedIndexDiff(from: Array(0..<50), to: Array(50..<99), changeLimit: 99) != nil)
    }

    @Test func announcedChangesReplayOntoTheOldMatchesExactly() {
        var generator = SeededGenerator(seed: 99)
        let current = Matches([])
        let storage = ProviderStorage(count: { current.values.count }, item: { current.values[$0] })
        storage.anomalyHandler.anomalyAction = { _ in Issue.record("anomaly") }
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        for round in 0..<500 {
            let old = current.values
            let universe = Int32.random(in: 1...60, using: &generator)
            let keep = Int.random(in: 1...4, using: &generator)
            current.values = (0..<universe).filter { _ in Int.random(in: 0...keep, using: &generator) > 0 }
            let matches = current.values
            observer.reset()
            storage.didChange(from: old, to: matches)
            if old == matches {
                #expect(observer.events.isEmpty)
                continue
            }
            #expect(observer.events.count == 1)
            guard case .update(let update)? = observer.events.first else {
                Issue.record("round \(round): expected an update, got \(observer.events)")
                continue
            }
            var replayer = StorageUpdateReplayer(previous: [old.map(Int.init)])
            replayer.apply(update)
            #expect(replayer.problems.isEmpty, "round \(round): \(replayer.problems)")
            #expect(replayer.matches([matches.map(Int.init)]), "round \(round)")
            // Every kept line kept its slot; every slot read fresh is a line that was not there.
            let fresh = replayer.sections[0].enumerated().filter { $0.element == .fresh }.map { matches[$0.offset] }
            #expect(Set(fresh).isDisjoint(with: Set(old)), "round \(round)")
            #expect(fresh.count == Set(matches).subtracting(old).count)
        }
    }

    @Test func largeChangesReload() {
        let current = Matches(Array(0..<100))
        let storage = ProviderStorage(count: { current.values.count }, item: { current.values[$0] })
        storage.reloadThreshold = 10
        let observer = StorageUpdatesObserver()
        storage.addObserver(observer)
        let old = current.values
        current.values = Array(0..<50)
        storage.didChange(from: old, to: current.values)
        #expect(observer.events == [.reload])
        #expect(storage.numberOfItems(inSection: 0) == 50)
    }
}
