import Benchmark
@_spi(Benchmarks) import TermCells

/// Mapping resolution, through the manager's answer to the host's delegate question that
/// needs it and nothing else (the item's height: the model, its mapping, then a look-up of an event the mapping
/// does not have), and a whole dequeue (resolution, reuse queue, handler, `update(with:)`,
/// `configure`). Items cycle through a thousand index paths of one section.
func registerMappingBenchmarks() {
    let cases: [(String, TableFixture.Mappings)] = [
        ("cached, no condition", .plain), ("custom condition, 2 mappings", .evenOdd),
    ]
    for (title, mappings) in cases {
        mainActorBenchmark("Mapping resolution (\(title))") {
            let fixture = TableFixture(items: 10_000, sections: 1, mappings: mappings)
            var next = 0
            return Scenario {
                let indexPath = IndexPath(item: next, section: 0)
                next = (next + 1) % 1_000
                blackHole(fixture.host.delegate?.host(fixture.host, heightOf: .item(indexPath)))
            }
        }

        mainActorBenchmark("Mapping dequeue + configure (\(title))") {
            let fixture = TableFixture(items: 10_000, sections: 1, mappings: mappings)
            var next = 0
            let scenario = Scenario {
                let indexPath = IndexPath(item: next, section: 0)
                next = (next + 1) % 1_000
                if let view = fixture.host.dataSource?.host(fixture.host, cellForItemAt: indexPath) {
                    fixture.host.reuseQueues.enqueue(view, kind: .cell)
                }
            }
            scenario.prime(10)
            return scenario
        }
    }
}

/// MemoryStorage operations alone, and delivered: one item inserted in the middle and the
/// screen (80×24, showing the middle) redrawn. The measured step is the insert; the item is
/// removed again outside the measurement, so every iteration starts from the same storage.
func registerStorageBenchmarks() {
    for count in itemCounts {
        mainActorBenchmark("MemoryStorage insert in the middle (no observer)/\(label(count))") {
            let storage = MemoryStorage()
            storage.setItems((0..<count).map { BenchItem(number: $0) as Any })
            let middle = IndexPath(item: count / 2, section: 0)
            let scenario = Scenario { storage.insertItem(BenchItem(number: -1), to: middle) }
            scenario.restore = { storage.removeItems(at: [middle]) }
            return scenario
        }

        mainActorBenchmark("MemoryStorage insert in the middle → TableHost → redrawn screen/\(label(count))") {
            let fixture = TableFixture(items: count)
            fixture.moveToMiddle()
            let storage = fixture.manager.memoryStorage
            let middle = fixture.middle
            let scenario = Scenario {
                storage.insertItem(BenchItem(number: -1), to: middle)
                fixture.draw()
            }
            scenario.restore = {
                storage.removeItems(at: [middle])
                fixture.draw()
            }
            scenario.prime(5)
            return scenario
        }
    }
}

/// `SingleSectionStorage.setItems` of 100,000 items with 1% changed, alternating between two
/// arrays (so every iteration diffs 1%): 1,000 items updated in place; or 500 removed and 500
/// new ones inserted elsewhere. The last one is also delivered to a TableManager and drawn.
func registerDiffBenchmarks() {
    let count = 100_000
    let original = (0..<count).map { DiffRow(id: $0, revision: 0) }
    let updated = original.map { $0.id % 100 == 0 ? DiffRow(id: $0.id, revision: 1) : $0 }
    var reshuffled: [DiffRow] = []
    reshuffled.reserveCapacity(count)
    for row in original {
        if row.id % 200 == 0 { continue }
        reshuffled.append(row)
        if row.id % 200 == 100 { reshuffled.append(DiffRow(id: count + row.id, revision: 0)) }
    }
    let variants: [(String, [DiffRow])] = [("1% updated", updated), ("0.5% removed + 0.5% inserted", reshuffled)]
    for (title, changed) in variants {
        mainActorBenchmark(
            "SingleSectionStorage diff 100k, \(title)",
            configuration: .termCells(maxDuration: .seconds(1), maxIterations: 200)
        ) {
            let storage = SingleSectionStorage(items: original)
            var flip = false
            return Scenario {
                flip.toggle()
                storage.setItems(flip ? changed : original)
            }
        }
    }
    mainActorBenchmark(
        "SingleSectionStorage diff 100k, 1% updated → TableHost → redrawn screen",
        configuration: .termCells(maxDuration: .seconds(1), maxIterations: 200)
    ) {
        let storage = SingleSectionStorage(items: original)
        let manager = TableManager()
        manager.register(DiffRowCell.self)
        manager.storage = storage
        let screen = ScreenBuffer(width: 80, height: 24)
        manager.host.draw(in: screen)
        var flip = false
        return Scenario {
            flip.toggle()
            storage.setItems(flip ? updated : original)
            manager.host.draw(in: screen)
        }
    }
}

final class DiffRowCell: TableCell, ModelTransfer {
    func update(with model: DiffRow) {
        text = "Row \(model.id)"
        detailText = model.revision == 0 ? "" : "changed"
    }
}

/// Layout after one insert in the middle: the offset index alone (a row of height 1 inserted,
/// then one row's height changed), and a TableHost replaying the storage update onto its
/// ListRows (anchor, cursor, visible views follow) without drawing.
func registerLayoutBenchmarks() {
    for count in itemCounts {
        mainActorBenchmark("OffsetIndex insert in the middle/\(label(count))") {
            var index = OffsetIndex(count: count, extent: 1)
            let scenario = Scenario { blackHole(index.insert(count: 1, extent: 1, at: count / 2)) }
            scenario.restore = { blackHole(index.remove(at: count / 2)) }
            return scenario
        }

        mainActorBenchmark("OffsetIndex set one height/\(label(count))") {
            var index = OffsetIndex(count: count, extent: 1)
            var height = 1
            return Scenario {
                height = 3 - height
                blackHole(index.setExtent(height, at: count / 2))
            }
        }

        mainActorBenchmark("TableHost.apply(insert in the middle) → ListRows/\(label(count))") {
            let storage = CountedStorage(count: count) { BenchItem(number: $0) }
            let manager = TableManager()
            manager.register(PlainItemCell.self)
            manager.storage = storage
            let screen = ScreenBuffer(width: 80, height: 24)
            manager.host.draw(in: screen)
            let scenario = Scenario { storage.insert(at: count / 2) }
            scenario.restore = { storage.remove(at: count / 2) }
            return scenario
        }
    }
}
