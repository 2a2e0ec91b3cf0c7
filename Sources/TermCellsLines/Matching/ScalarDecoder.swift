/// Decodes a line's UTF-8 into Unicode scalars the way `String(decoding:as:)` does — each maximal
/// invalid subpart becomes one `U+FFFD` — so a scalar's index here is its index in the line as
/// shown (``LineStore/string(at:)``).
enum ScalarDecoder {
    static let replacement: UInt32 = 0xFFFD

    /// Writes the scalars of `bytes` to `scalars` and the byte offset where each starts to
    /// `offsets`; both must have room for `bytes.count` entries. Returns the scalar count.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutablePointer<UInt32>,
        offsets: UnsafeMutablePointer<Int32>
    ) -> Int {
        let count = bytes.count
        var index = 0
        var written = 0
        while index < count {
            let lead = bytes[index]
            offsets[written] = Int32(truncatingIfNeeded: index)
            if lead < 0x80 {
                scalars[written] = UInt32(lead)
                written += 1
                index += 1
                continue
            }
            let (length, low, high) = sequence(startingWith: lead)
            guard length > 0, index + 1 < count, (low...high).contains(bytes[index + 1]) else {
                scalars[written] = replacement
                written += 1
                index += 1
                continue
            }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            value = value << 6 | UInt32(bytes[index + 1] & 0x3F)
            var taken = 2
            while taken < length, index + taken < count, bytes[index + taken] & 0xC0 == 0x80 {
                value = value << 6 | UInt32(bytes[index + taken] & 0x3F)
                taken += 1
            }
            scalars[written] = taken == length ? value : replacement
            written += 1
            index += taken
        }
        return written
    }

    /// The length of a sequence starting with `lead` and the range its second byte must be in
    /// (Unicode's table of well-formed sequences); length 0 for a byte that cannot lead.
    @inline(__always)
    private static func sequence(startingWith lead: UInt8) -> (Int, UInt8, UInt8) {
        switch lead {
        case 0xC2...0xDF: return (2, 0x80, 0xBF)
        case 0xE0: return (3, 0xA0, 0xBF)
        case 0xED: return (3, 0x80, 0x9F)
        case 0xE1...0xEF: return (3, 0x80, 0xBF)
        case 0xF0: return (4, 0x90, 0xBF)
        case 0xF1...0xF3: return (4, 0x80, 0xBF)
        case 0xF4: return (4, 0x80, 0x8F)
        default: return (0, 0, 0)
        }
    }
}
