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
        let rows = max(0, starts.count - 1)
        var numbers: [UInt64] = []
        numbers.reserveCapacity(rows)
        var numeric = true
        var sawNumber = false
        for row in 0..<rows {
            var key = Self.emptyNumber
            Self.withField(buffer, starts, row: row, column: column) { field in
                let trimmed = Self.unquotedNumberText(field)
                guard !trimmed.isEmpty else { return }
                if let value = CSVNumber.parse(trimmed) {
                    key = Self.orderedBits(value)
                    sawNumber = true
                } else {
                    numeric = false
                }
            }
            if !numeric { break }
            numbers.append(key)
        }
        if numeric && sawNumber {
            kind = .numeric
            prefixes = numbers
            textBytes = []
            textStarts = []
            return
        }
        var bytes: [UInt8] = []
        var byteStarts: [Int] = [0]
        var prefixes: [UInt64] = []
        byteStarts.reserveCapacity(rows + 1)
        prefixes.reserveCapacity(rows)
        for row in 0..<rows {
            let start = bytes.count
            Self.withField(buffer, starts, row: row, column: column) { field in
                CSVRecord.appendValue(of: field, to: &bytes)
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

    /// The key of empty fields: below every number.
    static let emptyNumber: UInt64 = 0

    /// `value`'s bits, flipped so that unsigned order is numeric order (−0 as 0); never 0.
    static func orderedBits(_ value: Double) -> UInt64 {
        let bits = (value + 0.0).bitPattern
        let ordered = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
        return max(1, ordered)
    }

    /// Calls `body` with the raw bytes of field `column` of data row `row`; a missing field
    /// is not reported.
    static func withField(
        _ buffer: UnsafeBufferPointer<UInt8>, _ starts: [Int], row: Int, column: Int,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let line = row + 1
        let end = line + 1 < starts.count ? starts[line + 1] : buffer.count
        let bytes = CSVRecord.trimmed(UnsafeBufferPointer(rebasing: buffer[starts[line]..<end]))
        var current = 0
        CSVRecord.forEachRawField(bytes) { field in
            if current == column {
                body(field)
                return false
            }
            current += 1
            return true
        }
    }

    /// A number in quotes (`"12"`) without them; other fields as they are.
    private static func unquotedNumberText(_ field: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
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
