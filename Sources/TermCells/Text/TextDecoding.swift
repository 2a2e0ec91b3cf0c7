extension String {
    /// Decodes UTF-8 bytes, replacing every invalid or truncated sequence with `U+FFFD`.
    ///
    /// Bytes from a terminal or a file are not trusted to be UTF-8; decoding must never fail or
    /// trap, and whatever was unreadable must stay visible as a replacement character.
    public init(sanitizingUTF8 bytes: some Collection<UInt8>) {
        self = String(decoding: bytes, as: UTF8.self)
    }
}

/// Decodes UTF-8 that arrives in pieces (reads from stdin), keeping a character split between two
/// reads whole instead of turning each half into `U+FFFD`.
public struct UTF8ChunkDecoder: Sendable {
    private var carried: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// Decodes `bytes` after whatever the previous chunk left unfinished; an incomplete sequence
    /// at the end is kept for the next call.
    public mutating func decode(_ bytes: some Collection<UInt8>) -> String {
        var input = carried
        input.append(contentsOf: bytes)
        let cut = Self.completePrefixLength(of: input)
        carried = Array(input[cut...])
        return String(sanitizingUTF8: input[..<cut])
    }

    /// Decodes whatever is still pending (an incomplete sequence becomes `U+FFFD`).
    public mutating func finish() -> String {
        defer { carried = [] }
        return String(sanitizingUTF8: carried)
    }

    /// The length of `bytes` without a trailing sequence that more bytes could still complete.
    private static func completePrefixLength(of bytes: [UInt8]) -> Int {
        var start = bytes.count
        // Walk back over at most three continuation bytes to the lead byte.
        while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: return bytes.count
        }
        let available = bytes.count - (start - 1)
        return available < expected ? start - 1 : bytes.count
    }
}
