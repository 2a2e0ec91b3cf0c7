import TermCellsTesting
import Testing

@_spi(Benchmarks) @testable import TermCells

/// A million rows of height 1 with sparse changes, checked against arithmetic: offset(of: i) is
/// i plus the extra height of the changed rows before i. Not timed — see the report for figures.
@Suite struct OffsetIndexMillionRowTests {
    /// Changed rows: row → extent; every other row has extent 1.
    private struct SparseModel {
        var count: Int
        var changed: [Int: Int] = [:]

        func offset(of row: Int) -> Int {
            row + changed.reduce(0) { sum, entry in entry.key < row ? sum + entry.value - 1 : sum }
        }

        func extent(at row: Int) -> Int { changed[row] ?? 1 }

        mutating func insert(count inserted: Int, at row: Int) {
            changed = Dictionary(
                uniqueKeysWithValues: changed.map { ($0.key >= row ? $0.key + inserted : $0.key, $0.value) })
            count += inserted
        }

        mutating func remove(_ rows: Range<Int>) {
            changed = Dictionary(
                uniqueKeysWithValues: changed.compactMap { entry -> (Int, Int)? in
                    if rows.contains(entry.key) { return nil }
                    return (entry.key >= rows.upperBound ? entry.key - rows.count : entry.key, entry.value)
                })
            count -= rows.count
        }
    }

    @Test func sparseEditsOnAMillionRows() {
        let seed: UInt64 = 0x00C0_FFEE
        var random = SeededGenerator(seed: seed)
        var index = OffsetIndex(count: 1_000_000, extent: 1)
        var model = SparseModel(count: 1_000_000)

        for _ in 0..<1_000 {
            let row = Int.random(in: 0..<model.count, using: &random)
            let extent = Int.random(in: 2...5, using: &random)
            #expect(index.setExtent(extent, at: row) == true)
            model.changed[row] = extent
        }
        check(index, model, seed: seed, stage: "after setting 1,000 rows", using: &random)
        #expect(index.storedRunCount <= 2_001, "runs follow the edits, not the rows (seed \(seed))")

        #expect(index.insert(count: 5_000, extent: 1, at: 500_000) == true)
        model.insert(count: 5_000, at: 500_000)
        #expect(index.insert([3, 3, 4], at: 250_000) == true)
        model.insert(count: 3, at: 250_000)
        model.changed[250_000] = 3
        model.changed[250_001] = 3
        model.changed[250_002] = 4
        check(index, model, seed: seed, stage: "after inserting in the middle", using: &random)

        #expect(index.removeSubrange(400_000..<410_000) == true)
        model.remove(400_000..<410_000)
        #expect(index.remove(at: 123_456) == true)
        model.remove(123_456..<123_457)
        check(index, model, seed: seed, stage: "after removing in the middle", using: &random)
        #expect(index.invariantViolation() == nil)
    }

    private func check(
        _ index: OffsetIndex, _ model: SparseModel, seed: UInt64, stage: String, using random: inout SeededGenerator
    ) {
        let total = model.offset(of: model.count)
        #expect(index.count == model.count, "seed \(seed) \(stage)")
        #expect(index.totalExtent == total, "seed \(seed) \(stage)")
        let probes =
            [0, 1, model.count - 1, model.count] + model.changed.keys.prefix(50)
            + (0..<200).map { _ in Int.random(in: 0...model.count, using: &random) }
        for row in probes {
            #expect(index.offset(of: row) == model.offset(of: row), "seed \(seed) \(stage): offset(of: \(row))")
            if row < model.count {
                #expect(index.extent(at: row) == model.extent(at: row), "seed \(seed) \(stage): extent(at: \(row))")
            }
        }
        for _ in 0..<200 {
            let offset = Int.random(in: 0..<total, using: &random)
            guard let row = index.index(containing: offset) else {
                Issue.record("seed \(seed) \(stage): no row contains \(offset)")
                return
            }
            let start = model.offset(of: row)
            #expect(
                start <= offset && offset < start + model.extent(at: row),
                "seed \(seed) \(stage): index(containing: \(offset)) = \(row)")
        }
        #expect(index.index(containing: total) == nil, "seed \(seed) \(stage)")
    }
}
