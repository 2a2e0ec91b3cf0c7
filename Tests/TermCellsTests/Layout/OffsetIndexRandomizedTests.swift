import TermCellsTesting
import Testing

@_spi(Benchmarks) @testable import TermCells

/// Random edits checked against a plain array after every step. A failure names its seed and
/// step; rerun with that seed to replay it.
@Suite struct OffsetIndexRandomizedTests {
    @Test(arguments: [0x1234_5678 as UInt64, 42, 0xDEAD_BEEF, 7_777_777])
    func randomEditsMatchAnArray(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var index = OffsetIndex()
        var reference: [Int] = []
        for step in 0..<2_500 {
            let snapshot = index
            let snapshotReference = reference
            let operation = applyRandomEdit(to: &index, reference: &reference, using: &random)
            if let problem = mismatch(index, reference, using: &random) {
                Issue.record("seed \(seed), step \(step), after \(operation): \(problem)")
                return
            }
            if allExtents(snapshot) != snapshotReference {
                Issue.record("seed \(seed), step \(step), after \(operation): a copy changed with the original")
                return
            }
        }
    }

    /// Small extents (0 and repeats are common) so runs form, split and merge often.
    private func randomExtent(using random: inout SeededGenerator) -> Int {
        Int.random(in: 0...3, using: &random)
    }

    private func applyRandomEdit(
        to index: inout OffsetIndex, reference: inout [Int], using random: inout SeededGenerator
    ) -> String {
        let count = reference.count
        // Sometimes out of range on purpose; such edits must change nothing.
        let anyIndex = Int.random(in: -2...(count + 2), using: &random)
        let growthBias = count < 150 ? 0 : 3
        switch Int.random(in: 0..<(20 + growthBias), using: &random) {
        case 0..<6:
            let extent = Int.random(in: 0..<50, using: &random) == 0 ? -1 : randomExtent(using: &random)
            let valid = anyIndex >= 0 && anyIndex < count && extent >= 0
            let result = index.setExtent(extent, at: anyIndex)
            if valid { reference[anyIndex] = extent }
            return "setExtent(\(extent), at: \(anyIndex)) -> \(result) expected \(valid)"
        case 6..<9:
            let runLength = Int.random(in: -1...6, using: &random)
            let extent = randomExtent(using: &random)
            let valid = anyIndex >= 0 && anyIndex <= count && runLength >= 0
            let result = index.insert(count: runLength, extent: extent, at: anyIndex)
            if valid { reference.insert(contentsOf: repeatElement(extent, count: runLength), at: anyIndex) }
            return "insert(count: \(runLength), extent: \(extent), at: \(anyIndex)) -> \(result) expected \(valid)"
        case 9..<11:
            var extents = (0..<Int.random(in: 0...8, using: &random)).map { _ in randomExtent(using: &random) }
            if !extents.isEmpty, Int.random(in: 0..<20, using: &random) == 0 { extents[0] = -2 }
            let valid = anyIndex >= 0 && anyIndex <= count && extents.allSatisfy { $0 >= 0 }
            let result = index.insert(extents, at: anyIndex)
            if valid { reference.insert(contentsOf: extents, at: anyIndex) }
            return "insert(\(extents), at: \(anyIndex)) -> \(result) expected \(valid)"
        case 11..<13:
            let valid = anyIndex >= 0 && anyIndex < count
            let result = index.remove(at: anyIndex)
            if valid { reference.remove(at: anyIndex) }
            return "remove(at: \(anyIndex)) -> \(result) expected \(valid)"
        case 13..<15, 20...:
            let lower = anyIndex
            let upper = lower + Int.random(in: 0...12, using: &random)
            let valid = lower >= 0 && upper <= count
            let result = index.removeSubrange(lower..<upper)
            if valid { reference.removeSubrange(lower..<upper) }
            return "removeSubrange(\(lower)..<\(upper)) -> \(result) expected \(valid)"
        case 15..<18:
            let destination = Int.random(in: -1...count, using: &random)
            let valid = anyIndex >= 0 && anyIndex < count && destination >= 0 && destination < count
            let result = index.move(from: anyIndex, to: destination)
            if valid { reference.insert(reference.remove(at: anyIndex), at: destination) }
            return "move(from: \(anyIndex), to: \(destination)) -> \(result) expected \(valid)"
        case 18:
            if Int.random(in: 0..<10, using: &random) == 0 {
                index.removeAll()
                reference = []
                return "removeAll()"
            }
            return "nothing"
        default:
            if Int.random(in: 0..<10, using: &random) == 0 {
                let runLength = Int.random(in: 0...40, using: &random)
                let extent = randomExtent(using: &random)
                let result = index.replaceAll(count: runLength, extent: extent)
                reference = Array(repeating: extent, count: runLength)
                return "replaceAll(count: \(runLength), extent: \(extent)) -> \(result)"
            }
            return "nothing"
        }
    }

