import Foundation

/// How much the manager misuse fuzz runs and from which seed.
///
/// `TERMCELLS_FUZZ_SEED` (decimal or `0x` hexadecimal) replays a run; without it every run
/// picks a random seed, and every failure names it. `TERMCELLS_FUZZ_OPERATIONS` sets the
/// number of operations (a few thousand by default, so `make test` stays quick). To look into
/// a failure, `TERMCELLS_FUZZ_SEQUENCE` runs only the sequence it names,
/// `TERMCELLS_FUZZ_TRACE=1` prints each operation with the oracle's state and
/// `TERMCELLS_FUZZ_SHRINK=1` prints the failing sequence shrunk.
enum ManagerFuzzSettings {
    static let defaultOperations = 3_000
    /// Operations per sequence: each sequence starts from a new manager and an empty storage.
    static let sequenceLength = 250

    /// The seed from the environment, or a random one; an error names a value that is not a number.
    static var seed: Result<UInt64, SeedError> {
        guard let text = ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SEED"], !text.isEmpty else {
            return .success(UInt64.random(in: 1...UInt64.max))
        }
        let lowered = text.lowercased()
        let parsed = lowered.hasPrefix("0x") ? UInt64(lowered.dropFirst(2), radix: 16) : UInt64(lowered)
        return parsed.map { .success($0) } ?? .failure(SeedError(text: text))
    }

    static var operations: Int {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_OPERATIONS"].flatMap { Int($0) }.map { max(1, $0) }
            ?? defaultOperations
    }

    /// `TERMCELLS_FUZZ_SEQUENCE`: run only the sequence of this number (failure messages name
    /// it), to replay a failure of a long run quickly.
    static var onlySequence: Int? {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SEQUENCE"].flatMap { Int($0) }
    }

    /// `TERMCELLS_FUZZ_TRACE`: print every operation and the oracle's state after it.
    static let trace = ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_TRACE"] != nil

    /// `TERMCELLS_FUZZ_SHRINK`: after a failure, replay shorter and shorter parts of the failing
    /// sequence and print the shortest that fails the same way (``FuzzShrink``).
    static let shrink = ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SHRINK"] != nil

    /// How a seed is written in messages: the form `TERMCELLS_FUZZ_SEED` reads back.
    static func text(of seed: UInt64) -> String {
        "0x" + String(seed, radix: 16)
    }

    struct SeedError: Error, CustomStringConvertible {
        var text: String
        var description: String { "TERMCELLS_FUZZ_SEED=\(text) is neither a decimal nor a 0x-hexadecimal number" }
    }
}
