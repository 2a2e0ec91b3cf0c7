import TermCells

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
    private var sequence: SplitMix64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        sequence = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 { sequence.next() }
}
