import TermCellsTesting
import Testing

@testable import TermCells

/// Thousands of seeded random pairs of arrays: every update must replay exactly, be minimal,
/// and report updates for changed items only.
@MainActor
@Suite struct SingleSectionStorageRandomizedTests {
    @Test(arguments: [7, 99, 31_337] as [UInt64])
    func randomDiffsReplayExactlyAndAreMinimal(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        for round in 0..<1_500 {
            let old = randomRows(using: &rng)
            let new = edited(old, using: &rng)
            let (storage, observer) = makeSingleSectionStorage(old)
            storage.setItems(new)
            let context = "seed \(seed), round \(round): \(old) -> \(new)"
            guard storage.items == new else {
                Issue.record("storage holds \(storage.items); \(context)")
                return
            }
            let update = observer.lastUpdate
            #expect(observer.updates.count <= 1, "\(context)")
            if let problem = replayProblem(update, from: old, to: new) {
                Issue.record("\(problem); \(context); update \(update?.description ?? "none")")
                return
            }
            let changes = update?.changes ?? []
            let structural = changes.filter { if case .updateItem = $0 { false } else { true } }.count
            let common = new.filter { row in old.contains { $0.id == row.id } }.count
            let lcs = longestCommonSubsequence(old.map(\.id), new.map(\.id))
            let changedValues = new.filter { row in old.contains { $0.id == row.id && $0 != row } }.count
            // Optimal for unique ids: deletes + inserts + (kept items outside the longest kept order).
            #expect(structural == old.count + new.count - common - lcs, "\(context)")
            #expect(structural <= old.count + new.count - 2 * lcs, "\(context)")
            #expect(changes.count - structural == changedValues, "\(context)")
        }
    }

    @Test(arguments: [5, 2_718] as [UInt64])
    func randomAccumulationMatchesAReferenceAndReplaysExactly(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let strategies: [AccumulationStrategy] = [.additive, .updateOldValues, .deleteOldValues]
        for round in 0..<1_000 {
            let old = randomRows(using: &rng)
            let incoming = randomRows(using: &rng, maximumCount: 6)
            let strategy = strategies[Int.random(in: 0..<3, using: &rng)]
            let expected = accumulate(incoming, into: old, strategy: strategy)
            let (storage, observer) = makeSingleSectionStorage(old)
            storage.addItems(incoming, strategy: strategy)
            let context = "seed \(seed), round \(round): \(old) + \(incoming) \(strategy)"
            #expect(storage.items == expected, "\(context)")
            #expect(observer.updates.count <= 1, "\(context)")
            if let problem = replayProblem(observer.lastUpdate, from: old, to: expected) {
                Issue.record("\(problem); \(context)")
                return
            }
        }
    }

    // MARK: Generators and references

    /// Up to `maximumCount` rows with distinct ids from a small pool, values 0 or 1.
    private func randomRows(using rng: inout SeededGenerator, maximumCount: Int = 14) -> [Row] {
        let count = Int.random(in: 0...maximumCount, using: &rng)
        return Array(0..<20).shuffled(using: &rng).prefix(count).map { Row($0, Int.random(in: 0...1, using: &rng)) }
    }

    /// `old` after a few random deletes, inserts, moves and value changes.
    private func edited(_ old: [Row], using rng: inout SeededGenerator) -> [Row] {
        var rows = old
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !rows.isEmpty:
                rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
            case 1:
                let id = Int.random(in: 0..<30, using: &rng)
                if !rows.contains(where: { $0.id == id }) {
                    rows.insert(Row(id), at: Int.random(in: 0...rows.count, using: &rng))
                }
            case 2 where !rows.isEmpty:
                let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                rows.insert(row, at: Int.random(in: 0...rows.count, using: &rng))
            case 3 where !rows.isEmpty:
                rows[Int.random(in: 0..<rows.count, using: &rng)].value += 1
            default:
                break
            }
        }
        return Int.random(in: 0..<10, using: &rng) == 0 ? rows.shuffled(using: &rng) : rows
    }

    private func accumulate(_ incoming: [Row], into old: [Row], strategy: AccumulationStrategy) -> [Row] {
        switch strategy {
        case .additive:
            return old + incoming.filter { row in !old.contains { $0.id == row.id } }
        case .updateOldValues:
            var result = old
            for row in incoming {
                if let index = result.firstIndex(where: { $0.id == row.id }) {
                    result[index] = row
                } else {
                    result.append(row)
                }
            }
            return result
        case .deleteOldValues:
            return old.filter { row in !incoming.contains { $0.id == row.id } } + incoming
        }
    }

    private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