    /// Every query answered by `index`, compared with the array; nil when all agree.
    private func mismatch(_ index: OffsetIndex, _ reference: [Int], using random: inout SeededGenerator) -> String? {
        if let problem = index.invariantViolation() { return "invariant: \(problem)" }
        var offsets = [0]
        for extent in reference { offsets.append(offsets[offsets.count - 1] + extent) }
        let total = offsets[reference.count]
        guard index.count == reference.count, index.totalExtent == total else {
            return "count/total \(index.count)/\(index.totalExtent), expected \(reference.count)/\(total)"
        }
        for row in -2...(reference.count + 2) {
            let expectedExtent = reference.indices.contains(row) ? reference[row] : 0
            let expectedOffset = offsets[min(max(row, 0), reference.count)]
            if index.extent(at: row) != expectedExtent { return "extent(at: \(row)) = \(index.extent(at: row))" }
            if index.offset(of: row) != expectedOffset { return "offset(of: \(row)) = \(index.offset(of: row))" }
        }
        var expectedRows: [Int?] = [nil]  // offset -1
        for (row, extent) in reference.enumerated() { expectedRows += repeatElement(Optional(row), count: extent) }
        expectedRows += [nil, nil]  // total, total + 1
        for (position, expected) in expectedRows.enumerated() where index.index(containing: position - 1) != expected {
            return "index(containing: \(position - 1)) = \(String(describing: index.index(containing: position - 1)))"
        }
        let maximalRuns = zip(reference, reference.dropFirst()).filter { $0 != $1 }.count + (reference.isEmpty ? 0 : 1)
        if index.storedRunCount != maximalRuns { return "stores \(index.storedRunCount) runs, expected \(maximalRuns)" }

        let lower = Int.random(in: -3...(reference.count + 3), using: &random)
        let rows = lower..<(lower + Int.random(in: 0...20, using: &random))
        var visited: [[Int]] = []
        index.forEachRow(in: rows) { row, offset, extent in visited.append([row, offset, extent]) }
        let expectedVisits = rows.clamped(to: 0..<reference.count).map { [$0, offsets[$0], reference[$0]] }
        if visited != expectedVisits { return "forEachRow(in: \(rows)) = \(visited)" }

        let top = Int.random(in: -3...(total + 3), using: &random)
        let window = top..<(top + Int.random(in: 0...10, using: &random))
        let visible = reference.indices.filter {
            !window.isEmpty && reference[$0] > 0 && offsets[$0] < window.upperBound
                && offsets[$0 + 1] > window.lowerBound
        }
        let answer = index.indices(intersecting: window)
        if let first = visible.first, let last = visible.last {
            if answer != first..<(last + 1) { return "indices(intersecting: \(window)) = \(answer)" }
        } else if !answer.isEmpty {
            return "indices(intersecting: \(window)) = \(answer), expected empty"
        }
        return nil
    }
}
