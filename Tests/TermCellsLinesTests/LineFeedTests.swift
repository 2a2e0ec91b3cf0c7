import Dispatch
import TermCells
import Testing

@testable import TermCellsLines

/// Batches pushed from other threads arrive whole and in order.
@Suite struct LineFeedTests {
    @Test func aDrainTakesEverythingInOrderAndSeesTheEnd() {
        let wakes = LockedState(0)
        let feed = LineFeed { wakes.withLock { $0 += 1 } }
        feed.push(LineBatch(bytes: [0x61], lineEnds: [1]))
        feed.push(LineBatch())
        feed.push(LineBatch(bytes: [0x62], lineEnds: [1]))
        #expect(wakes.withLock { $0 } == 1)
        let first = feed.drain()
        #expect(first.batches.map(\.bytes) == [[0x61], [0x62]])
        #expect(!first.isFinished)
        feed.finish()
        let second = feed.drain()
        #expect(second.batches.isEmpty && second.isFinished)
        #expect(wakes.withLock { $0 } == 2)
    }

    @Test func aReaderThreadLosesNothing() async {
        let feed = LineFeed()
        let reader = Task.detached {
            var splitter = LineSplitter()
            for number in 0..<2_000 {
                feed.push(splitter.split(Array("\(number)\n".utf8)))
            }
            feed.finish()
        }
        var store = LineStore()
        var finished = false
        while !finished {
            let delivery = feed.drain()
            for batch in delivery.batches { store.append(batch) }
            finished = delivery.isFinished
            await Task.yield()
        }
        await reader.value
        #expect(store.count == 2_000)
        #expect((0..<2_000).allSatisfy { store.string(at: $0) == "\($0)" })
    }
}
