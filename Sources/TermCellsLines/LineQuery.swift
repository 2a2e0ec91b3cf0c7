import TermCells

/// A case-insensitive substring query over lines of bytes.
///
/// A line matches when its lowercased text contains the lowercased query (`String.lowercased()`,
/// compared as UTF-8, with invalid bytes read as `U+FFFD`). The work is done on bytes: an ASCII
/// query is searched with ASCII case folding right in the line's bytes, and only lines that could
/// differ from that answer are decoded and lowercased: non-ASCII lines against a non-ASCII query,
/// and the rare lines holding one of the two characters whose lowercase is ASCII (`İ` U+0130,
/// the Kelvin sign U+212A).
public struct LineQuery: Sendable, Equatable {
    /// The query as typed.
    public let text: String
    /// The lowercased query's UTF-8.
    let folded: [UInt8]
    /// Whether `folded` is ASCII only.
    let isASCII: Bool

    /// Compiles `text`.
    public init(_ text: String) {
        self.text = text
        folded = Array(text.lowercased().utf8)
        isASCII = folded.allSatisfy { $0 < 0x80 }
    }

    /// Whether the query is empty (it matches every line).
    public var isEmpty: Bool { folded.isEmpty }

    /// Whether every line that matches `self` also matches `other`, so the lines matching `self`
    /// can be found among those matching `other` alone. True when `self` contains `other`
    /// (typing more, at either end).
    public func narrows(_ other: LineQuery) -> Bool {
        Self.contains(folded[...], other.folded[...])
    }

    /// Whether the line with these bytes matches; `lineIsASCII` says whether every byte is < 0x80.
    public func matches(_ line: UnsafeBufferPointer<UInt8>, lineIsASCII: Bool) -> Bool {
        if folded.isEmpty { return true }
        if isASCII {
            if folded.withUnsafeBufferPointer({ Self.asciiFoldedContains(line, $0) }) { return true }
            // A miss is final unless lowercasing the line could create ASCII letters.
            guard !lineIsASCII, Self.hasASCIILoweringCharacter(line) else { return false }
        } else if lineIsASCII {
            // Lowercased ASCII is ASCII: it cannot contain a non-ASCII query.
            return false
        }
        let lowered = String(sanitizingUTF8: line).lowercased()
        return Self.contains(Array(lowered.utf8)[...], folded[...])
    }

    /// Whether the bytes match (for tests and one-off checks).
    public func matches(_ line: some Collection<UInt8>) -> Bool {
        let bytes = Array(line)
        return bytes.withUnsafeBufferPointer { matches($0, lineIsASCII: bytes.allSatisfy { $0 < 0x80 }) }
    }

    // MARK: Byte searches (hot path: no allocation)

    @inline(__always)
    static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// Whether `haystack`, ASCII-lowercased, contains `needle` (already lowercase). No allocation.
    public static func asciiFoldedContains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let count = haystack.count
        let length = needle.count
        guard length <= count, let first = needle.first else { return length == 0 }
        let firstUpper = first &- 0x61 < 26 ? first & ~0x20 : first
        var start = 0
        let lastStart = count - length
        while start <= lastStart {
            let byte = haystack[start]
            if byte == first || byte == firstUpper {
                var offset = 1
                while offset < length, lowerASCII(haystack[start + offset]) == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            start += 1
        }
        return false
    }

    /// Whether the bytes hold U+0130 (C4 B0) or U+212A (E2 84 AA): the only characters outside
    /// ASCII whose lowercase has ASCII in it.
    static func hasASCIILoweringCharacter(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = line.count
        var index = 0
        while index + 1 < count {
            if line[index] == 0xC4 && line[index + 1] == 0xB0 { return true }
            if line[index] == 0xE2 && index + 2 < count && line[index + 1] == 0x84 && line[index + 2] == 0xAA {
                return true
            }
            index += 1
        }
        return false
    }

    static func contains(_ haystack: ArraySlice<UInt8>, _ needle: ArraySlice<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        var start = haystack.startIndex
        while start + needle.count <= haystack.endIndex {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }
}
