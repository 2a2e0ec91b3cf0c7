@testable import TermCells

/// Shrinks a failing fuzz sequence to a short one that fails the same way, for a regression
/// test: removes runs of operations, halves first, then smaller runs down to single ones
/// (delta debugging), keeping each removal after which a replay from a new manager still
/// fails with the same kind of problem. Seed 0x9dfc7aeedef81c75's sequence of 240 operations
/// shrank to 17 in under a minute (debug build).
@MainActor
enum FuzzShrink {
    /// The shortest failing part of `operations` found; each candidate is replayed on a new
    /// table or grid manager.
    static func shrink(_ operations: [FuzzOperation], grid: Bool, failure: String) -> [FuzzOperation] {
        let kind = problemKind(failure)
        var current = operations
        var chunk = max(1, current.count / 2)
        while true {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(current.count, start + chunk))
                if let candidateFailure = replay(candidate, grid: grid), problemKind(candidateFailure) == kind {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { return shrinkBatches(current, grid: grid, kind: kind) }
            if !removedAny { chunk = max(1, chunk / 2) }
        }
    }

    /// Removes storage calls one by one from the batches (`performUpdates`,
    /// `updateWithoutAnimations`) of a shrunk sequence while it still fails the same way.
    private static func shrinkBatches(_ operations: [FuzzOperation], grid: Bool, kind: String) -> [FuzzOperation] {
        var current = operations
        for index in current.indices {
            var inner = 0
            while true {
                let calls: [FuzzStorageOperation]
                switch current[index] {
                case .batch(let batch), .withoutAnimations(let batch): calls = batch
                default: calls = []
                }
                guard inner < calls.count else { break }
                var fewer = calls
                fewer.remove(at: inner)
                var candidate = current
                if case .batch = current[index] {
                    candidate[index] = .batch(fewer)
                } else {
                    candidate[index] = .withoutAnimations(fewer)
                }
                if let failure = replay(candidate, grid: grid), problemKind(failure) == kind {
                    current = candidate
                } else {
                    inner += 1
                }
            }
        }
        return current
    }

    /// The failure message of a replay of `operations`, or nil when it passes.
    static func replay(_ operations: [FuzzOperation], grid: Bool) -> String? {
        guard !operations.isEmpty else { return nil }
        var sequence = FuzzSequence(seed: 0, seedText: "replay", index: 0, grid: grid, replay: operations)
        var tally = FuzzTally()
        return sequence.run(length: operations.count, tally: &tally)
    }

    /// What went wrong, without the values: the first problem's words before its first list
    /// ("manager reported", "item", …), and for reported anomalies whether they are the
    /// expected ones in another order.
    private static func problemKind(_ failure: String) -> String {
        let lines = failure.split(separator: "\n")
        guard lines.count > 1 else { return "" }
        let problem = lines[1].drop { $0 == " " }
        let words = String(problem.prefix { $0 != "[" && $0 != "\"" })
        guard let expected = problem.range(of: ", expected ") else { return words }
        let reported = problem[problem.index(problem.startIndex, offsetBy: words.count)..<expected.lowerBound]
        let reordered = reported.sorted() == problem[expected.upperBound...].sorted()
        return words + (reordered ? "in another order" : "")
    }
}
