/// Finds where rows start in CSV bytes (RFC 4180): a line feed ends a row unless it is inside
/// a quoted field; `""` inside quotes is a quote. It also counts each row's fields, so the
/// table knows its widest row without parsing any field.
///
/// Lenient where files are: a quote that does not open a field is data, text after a closing
/// quote is kept, an unterminated quote runs to the end of the file.
///
/// The scanner keeps its state between calls, so bytes can be scanned in pieces.
/// Cost: one pass, O(bytes), no allocation but the appended offsets.
struct CSVRowScanner {
    private var state = CSVFieldState.fieldStart
    private var fields = 1
    /// The most fields any finished row had.
    private(set) var widestRow = 0

    /// Scans `bytes[range]`, appending to `starts` the offset after each row-ending line feed.
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into starts: inout [Int]) {
        guard let base = bytes.baseAddress else { return }
        var state = self.state
        var fields = self.fields
        var widest = widestRow
        let quote = UInt8(ascii: "\"")
        let comma = UInt8(ascii: ",")
        let newline = UInt8(ascii: "\n")
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = base[index]
            switch state {
            case .quoted:
                if byte == quote { state = .quoteInQuoted }
            case .fieldStart, .unquoted, .quoteInQuoted:
                if byte == comma {
                    fields += 1
                    state = .fieldStart
                } else if byte == newline {
                    if fields > widest { widest = fields }
                    fields = 1
                    state = .fieldStart
                    starts.append(index + 1)
                } else {
                    state = state.after(byte)
                }
            }
            index += 1
        }
        self.state = state
        self.fields = fields
        widestRow = widest
    }

    /// Ends the input: a last row without a line feed counts too.
    mutating func finish(lastRowIsOpen: Bool) {
        if lastRowIsOpen, fields > widestRow { widestRow = fields }
    }
}

/// Where the reading of a field stands. Shared by the row scanner and the field walker, so
/// that both cut a row the same way.
enum CSVFieldState: UInt8 {
    case fieldStart, unquoted, quoted, quoteInQuoted

    /// The state after `byte`, which is not a separator outside quotes.
    @inline(__always)
    func after(_ byte: UInt8) -> CSVFieldState {
        let isQuote = byte == UInt8(ascii: "\"")
        switch self {
        case .quoted: return isQuote ? .quoteInQuoted : .quoted
        // A quote opens a field, or right after a closing quote is an escaped quote.
        case .fieldStart, .quoteInQuoted: return isQuote ? .quoted : .unquoted
        case .unquoted: return .unquoted
        }
    }
}
