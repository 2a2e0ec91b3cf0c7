/// Finding a byte in a line eight bytes at a time (one 64-bit word: no call, no SIMD types),
/// either case of an ASCII letter at once: the query's characters in a line are found in one pass
/// where two `memchr` calls (one per case) each paid their call for a few bytes.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// What a byte is ORed with before it is compared with `character` (already folded to
    /// lowercase when case is ignored): 0x20 folds an uppercase letter onto its lowercase one,
    /// and is used only for letters, the only bytes that fold.
    @inline(__always)
    static func foldMask(for character: UInt8, caseSensitive: Bool) -> UInt8 {
        !caseSensitive && character &- 0x61 < 26 ? 0x20 : 0
    }

    /// The index of the first byte in `base[from..<end]` that is `character` once ORed with
    /// `fold` (see ``foldMask(for:caseSensitive:)``), or `end`.
    @inline(__always)
    static func firstIndex(
        of character: UInt8, fold: UInt8, in base: UnsafePointer<UInt8>, from: Int, to end: Int
    ) -> Int {
        var index = from
        #if _endian(little)
            let pattern = UInt64(character) &* ones
            let mask = UInt64(fold) &* ones
            let raw = UnsafeRawPointer(base)
            while index &+ 8 <= end {
                let word = (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | mask) ^ pattern
                // A zero byte of `word` is a hit; the lowest flag is exact (borrows only go up).
                let hits = (word &- ones) & ~word & highs
                if hits != 0 { return index &+ hits.trailingZeroBitCount >> 3 }
                index &+= 8
            }
        #endif
        while index < end {
            if base[index] | fold == character { return index }
            index &+= 1
        }
        return end
    }
}
