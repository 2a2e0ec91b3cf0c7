import Foundation

/// How long and from which seed the fuzz tests run: `TERMCELLS_FUZZ_SECONDS` (3 seconds per
/// program by default, so `make test` stays quick; `make fuzz` runs longer) and
/// `TERMCELLS_FUZZ_SEED` (random by default; every failure prints the seed, and setting it
/// replays the same inputs).
enum FuzzSettings {
    static var seconds: Double {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SECONDS"].flatMap(Double.init) ?? 3
    }

    static var seed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SEED"] {
            let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
            if let seed = UInt64(digits, radix: text.hasPrefix("0x") ? 16 : 10) { return seed }
        }
        return UInt64.random(in: 1...UInt64.max)
    }
}
