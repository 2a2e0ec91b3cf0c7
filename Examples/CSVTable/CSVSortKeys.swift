/// The keys of one column for sorting, extracted once from every row: numbers when every
/// non-empty field of the column is a number, else the fields' bytes.
///
/// Numbers become `UInt64`s whose unsigned order is the numeric order (empty fields lowest),
/// so sorting never compares through `Any`, `String` or `Double`.
struct CSVSortKeys: Sendable {
    enum Kind: Equatable, Sendable {
        case numeric
        case text
    }

    let kind: Kind
    /// One per data row: the ordered bits of the number, or (text) the first 8 bytes big-endian.
    let prefixes: [UInt64]
    /// Text only: every row's field bytes, one after another, and where each row's begin.
    let textBytes: [UInt8]
    let textStarts: [Int]

    init(buffer: UnsafeBufferPointer<UInt8>, starts: [Int], column: Int) {
        if let numbers = CSVNumericKeys.extract(buffer: buffer, starts: starts, column: column) {
            kind = .numeric
            prefixes = numbers
            textBytes = []
            textStarts = []
            return
        }
        let rows = max(0, starts.count - 1)
        var bytes: [UInt8] = []
        var byteStarts: [Int] = [0]
        var prefixes: [UInt64] = []
        byteStarts.reserveCapacity(rows + 1)
        prefixes.reserveCapacity(rows)
        for row in 0..<rows {
            let start = bytes.count
            Self.withField(buffer, starts, row: row, column: column) { field in
                CSVRecord.appendValue(of: field, to: &bytes, limit: CSVLineLimits.fieldBytes)
            }
            var prefix: UInt64 = 0
            for offset in 0..<8 {
                prefix <<= 8
                if start + offset < bytes.count { prefix |= UInt64(bytes[start + offset]) }
            }
            prefixes.append(prefix)
            byteStarts.append(bytes.count)
        }
        kind = .text
        self.prefixes = prefixes
        textBytes = bytes
        textStarts = byteStarts
    }

    /// Calls `body` with the raw bytes of field `column` of data row `row`; a missing field
    /// is not reported.
    static func withField(
        _ buffer: UnsafeBufferPointer<UInt8>, _ starts: [Int], row: Int, column: Int,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let base = buffer.baseAddress else { return }
        let line = row + 1
        let end = line + 1 < starts.count ? starts[line + 1] : buffer.count
        if let field = field(base, from: starts[line], to: end, column: column) {
            body(UnsafeBufferPointer(rebasing: buffer[field]))
        }
    }

    /// Where field `column` of the row in bytes `start..<end` (its line ending included)
    /// lies, quotes included; nil when the row has fewer fields. The fields before it are
    /// skipped at one comparison a byte unless quoted (then as ``CSVRecord`` walks them).
    @inline(__always)
    static func field(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, column: Int) -> Range<Int>? {
        let comma = UInt8(ascii: ",")
        let quote = UInt8(ascii: "\"")
        var lineEnd = end
        if lineEnd > start, base[lineEnd - 1] == UInt8(ascii: "\n") { lineEnd -= 1 }
        if lineEnd > start, base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        var index = start
        var current = 0
        while true {
            let fieldStart = index
            if index < lineEnd && base[index] == quote {
                var state = CSVFieldState.fieldStart
                while index < lineEnd {
                    let byte = base[index]
                    if byte == comma && state != .quoted { break }
                    state = state.after(byte)
                    index += 1
                }
            } else {
                while index < lineEnd && base[index] != comma { index += 1 }
            }
            if current == column { return fieldStart..<index }
            guard index < lineEnd else { return nil }
            index += 1
            current += 1
        }
    }

    /// A number in quotes (`"12"`) without them; other fields as they are.
    static func unquotedNumberText(_ field: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let quote = UInt8(ascii: "\"")
        if field.count >= 2, field[0] == quote, field[field.count - 1] == quote {
            return UnsafeBufferPointer(rebasing: field[1..<(field.count - 1)])
        }
        return field
    }

    /// Whether text key `a` orders before `b` (bytewise, so by code point).
    func textPrecedes(_ a: Int, _ b: Int) -> Bool {
        textBytes.withUnsafeBufferPointer { bytes in
            let aRange = textStarts[a]..<textStarts[a + 1]
            let bRange = textStarts[b]..<textStarts[b + 1]
            let common = min(aRange.count, bRange.count)
            for offset in 0..<common {
                let x = bytes[aRange.lowerBound + offset]
                let y = bytes[bRange.lowerBound + offset]
                if x != y { return x < y }
            }
            return aRange.count < bRange.count
        }
    }

    /// Whether text keys `a` and `b` are the same bytes.
    func textEqual(_ a: Int, _ b: Int) -> Bool {
        !textPrecedes(a, b) && !textPrecedes(b, a)
    }
}
