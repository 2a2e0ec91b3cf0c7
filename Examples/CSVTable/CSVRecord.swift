import TermCells

/// The fields of one row, parsed from its bytes when the row is shown or sorted.
enum CSVRecord {
    /// The bytes of the row without its line ending (`\n` or `\r\n`).
    static func trimmed(_ row: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var count = row.count
        if count > 0, row[count - 1] == UInt8(ascii: "\n") { count -= 1 }
        if count > 0, row[count - 1] == UInt8(ascii: "\r") { count -= 1 }
        return UnsafeBufferPointer(rebasing: row[0..<count])
    }

    /// Calls `body` with the raw bytes of each field of `row` (quotes included) until it
    /// returns false. Allocation-free.
    static func forEachRawField(
        _ row: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        let comma = UInt8(ascii: ",")
        var start = 0
        var state = CSVFieldState.fieldStart
        for index in 0..<row.count {
            let byte = row[index]
            if byte == comma && state != .quoted {
                if !body(UnsafeBufferPointer(rebasing: row[start..<index])) { return }
                start = index + 1
                state = .fieldStart
            } else {
                state = state.after(byte)
            }
        }
        _ = body(UnsafeBufferPointer(rebasing: row[start..<row.count]))
    }

    /// The field's content: outer quotes removed, `""` as `"`, bytes after a closing quote
    /// kept. Appends to `output`.
    static func appendValue(of field: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        guard let first = field.first, first == quote else {
            output.append(contentsOf: field)
            return
        }
        var index = 1
        var inQuotes = true
        while index < field.count {
            let byte = field[index]
            if inQuotes && byte == quote {
                if index + 1 < field.count && field[index + 1] == quote {
                    output.append(quote)
                    index += 2
                    continue
                }
                inQuotes = false
            } else {
                output.append(byte)
            }
            index += 1
        }
    }

    /// Every field of `row` decoded as text; invalid UTF-8 becomes `U+FFFD` (controls stay
    /// as they are: drawing shows them as placeholders).
    static func fields(of row: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(8)
        var scratch: [UInt8] = []
        forEachRawField(trimmed(row)) { field in
            // Decoded where it lies unless quotes are to be taken out (String(decoding:) is
            // String(sanitizingUTF8:) without the generic call).
            guard field.first == UInt8(ascii: "\"") else {
                result.append(String(decoding: field, as: UTF8.self))
                return true
            }
            scratch.removeAll(keepingCapacity: true)
            appendValue(of: field, to: &scratch)
            result.append(scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) })
            return true
        }
        return result
    }
}
