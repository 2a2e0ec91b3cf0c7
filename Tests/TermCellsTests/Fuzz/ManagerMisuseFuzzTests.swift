import Foundation
import TermCellsTesting
import Testing

@testable import TermCells

/// Seeded random misuse of `TableManager` and `GridManager`.
///
/// Sequences alternate between a table manager and a grid manager, each starting empty.
/// Operations: registering and unregistering cells, headers and footers with section
/// conditions, model conditions, custom and clashing reuse identifiers and prototype-owned
/// mappings; attaching view events (also to view types without mappings), model events
/// (also given view types) and grid supplementary events; `MemoryStorage` calls, alone, in
/// `performUpdates` and in `updateWithoutAnimations`, with index paths and sections out of
/// range, items not stored or not searchable, nil models and models no view takes; and the
/// host's questions: drawing to a `ScreenBuffer`, typed dequeues, the cell and the height
/// (size) of an index path, selection, the cursor and keys.
///
/// Nothing may trap. Each operation must report exactly the anomalies the oracle computes
/// (``FuzzOracle``) and nothing else; after every draw the host's layout, its views and the
/// screen must agree with the oracle, and a grid's layout with a fresh layout of the storage
/// (``FuzzFlowCheck``). A run prints one summary line with its seed and the
/// anomalies by case. `TERMCELLS_FUZZ_SEED` replays a run, `TERMCELLS_FUZZ_OPERATIONS`
/// lengthens it, `TERMCELLS_FUZZ_SHRINK` prints a failing sequence shrunk (``FuzzShrink``).
@MainActor
@Suite struct ManagerMisuseFuzzTests {
    @Test func randomMisuseIsReportedExactlyAndNeverTraps() {
        let seed: UInt64
        switch ManagerFuzzSettings.seed {
        case .success(let value): seed = value
        case .failure(let error):
            Issue.record("\(error)")
            return
        }
        let seedText = ManagerFuzzSettings.text(of: seed)
        let operations = ManagerFuzzSettings.operations
        let length = ManagerFuzzSettings.sequenceLength
        let sequenceCount = max(2, (operations + length - 1) / length)
        var seeds = SeededGenerator(seed: seed)
        var tally = FuzzTally()
        var failures = 0
        let start = ContinuousClock.now
        for index in 0..<sequenceCount where failures < 3 {
            let planned = min(length, max(1, operations - index * length))
            let sequenceSeed = seeds.next()
            if let only = ManagerFuzzSettings.onlySequence, only != index { continue }
            var sequence = FuzzSequence(
                seed: sequenceSeed, seedText: seedText, index: index, grid: !index.isMultiple(of: 2))
            tally.sequences += 1
            if let failure = sequence.run(length: planned, tally: &tally) {
                Issue.record(Comment(rawValue: failure))
                failures += 1
                if ManagerFuzzSettings.shrink {
                    let shrunk = FuzzShrink.shrink(sequence.performed, grid: !index.isMultiple(of: 2), failure: failure)
                    print(
                        "sequence \(index) shrunk to \(shrunk.count) operations:\n  "
                            + shrunk.map(\.description).joined(separator: "\n  ") + "\n"
                            + (FuzzShrink.replay(shrunk, grid: !index.isMultiple(of: 2)) ?? ""))
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let milliseconds = Int(
            elapsed.components.seconds * 1_000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        print(tally.summary(seed: seedText, milliseconds: milliseconds))
        #expect(
            failures > 0 || ManagerFuzzSettings.onlySequence != nil || tally.operations >= operations,
            "TERMCELLS_FUZZ_SEED=\(seedText): ran \(tally.operations) of \(operations) operations")
    }
}
