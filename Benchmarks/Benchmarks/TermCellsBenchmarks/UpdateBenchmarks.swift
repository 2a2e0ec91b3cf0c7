import Benchmark
import TermCells

/// One insert, delete or move in the middle of 1,000,000 items, delivered to a host and the
/// screen (80×24, showing the middle) redrawn: the table beside the grid. Both hosts replay
/// the update onto their layout (O(log n + sections + views on screen)); the storage only
/// counts, so the figures are the host's. Each step is undone outside the measurement.
func registerUpdateBenchmarks() {
    let count = 1_000_000
    let middle = count / 2
    typealias Step = @MainActor @Sendable (CountedStorage) -> Void
    let steps: [(String, Step, Step)] = [
        ("insert in the middle", { $0.insert(at: middle) }, { $0.remove(at: middle) }),
        ("delete in the middle", { $0.remove(at: middle) }, { $0.insert(at: middle) }),
        (
            "move in the middle", { $0.move(from: middle, to: middle + 1_000) },
            { $0.move(from: middle + 1_000, to: middle) }
        ),
    ]
    for (title, step, undo) in steps {
        mainActorBenchmark("Table update (\(title)) → redrawn screen/1M") {
            let storage = CountedStorage(count: count) { BenchItem(number: $0) }
            let manager = TableManager()
            manager.register(PlainItemCell.self)
            manager.storage = storage
            return updateScenario(host: manager.host, storage: storage, step: step, undo: undo)
        }

        mainActorBenchmark("Grid update (\(title)) → redrawn screen/1M") {
            let fixture = GridFixture(items: count)
            return updateScenario(host: fixture.host, storage: fixture.storage, step: step, undo: undo)
        }
    }
}

@MainActor
private func updateScenario(
    host: some UpdatableHost, storage: CountedStorage, step: @escaping @MainActor @Sendable (CountedStorage) -> Void,
    undo: @escaping @MainActor @Sendable (CountedStorage) -> Void
) -> Scenario {
    let screen = ScreenBuffer(width: 80, height: 24)
    host.draw(in: screen)
    host.moveCursor(to: IndexPath(item: storage.count / 2, section: 0))
    host.draw(in: screen)
    let scenario = Scenario {
        step(storage)
        host.draw(in: screen)
    }
    scenario.restore = {
        undo(storage)
        host.draw(in: screen)
    }
    scenario.prime(5)
    return scenario
}

/// The two hosts, for scenarios that run on either.
@MainActor
protocol UpdatableHost {
    func draw(in canvas: any Canvas)
    func moveCursor(to indexPath: IndexPath?)
}

extension TableHost: UpdatableHost {}
extension GridHost: UpdatableHost {}
