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
    /// kept. Appends at most `limit` bytes to `output`; returns whether the content was longer.
    @discardableResult
    static func appendValue(
        of field: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], limit: Int = .max
    ) -> Bool {
        let quote = UInt8(ascii: "\"")
        guard let first = field.first, first == quote else {
            output.append(contentsOf: field.prefix(limit))
            return field.count > limit
        }
        var index = 1
        var inQuotes = true
        var appended = 0
        while index < field.count {
            if appended == limit { return true }
            let byte = field[index]
            if inQuotes && byte == quote {
                if index + 1 < field.count && field[index + 1] == quote {
                    output.append(quote)
                    appended += 1
                    index += 2
                    continue
                }
                inQuotes = false
            } else {
                output.append(byte)
                appended += 1
            }
            index += 1
        }
        return false
    }

    /// Every field of `row` decoded as text; invalid UTF-8 becomes `U+FFFD` (controls stay
    /// as they are: drawing shows them as placeholders). Bounded by ``CSVLineLimits``: a
    /// longer field, line or row of fields is cut, the cut field ending in `…`, and `wasCut`
    /// says so. Cost: O(min(row, lineBytes)), whatever the row's length.
    static func fields(of row: UnsafeBufferPointer<UInt8>, wasCut: inout Bool) -> [String] {
        var result: [String] = []
        result.reserveCapacity(8)
        var scratch: [UInt8] = []
        let line = trimmed(row)
        let lineIsCut = line.count > CSVLineLimits.lineBytes
        let shown = UnsafeBufferPointer(rebasing: line.prefix(CSVLineLimits.lineBytes))
        var fieldsAreCut = false
        forEachRawField(shown) { field in
            guard result.count < CSVLineLimits.fields else {
                fieldsAreCut = true
                return false
            }
            // Decoded where it lies unless quotes are to be taken out or it is cut.
            if field.first != UInt8(ascii: "\""), field.count <= CSVLineLimits.fieldBytes {
                result.append(String(decoding: field, as: UTF8.self))
                return true
            }
            scratch.removeAll(keepingCapacity: true)
            let isCut = appendValue(of: field, to: &scratch, limit: CSVLineLimits.fieldBytes)
            fieldsAreCut = fieldsAreCut || isCut
            result.append(decoded(scratch, cut: isCut))
            return true
        }
        if lineIsCut, !fieldsAreCut, let last = result.popLast() {
            result.append(last + CSVLineLimits.cutMark)
        }
        wasCut = wasCut || lineIsCut || fieldsAreCut
        return result
    }

    /// `bytes` as text, with the cut mark when they are the start of a longer value (a
    /// character cut in two then shows as `U+FFFD`).
    private static func decoded(_ bytes: [UInt8], cut: Bool) -> String {
        let text = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        return cut ? text + CSVLineLimits.cutMark : text
    }
}
