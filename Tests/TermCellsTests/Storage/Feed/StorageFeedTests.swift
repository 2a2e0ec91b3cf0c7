import Testing

@testable import TermCells

/// Counts `onPending` calls from any thread.
private final class WakeCounter: Sendable {
    private let count = LockedState(0)

    var value: Int { count.withLock { $0 } }

    func wake() {
        count.withLock { $0 += 1 }
    }
}

@MainActor
@Suite struct StorageFeedTests {
    @Test func manyPushesArriveAsOneUpdatePerDrain() {
        let (storage, observer) = makeStorage([[1]])
        let feed = StorageFeed<Int>(into: storage)
        for value in 2...50 { feed.append(value) }
        feed.append(contentsOf: [51, 52])
        let applied = feed.drain()
        #expect(applied.count == 1)
        #expect(observer.events.count == 1)
        #expect(observer.lastUpdate?.changes == (1...51).map { .insertItem(itemPath($0, 0)) })
        #expect(storage.intSections == [Array(1...52)])
        #expect(feed.drain().isEmpty)
        #expect(observer.events.count == 1)
    }

    @Test func onPendingFiresOncePerEmptyToNonEmptyTransition() {
        let (storage, _) = makeStorage()
        let wakes = WakeCounter()
        let feed = StorageFeed<Int>(into: storage) { wakes.wake() }
        feed.append(1)
        feed.append(2)
        feed.removeFirst(1)
        #expect(wakes.value == 1)
        feed.drain()
        #expect(!feed.hasPendingOperations)
        feed.append(3)
        #expect(wakes.value == 2)
    }

    @Test func settingOnPendingWhileOperationsWaitWakesAtOnce() {
        let (storage, _) = makeStorage()
        let feed = StorageFeed<Int>(into: storage)
        feed.append(1)
        let wakes = WakeCounter()
        feed.onPending = { wakes.wake() }
        #expect(wakes.value == 1)
    }

    @Test func operationsApplyInOrderIntoAMemoryStorageSection() {
        let (storage, observer) = makeStorage([[0], [10, 11, 12]])
        let feed = StorageFeed<Int>(into: storage, section: 1)
        feed.append(13)
        feed.insert(contentsOf: [9], at: 0)
        feed.keepLast(3)
        feed.append(contentsOf: [14, 15])
        feed.removeFirst(1)
        feed.insert(contentsOf: [99], at: 42)
        feed.drain()
        #expect(storage.intSections == [[0], [12, 13, 14, 15]])
        #expect(observer.updates.count == 1)
        var replayer = StorageUpdateReplayer(previous: [[0], [10, 11, 12]])
        replayer.apply(observer.updates[0])
        #expect(replayer.problems.isEmpty)
        #expect(replayer.matches(storage.intSections))
        #expect(
            feed.counters
                == {
                    var counters = StorageFeedCounters()
                    counters.pushedOperations = 6
                    counters.pushedItems = 5
                    counters.appliedOperations = 5
                    counters.appliedItems = 4
                    counters.rejectedOperations = 1
                    counters.drains = 1
                    return counters
                }())
        feed.removeAll()
        feed.drain()
        #expect(storage.intSections == [[0], []])
    }

    @Test func appendsCreateAMissingSection() {
        let (storage, observer) = makeStorage()
        let feed = StorageFeed<Int>(into: storage, section: 1)
        feed.append(5)
        feed.drain()
        #expect(storage.intSections == [[], [5]])
        #expect(observer.lastUpdate?.changes == [.insertSection(0), .insertSection(1), .insertItem(itemPath(0, 1))])
    }

    @Test func aSingleSectionStorageGetsOneUpdateAndDropsRepeatedIds() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        let feed = StorageFeed<Row>(into: storage)
        feed.append(Row(4))
        feed.append(Row(2, 7))
        feed.insert(contentsOf: [Row(0)], at: 0)
        feed.keepLast(3)
        feed.drain()
        #expect(storage.items == rows([2, 3, 4]))
        #expect(observer.updates.count == 1)
        #expect(storage.anomalyHandler.reported.count == 1)
        #expect(replayProblem(observer.lastUpdate, from: rows([1, 2, 3]), to: rows([2, 3, 4])) == nil)
        feed.removeFirst(10)
        feed.removeAll()
        feed.drain()
        #expect(storage.items.isEmpty)
    }

    /// A drain into a single-section storage applies its operations in order as one update,
    /// returns the ones applied without the one it rejected, and counts them.
    @Test func aSingleSectionDrainReturnsTheAppliedOperationsInOrder() {
        let (storage, observer) = makeSingleSectionStorage(rows([1, 2, 3]))
        let feed = StorageFeed<Row>(into: storage)
        feed.append(Row(4))
        feed.insert(contentsOf: [Row(9)], at: 42)
        feed.append(contentsOf: [Row(5), Row(6)])
        feed.append(Row(7))
        let applied = feed.drain()
        #expect(applied.map(\.itemCount) == [1, 3])
        #expect(storage.items == rows([1, 2, 3, 4, 5, 6, 7]))
        #expect(observer.updates.count == 1)
        #expect(observer.lastUpdate?.changes == (3...6).map { .insertItem(itemPath($0, 0)) })
        #expect(feed.counters.appliedOperations == 2)
        #expect(feed.counters.appliedItems == 4)
        #expect(feed.counters.rejectedOperations == 1)
        #expect(storage.anomalyHandler.reported.count == 1)
    }

    /// Eight producers push 10,000 items each, without awaiting, while the main actor drains:
    /// nothing is lost, each producer's order holds, and every update replays exactly.
    @Test func concurrentProducersLoseNothing() async throws {
        let producers = 8
        let perProducer = 10_000
        let (storage, observer) = makeStorage()
        let wakes = WakeCounter()
        let feed = StorageFeed<Int>(into: storage) { wakes.wake() }
        var replayer = StorageUpdateReplayer(previous: [])

        let production = Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for producer in 0..<producers {
                    group.addTask {
                        var next = 0
                        while next < perProducer {
                            let batch = min(perProducer - next, next % 7 == 0 ? 1 : 37)
                            if batch == 1 {
                                feed.append(producer * 1_000_000 + next)
                            } else {
                                feed.append(contentsOf: (next..<next + batch).map { producer * 1_000_000 + $0 })
                            }
                            next += batch
                            if next % 500 < batch { await Task.yield() }
                        }
                    }
                }
            }
        }

        var drains = 0
        while feed.counters.pushedItems < producers * perProducer || feed.hasPendingOperations {
            if !feed.drain().isEmpty { drains += 1 }
            for update in observer.updates { replayer.apply(update) }
            observer.reset()
            try await Task.sleep(for: .milliseconds(1))
        }
        await production.value
        feed.drain()
        for update in observer.updates { replayer.apply(update) }

        let items = storage.intSections.first ?? []
        #expect(items.count == producers * perProducer)
        #expect(replayer.problems.isEmpty)
        #expect(replayer.matches(storage.intSections))
        for producer in 0..<producers {
            let own = items.filter { $0 / 1_000_000 == producer }.map { $0 % 1_000_000 }
            #expect(own == Array(0..<perProducer), "producer \(producer) lost or reordered items")
        }
        let counters = feed.counters
        #expect(counters.pushedItems == producers * perProducer)
        #expect(counters.appliedItems == producers * perProducer)
        #expect(counters.drains >= drains)
        #expect(wakes.value >= 1 && wakes.value <= counters.drains + 1)
    }
}
