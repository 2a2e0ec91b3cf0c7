#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a chat script's bytes, each without its line end: a line ends at LF, and a
/// CR before the LF is part of the line end (a script saved on Windows). Lines are found on
/// bytes, not `Character`s: `"\r\n"` is one `Character`, so a split on `"\n"` never splits
/// such a script. A UTF-8 byte order mark before the first line (an editor's, on Windows) is
/// not part of it, as `csv` skips it too.
struct ChatScriptLines: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var start: Int
    private var done = false

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        start = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    }

    /// U+FEFF in UTF-8.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The next line's bytes, its LF and a CR before it left out (a CR at the script's end
    /// too); the text after the last LF is a line (empty when the script ends with a line
    /// end), as a split would give.
    mutating func next() -> Range<Int>? {
        guard !done else { return nil }
        let end = bytes.withUnsafeBufferPointer { buffer in
            // memchr: a long script's lines are found at the speed of memory, in any build.
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, 0x0A, buffer.count - start)
            else { return buffer.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        let line = start..<(end > start && bytes[end - 1] == 0x0D ? end - 1 : end)
        if end == bytes.endIndex { done = true } else { start = end + 1 }
        return line
    }

    /// The text of a message made of these lines, joined by LF, without the blank lines at its
    /// start and end.
    static func text(of lines: [Range<Int>], in bytes: [UInt8]) -> String {
        guard let first = lines.firstIndex(where: { !isBlank(bytes[$0]) }),
            let last = lines.lastIndex(where: { !isBlank(bytes[$0]) })
        else { return "" }
        var text: [UInt8] = []
        for (offset, line) in lines[first...last].enumerated() {
            if offset > 0 { text.append(0x0A) }
            text.append(contentsOf: bytes[line])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a line is whitespace only (as `Character.isWhitespace` says); a line of ASCII
    /// is judged on its bytes.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.contains(where: { $0 >= 0x80 }) else {
            return line.allSatisfy { $0 == 0x20 || (0x09...0x0D).contains($0) }
        }
        return String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    /// `byte` with ASCII upper case made lower case.
    static func lowerASCII(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
