import Benchmark
import TermCells

/// An outline of 1,000,000 nodes (ten folders of 100,000 files, loaded) shown by a table at
/// 80×24: opening and closing the middle folder, then drawing the screen. The storage keeps
/// row counts per node and announces one ranged insert or delete, so both cost
/// O(depth × log n + rows on screen), not O(100,000). Each step is undone outside the
/// measurement.
func registerOutlineBenchmarks() {
    mainActorBenchmark("Outline expand 100k-child node → redrawn screen/1M nodes") {
        let fixture = OutlineFixture()
        let scenario = Scenario { fixture.open() }
        scenario.restore = { fixture.close() }
        scenario.prime(5)
        return scenario
    }
    mainActorBenchmark("Outline collapse 100k-child node → redrawn screen/1M nodes") {
        let fixture = OutlineFixture()
        let scenario = Scenario { fixture.close() }
        scenario.prepare = { fixture.open() }
        scenario.prime(5)
        return scenario
    }
}

/// Ten folders of 100,000 files under one header; the cursor on the sixth folder.
@MainActor
final class OutlineFixture {
    let manager = TableManager()
    let outline = OutlineStorage()
    let screen = ScreenBuffer(width: 80, height: 24)
    var folder: OutlineNode?

    init() {
        manager.register(BenchOutlineCell.self)
        manager.storage = outline
        outline.appendSection(header: "Files")
        for number in 0..<10 {
            guard let node = outline.insert("folder \(number)", isExpandable: true) else { continue }
            outline.append(contentsOf: (0..<100_000).map { OutlineChild("file \($0)") }, under: node)
            if number == 5 { folder = node }
        }
        manager.host.draw(in: screen)
        manager.host.moveCursor(to: IndexPath(item: 6, section: 0))
        manager.host.draw(in: screen)
    }

    func open() {
        folder.map(outline.expand)
        manager.host.draw(in: screen)
    }

    func close() {
        folder.map(outline.collapse)
        manager.host.draw(in: screen)
    }
}

final class BenchOutlineCell: OutlineCell, ModelTransfer {
    func update(with model: String) { text = model }
}
