/// A small seeded pseudo-random generator for tests (SplitMix64): the same seed gives the same
/// sequence on every run and platform, so a randomized test that prints its seed replays a
/// failure exactly.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let keys = (0..<100).map { _ in [Key.up, .down, .pageDown].randomElement(using: &random) }
/// ```
///
/// A testing aid: fast and well mixed, but neither cryptographic nor for statistics.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
